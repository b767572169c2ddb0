import { business, businessFactsIn } from '../content/facts/business';
import { perLanguage } from '../content/load/entries';
import { interfaceWordsIn } from '../content/siteContent';
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

/**
 * The site-wide share card in a language, which the placeholder script draws into `site/public/`
 * (`og-image.jpg`, `og-image-es.jpg`: a link shared from a Spanish page shows a Spanish card).
 * 1200x630 is the size Facebook, LinkedIn and X all crop the least. The alt text reads out what the
 * card shows (the interface words' `shareCard`).
 */
export const shareImageIn = perLanguage(
  (lang: Lang): SocialImage => ({ path: lang === defaultLang ? '/og-image.jpg' : `/og-image-${lang}.jpg`, width: 1200, height: 630, alt: interfaceWordsIn(lang).shareCard.alt }),
);

/** The business's own card, for the structured data of the business itself (one entity in every language). */
export const shareImage = (): SocialImage => shareImageIn(defaultLang);

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
  return (meta.image && published.get(meta.image)) || shareImageIn(lang);
}

/** The absolute URL of a social image, as crawlers need it. */
export function socialImageUrl(image: SocialImage, siteUrl: string = business.siteUrl): string {
  return absoluteUrl(image.path, siteUrl);
}
