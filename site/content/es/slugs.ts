import type { CityServiceSlug, ServicePageSlug } from '../types';

/*
 * The Spanish addresses: what each English slug is called under `/es/`. Written for the words people
 * search ("daños por agua", "moho", "aguas negras"), without accents, which addresses do not carry well.
 * The route table builds every Spanish path from these, so a page and its twin are always paired.
 */

/** Static pages: English path -> Spanish path. */
export const staticPaths = {
  '/': '/es',
  '/about': '/es/nosotros',
  '/team': '/es/equipo',
  '/services': '/es/servicios',
  '/faq': '/es/preguntas-frecuentes',
  '/contact': '/es/contacto',
  '/blog': '/es/blog',
  '/privacy': '/es/privacidad',
  '/404': '/es/404',
} as const;

export const serviceSlugs = {
  'water-restoration': 'restauracion-de-danos-por-agua',
  'mold-inspection': 'inspeccion-de-moho',
  'crawl-space-cleanup': 'limpieza-de-espacio-de-arrastre',
  'sewage-cleanup': 'limpieza-de-aguas-negras',
} as const satisfies Record<ServicePageSlug, string>;

/** City pages are `/es/{service}-{city}-ga`: city names stay as they are. */
export const cityServiceSlugs = {
  'water-damage-restoration': 'restauracion-de-danos-por-agua',
  'mold-inspection': 'inspeccion-de-moho',
  'crawl-space-cleanup': 'limpieza-de-espacio-de-arrastre',
  'sewage-cleanup': 'limpieza-de-aguas-negras',
} as const satisfies Record<CityServiceSlug, string>;
