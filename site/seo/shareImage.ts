import { business } from '../content/business';
import type { Lang } from '../i18n/lang';
import type { RouteMeta } from '../routes/routeTable';
import { absoluteUrl } from './urls';

export interface SocialImage {
  /** Site path of the published file. */
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/**
 * The site-wide share card the image pipeline writes to the client output root. 1200x630 is the
 * size Facebook, LinkedIn and X all crop the least. The alt text reads out what the card shows.
 */
export const shareImage = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: `${business.name}: ${business.hours.emergency} in ${business.homeTown.locality}, ${business.homeTown.region}. Call ${business.phone.display}.`,
} as const satisfies SocialImage;

/** The share card's text alternative in each language (the card itself shows the English name and phone). */
export const shareImageAlt = {
  en: shareImage.alt,
  es: `${business.name}: ${business.es.hours.emergency} en ${business.homeTown.locality}, ${business.homeTown.region}. Llame al ${business.phone.display}.`,
} as const satisfies Record<Lang, string>;

/**
 * Published share images by the content asset they were made from (`blog/<file>` for articles).
 * Empty until the image pipeline publishes per-page cards; a page without one uses `shareImage`.
 */
export type PublishedShareImages = ReadonlyMap<string, SocialImage>;

const noPublishedImages: PublishedShareImages = new Map();

/** The image a page's social card and Article JSON-LD show. */
export function socialImageFor(meta: Pick<RouteMeta, 'image'>, published: PublishedShareImages = noPublishedImages): SocialImage {
  return (meta.image && published.get(meta.image)) || shareImage;
}

/** The absolute URL of a social image, as crawlers need it. */
export function socialImageUrl(image: SocialImage, siteUrl: string = business.siteUrl): string {
  return absoluteUrl(image.path, siteUrl);
}
