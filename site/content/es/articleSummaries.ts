import type * as en from '../articleSummaries';
import type { Localized } from '../localized';
import type { ArticleSummary } from '../types';

export { blogCategories, type BlogCategoryChip } from '../articleSummaries';

/** The chips and cards in Spanish; the address keeps `?category=insurance` in both languages. */
export const blogCategoryLabels = {
  All: 'Todos',
  'Emergency Response': 'Emergencias',
  'Mold Prevention': 'Prevención de moho',
  Insurance: 'Seguros',
  Prevention: 'Prevención',
} as const satisfies Localized<typeof en.blogCategoryLabels>;

/** The Spanish twin of `../articleSummaries.ts`: the four articles without their text, newest first. */
export const articleSummaries = [
  {
    id: 'article-1',
    slug: 'emergency-water-damage-response-24-hours',
    title: 'Daños por agua: qué hacer en las primeras 24 horas',
    description:
      'Los pasos que limitan el daño el primer día después de una fuga o inundación: seguridad, detener el agua, fotos para el seguro y cuándo llamar a un profesional.',
    category: 'Emergency Response',
    readTime: 5,
    publishedAt: '2024-01-15',
    modifiedAt: '2024-01-15',
    authorId: 'marcus-bell',
    image: 'emergency-water-damage-response-24-hours.jpg',
    imageAlt: 'Un técnico saca el agua estancada de la alfombra de una sala con un extractor portátil',
    tags: ['daños por agua', 'emergencia', 'tubería reventada', 'primeros pasos'],
  },
  {
    id: 'article-2',
    slug: 'preventing-mold-growth-georgia-humidity',
    title: 'Cómo prevenir el moho con la humedad de Georgia',
    description:
      'Por qué las casas de Georgia son propensas al moho, los niveles de humedad que importan y pasos prácticos para sótanos, espacios de arrastre, baños y áticos.',
    category: 'Mold Prevention',
    readTime: 7,
    publishedAt: '2024-01-12',
    modifiedAt: '2024-01-12',
    authorId: 'jason-reyes',
    image: 'preventing-mold-growth-georgia-humidity.jpg',
    imageAlt: 'Un higrómetro en un estante del sótano marca 62 por ciento de humedad relativa',
    tags: ['moho', 'humedad', 'espacio de arrastre', 'sótano', 'prevención'],
  },
  {
    id: 'article-3',
    slug: 'insurance-claims-water-damage-guide',
    title: 'Daños por agua: guía de reclamos al seguro',
    description:
      'Cómo funcionan los reclamos de daños por agua: qué suelen cubrir las pólizas, cómo documentar el daño, cómo trabajar con el ajustador y qué errores evitar.',
    category: 'Insurance',
    readTime: 10,
    publishedAt: '2024-01-10',
    modifiedAt: '2024-01-10',
    authorId: 'karen-whitaker',
    image: 'insurance-claims-water-damage-guide.jpg',
    imageAlt: 'Una dueña de casa y un ajustador revisan un mapa de humedad y fotos en una tableta, en la cocina',
    tags: ['seguro de vivienda', 'reclamos', 'ajustador', 'documentación'],
  },
  {
    id: 'article-4',
    slug: 'seasonal-water-damage-risks-gwinnett-county',
    title: 'Riesgos de daños por agua en cada temporada en Gwinnett',
    description:
      'Temporada por temporada, los problemas de agua de las casas de Gwinnett: tuberías congeladas, tormentas de primavera, humedad de verano y canaletas en otoño.',
    category: 'Prevention',
    readTime: 6,
    publishedAt: '2024-01-08',
    modifiedAt: '2024-01-08',
    authorId: 'daniel-whitaker',
    image: 'seasonal-water-damage-risks-gwinnett-county.jpg',
    imageAlt: 'Lluvia que cae de una canaleta desbordada junto a una casa de ladrillo en un barrio del condado de Gwinnett',
    tags: ['prevención', 'mantenimiento por temporada', 'tuberías congeladas', 'tormentas', 'condado de Gwinnett'],
  },
] as const satisfies Localized<typeof en.articleSummaries>;

export function findArticleSummary(slug: string): ArticleSummary | undefined {
  return articleSummaries.find((article) => article.slug === slug);
}
