import { business } from '../business';
import type { Localized } from '../localized';
import type * as en from '../serviceSummaries';
import { countyList } from './phrases';

const homeTownKeyword = `${business.homeTown.locality} ${business.homeTown.region}`;

/** The Spanish twin of `../serviceSummaries.ts`: the four core services as links, cards and search results show them. */
export const serviceSummaries = [
  {
    slug: 'water-restoration',
    relatedArticle: 'emergency-water-damage-response-24-hours',
    cityServiceSlug: 'water-damage-restoration',
    icon: 'Droplets',
    title: 'Restauración de daños por agua',
    shortTitle: 'Daños por agua',
    description:
      'Tuberías reventadas, calentadores de agua dañados, goteras en el techo y sótanos inundados: sacamos el agua, secamos la estructura hasta confirmar con lecturas que está seca y reconstruimos lo que se perdió.',
    emergencyService: true,
    meta: {
      title: 'Restauración de daños por agua y extracción de agua 24/7',
      description: `Extracción de agua 24/7, secado estructural y reconstrucción completa por fugas e inundaciones en ${countyList}.`,
      keywords: ['daños por agua', 'restauración de daños por agua', 'extracción de agua', 'secado estructural', 'limpieza de inundaciones', homeTownKeyword],
      image: 'gallery/gallery-01.jpg',
    },
  },
  {
    slug: 'mold-inspection',
    relatedArticle: 'preventing-mold-growth-georgia-humidity',
    cityServiceSlug: 'mold-inspection',
    icon: 'Wind',
    title: 'Inspección y eliminación de moho',
    shortTitle: 'Inspección de moho',
    description:
      'Inspección y pruebas de calidad del aire para saber dónde crece el moho y por qué; luego lo retiramos de forma controlada y corregimos la humedad para que no vuelva.',
    emergencyService: false,
    meta: {
      title: 'Inspección, pruebas y eliminación de moho',
      description:
        'Inspección de moho, pruebas del aire y eliminación controlada para casas y negocios al este de Atlanta, corrigiendo la humedad para que no vuelva.',
      keywords: ['moho', 'inspección de moho', 'eliminación de moho', 'prueba de calidad del aire', 'remediación de moho', homeTownKeyword],
      image: 'gallery/gallery-05.jpg',
    },
  },
  {
    slug: 'crawl-space-cleanup',
    relatedArticle: 'preventing-mold-growth-georgia-humidity',
    cityServiceSlug: 'crawl-space-cleanup',
    icon: 'House',
    title: 'Limpieza de espacios de arrastre',
    shortTitle: 'Espacio de arrastre',
    description:
      'Retiramos aislamiento mojado, escombros y contaminación, reparamos la estructura e instalamos barreras de vapor que impiden que la humedad de Georgia se acumule debajo de sus pisos.',
    emergencyService: false,
    meta: {
      title: 'Limpieza, reparación y encapsulado del espacio de arrastre',
      description:
        'Limpieza del espacio de arrastre, cambio de aislamiento, reparaciones estructurales y barreras de vapor contra la humedad, los olores y el moho en su casa.',
      keywords: ['espacio de arrastre', 'crawl space', 'limpieza de crawl space', 'barrera de vapor', 'encapsulado', homeTownKeyword],
      image: 'gallery/gallery-09.jpg',
    },
  },
  {
    slug: 'sewage-cleanup',
    relatedArticle: 'insurance-claims-water-damage-guide',
    cityServiceSlug: 'sewage-cleanup',
    icon: 'Biohazard',
    title: 'Limpieza de aguas negras',
    shortTitle: 'Aguas negras',
    description:
      'Retiro seguro de agua de categoría 3 por desbordes del alcantarillado o del pozo séptico, con desinfección completa, control de olores y desecho conforme a las normas de salud.',
    emergencyService: true,
    meta: {
      title: 'Limpieza de aguas negras y desbordes del alcantarillado',
      description:
        'Limpieza urgente de aguas negras: retiro de agua de categoría 3, desinfección, control de olores y desecho seguro por técnicos capacitados y protegidos.',
      keywords: ['aguas negras', 'limpieza de aguas negras', 'desborde de alcantarillado', 'agua de categoría 3', 'pozo séptico', homeTownKeyword],
      image: 'gallery/gallery-13.jpg',
    },
  },
] as const satisfies Localized<typeof en.serviceSummaries>;
