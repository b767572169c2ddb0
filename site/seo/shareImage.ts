import { business } from '../content/business';
import { businessFactsIn } from '../i18n/businessFacts';
import { defaultLang, type Lang } from '../i18n/lang';
import type { RouteMeta } from '../routes/routeTypes';
import { absoluteUrl } from './urls';

export interface SocialImage {
  /** Site path of the published file. */
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** What the share card says under the business name: the emergency line and the home town. */
export function shareImageTagline(lang: Lang): string {
  const facts = businessFactsIn(lang);
  return `${facts.hours.emergency} · ${facts.homeTown.locality}, ${facts.homeTown.region}`;
}

const card = (path: string, alt: string) => ({ path, width: 1200, height: 630, alt }) as const satisfies SocialImage;
const { name, phone } = business;

/**
 * The site-wide share card in each language, which the placeholder script draws into `site/public/`
 * (a link shared from a Spanish page shows a Spanish card). 1200x630 is the size Facebook, LinkedIn
 * and X all crop the least. The alt text reads out what the card shows.
 */
export const shareImages = {
  en: card('/og-image.jpg', `${name}: ${shareImageTagline('en')}. Call ${phone.display}.`),
  es: card('/og-image-es.jpg', `${name}: ${shareImageTagline('es')}. Llame al ${phone.display}.`),
} as const satisfies Record<Lang, SocialImage>;

/** The business's own card, for the structured data of the business itself (one entity in every language). */
export const shareImage = shareImages[defaultLang];

/**
 * Published share images by the content asset they were made from (`blog/<file>` for articles).
 * Empty until the image pipeline publishes per-page cards; a page without one uses `shareImage`.
 */
export type PublishedShareImages = ReadonlyMap<string, SocialImage>;

const noPublishedImages: PublishedShareImages = new Map();

/** The image a page's social card and Article JSON-LD show: its own, or the site's card in its language. */
export function socialImageFor(
  meta: Pick<RouteMeta, 'image'>,
  lang: Lang,
  published: PublishedShareImages = noPublishedImages,
): SocialImage {
  return (meta.image && published.get(meta.image)) || shareImages[lang];
}

/** The absolute URL of a social image, as crawlers need it. */
export function socialImageUrl(image: SocialImage, siteUrl: string = business.siteUrl): string {
  return absoluteUrl(image.path, siteUrl);
}
