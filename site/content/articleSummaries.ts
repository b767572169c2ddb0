import type { ArticleSummary, BlogCategory } from './types';
import { blogCategoryNames } from './types';

/** The blog's category chips, 'All' first; 'All' shows every article. */
export const blogCategories = ['All', ...blogCategoryNames] as const satisfies readonly ('All' | BlogCategory)[];
export type BlogCategoryChip = (typeof blogCategories)[number];

/** What each chip and card calls its category; the address keeps the English name's slug in every language. */
export const blogCategoryLabels = {
  All: 'All',
  'Emergency Response': 'Emergency Response',
  'Mold Prevention': 'Mold Prevention',
  Insurance: 'Insurance',
  Prevention: 'Prevention',
} as const satisfies Record<BlogCategoryChip, string>;

/**
 * The four resource articles without their text, newest first (the order the blog grid and the feed
 * show them): what cards, breadcrumbs, the route table and the feed need. `articles.ts` adds the text.
 */
export const articleSummaries = [
  {
    id: 'article-1',
    slug: 'emergency-water-damage-response-24-hours',
    title: 'Water Damage Emergency: What to Do in the First 24 Hours',
    description:
      'The steps that limit damage in the first day after a leak or flood: safety, stopping the source, photos for insurance and when to call a professional.',
    category: 'Emergency Response',
    readTime: 5,
    publishedAt: '2024-01-15',
    modifiedAt: '2024-01-15',
    authorId: 'marcus-bell',
    image: 'emergency-water-damage-response-24-hours.jpg',
    imageAlt: 'A technician extracting standing water from a living room carpet with a portable extractor',
    tags: ['water damage', 'emergency', 'burst pipe', 'first steps'],
  },
  {
    id: 'article-2',
    slug: 'preventing-mold-growth-georgia-humidity',
    title: 'Preventing Mold Growth in Georgia Humidity',
    description:
      'Why Georgia homes are prone to mold, the humidity numbers that matter, and practical steps for basements, crawl spaces, bathrooms and attics.',
    category: 'Mold Prevention',
    readTime: 7,
    publishedAt: '2024-01-12',
    modifiedAt: '2024-01-12',
    authorId: 'jason-reyes',
    image: 'preventing-mold-growth-georgia-humidity.jpg',
    imageAlt: 'A hygrometer on a basement shelf reading 62 percent relative humidity',
    tags: ['mold', 'humidity', 'crawl space', 'basement', 'prevention'],
  },
  {
    id: 'article-3',
    slug: 'insurance-claims-water-damage-guide',
    title: 'A Homeowner\u2019s Guide to Water Damage Insurance Claims',
    description:
      'How water damage claims work: what policies usually cover, how to document the loss, working with adjusters, and avoiding common mistakes.',
    category: 'Insurance',
    readTime: 10,
    publishedAt: '2024-01-10',
    modifiedAt: '2024-01-10',
    authorId: 'karen-whitaker',
    image: 'insurance-claims-water-damage-guide.jpg',
    imageAlt: 'A homeowner and an adjuster reviewing a moisture map and photos on a tablet in a kitchen',
    tags: ['insurance', 'claims', 'adjuster', 'documentation'],
  },
  {
    id: 'article-4',
    slug: 'seasonal-water-damage-risks-gwinnett-county',
    title: 'Seasonal Water Damage Risks in Gwinnett County',
    description:
      'A season-by-season look at the water problems Gwinnett homes face, from frozen pipes and spring storms to summer humidity and fall gutters.',
    category: 'Prevention',
    readTime: 6,
    publishedAt: '2024-01-08',
    modifiedAt: '2024-01-08',
    authorId: 'daniel-whitaker',
    image: 'seasonal-water-damage-risks-gwinnett-county.jpg',
    imageAlt: 'Rain pouring from an overflowing gutter beside a brick house in a Gwinnett County neighborhood',
    tags: ['prevention', 'seasonal maintenance', 'frozen pipes', 'storms', 'Gwinnett County'],
  },
] as const satisfies readonly ArticleSummary[];

export function findArticleSummary(slug: string): ArticleSummary | undefined {
  return articleSummaries.find((article) => article.slug === slug);
}
