import { es } from '../../i18n/paths';
import { buildCityPageSummaries } from '../cityPageSummaries';
import type { CityPageKey, CityPageSummary } from '../types';
import { citySummaries } from './citySummaries';
import { serviceSummaries } from './serviceSummaries';

/** Each Spanish city page's search description, written per page so no two read alike. */
const descriptions = {
  'water-damage-restoration-loganville':
    'Calentadores reventados, mangueras rotas y lluvia sobre arcilla roja: extracción de agua y secado 24/7 para casas de Loganville, en Walton y Gwinnett.',
  'water-damage-restoration-grayson':
    'Sótanos terminados inundados, fugas de la lavandería de arriba y bombas de sumidero que fallan: restauración de daños por agua en Grayson, de día y de noche.',
  'water-damage-restoration-snellville':
    'Fallas de plomería original, niveles bajos split-level y agua de tormentas: extracción, secado y reconstrucción en casas de Snellville de 1970 en adelante.',
  'water-damage-restoration-monroe':
    'Secado cuidadoso de paredes de yeso, pisos de pino antiguo y cimientos sobre pilares: restauración de daños por agua en casas históricas y nuevas de Monroe.',
  'water-damage-restoration-bethlehem':
    'Tuberías reventadas con pozo propio, tanques de presión y pisos flotantes sobre losa: limpieza y secado de daños por agua en Bethlehem y el condado de Barrow.',
  'water-damage-restoration-lawrenceville':
    'Fugas que pasan de una unidad a otra en casas adosadas y condominios, alquileres e inundaciones: daños por agua para dueños y administradores de Lawrenceville.',
  'mold-inspection-loganville':
    'Pasillos con olor a humedad, espacios de arrastre mojados y sótanos sobre arcilla roja: inspección de moho, pruebas del aire y eliminación en Loganville.',
  'mold-inspection-grayson':
    'Moho detrás del panel de yeso de sótanos terminados y en cuartos cerrados del nivel de abajo: inspección, pruebas y eliminación controlada en Grayson.',
  'mold-inspection-snellville':
    'Moho en el ático por extractores mal conectados, ductos que sudan y fugas viejas escondidas: inspección y eliminación de moho en casas de Snellville.',
  'mold-inspection-monroe':
    'Moho en yeso histórico, pino antiguo y porches cerrados, con prácticas seguras ante el plomo: inspección y eliminación de moho en casas de Monroe.',
  'mold-inspection-bethlehem':
    'Moho en casas nuevas y herméticas, con aire acondicionado sobredimensionado y estructura húmeda: inspección, control de humedad y eliminación en Bethlehem.',
  'mold-inspection-lawrenceville':
    'Moho en alquileres, casas adosadas y apartamentos donde la humedad pasa entre unidades: inspecciones e informes de comprobación en Lawrenceville.',
  'crawl-space-cleanup-loganville':
    'Agua estancada, aislamiento caído y plástico roto sobre arcilla roja: limpieza del espacio de arrastre, drenaje y barreras de vapor para casas de Loganville.',
  'crawl-space-cleanup-grayson':
    'Espacios de arrastre húmedos bajo ampliaciones, solarios y casas de campo antiguas: limpieza, reparaciones y barreras de vapor en Grayson.',
  'crawl-space-cleanup-snellville':
    'Espacios de arrastre de décadas bajo casas de un piso de Snellville: retiro de escombros, aislamiento nuevo, reparación de soleras y barreras de vapor selladas.',
  'crawl-space-cleanup-monroe':
    'Espacios de arrastre de casitas textiles y casas históricas de Monroe: limpieza, reparación de vigas y del cerramiento entre los pilares, y control de humedad.',
  'crawl-space-cleanup-bethlehem':
    'Restos de obra, plástico delgado y plomería del pozo bajo casas nuevas de Bethlehem: limpieza, revisión de fugas y barreras de vapor duraderas.',
  'crawl-space-cleanup-lawrenceville':
    'Reparaciones del espacio de arrastre en casas y alquileres de Lawrenceville, incluidas las que pide una inspección, con fotos antes del cierre de la venta.',
  'sewage-cleanup-loganville':
    'Desbordes por tuberías de la ciudad tapadas o campos sépticos saturados: limpieza y desinfección de categoría 3 en Loganville, día y noche.',
  'sewage-cleanup-grayson':
    'Desagües del sótano que se devuelven y bombas eyectoras que fallan en sótanos terminados: limpieza de aguas negras, desinfección y reconstrucción en Grayson.',
  'sewage-cleanup-snellville':
    'Tuberías de barro y hierro fundido tapadas por raíces y desbordes en casas split-level: limpieza y desinfección de aguas negras en Snellville, a toda hora.',
  'sewage-cleanup-monroe':
    'Desagües de hierro fundido rajados y tuberías de barro hundidas: limpieza de aguas negras en espacios de arrastre y casas históricas de Monroe.',
  'sewage-cleanup-bethlehem':
    'Pozos sépticos que se devuelven y campos de drenaje que afloran cerca del pozo: limpieza de aguas negras, desinfección y cuidado del pozo en Bethlehem.',
  'sewage-cleanup-lawrenceville':
    'Desbordes por tuberías compartidas en apartamentos y condominios, y limpieza fuera de horario para negocios: aguas negras y documentación en Lawrenceville.',
} as const satisfies Record<CityPageKey, string>;

/** The Spanish twin of `../cityPageSummaries.ts`: the 24 city pages, in the same order. */
export const cityPageSummaries: readonly CityPageSummary[] = buildCityPageSummaries(serviceSummaries, citySummaries, descriptions, {
  path: (key) => es(`/${key}-ga`),
  title: (service, city) => `${service.title} en ${city.name}, GA`,
  keywords: (service, city) => [
    `${service.shortTitle.toLowerCase()} ${city.name}`,
    `${service.title.toLowerCase()} en ${city.name} GA`,
    `${city.name} ${city.zip}`,
    `${service.shortTitle.toLowerCase()} ${city.county}`,
  ],
});

export function findCityPageSummary(serviceSlug: string, citySlug: string): CityPageSummary | undefined {
  return cityPageSummaries.find((page) => page.serviceSlug === serviceSlug && page.locationSlug === citySlug);
}
