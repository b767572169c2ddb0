/**
 * Every fact about the business, in one place. Pages, meta tags, JSON-LD, the sitemap, the feed and
 * the contact emails read them from here. The facts themselves are data: `data/business.json` holds
 * those every language shares, `words/<lang>/business.json` those that are words. Change one there and
 * the whole site follows; `npm run build` checks the files first (schema/business.ts).
 */
import record from './data/business.json';
import englishWords from './words/en/business.json';
import spanishWords from './words/es/business.json';
import type { BusinessRecord, BusinessWords } from './schema/business';

declare const __SITE_URL__: string | undefined;
// Vite writes SITE_URL into both bundles at build time (so browser and server agree on canonical
// URLs); tests and Node scripts read the environment directly.
const siteUrlFromBuild =
  (typeof __SITE_URL__ !== 'undefined' && __SITE_URL__) ||
  (typeof process !== 'undefined' ? process.env.SITE_URL : undefined);
const facts = record as BusinessRecord;
const english = englishWords as BusinessWords;
const spanish = spanishWords as BusinessWords;

/** (770) 555-0142 for +17705550142: how a US number is written on the pages. */
const displayPhone = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

export const business = {
  name: facts.name,
  shortDescription: english.shortDescription,
  phone: { display: displayPhone(facts.phone), href: `tel:${facts.phone}`, e164: facts.phone },
  email: facts.email,
  languagesSpoken: facts.languagesSpoken,
  /** Canonical origin for links, sitemap and feed; `SITE_URL` overrides it at build time. */
  siteUrl: (siteUrlFromBuild || 'https://ridgewayrestoration.example').replace(/\/+$/, ''),
  homeTown: facts.homeTown,
  geo: facts.geo,
  foundedYear: facts.foundedYear,
  yearsExperienceLabel: facts.yearsExperienceLabel,
  hours: english.hours,
  responseClaims: english.responseClaims,
  rating: facts.rating,
  priceRange: facts.priceRange,
  paymentAccepted: english.paymentAccepted,
  counties: facts.counties,
  social: facts.social,
  reviews: {
    ...facts.reviews,
    readReviewsUrl: `https://www.google.com/search?q=${encodeURIComponent(`${facts.name} Snellville GA reviews`)}`,
  },
  map: { embedUrl: facts.map.embedUrl, title: english.map.title },
  video: { youtubeId: facts.video.youtubeId, title: english.video.title },
  copyrightYear: facts.copyrightYear,
  /**
   * The facts above that are words rather than numbers, as the Spanish pages say them. The brand name,
   * phone, email, years and rating are shared: both sites show them the same way.
   */
  es: {
    shortDescription: spanish.shortDescription,
    hours: spanish.hours,
    responseClaims: spanish.responseClaims,
    paymentAccepted: spanish.paymentAccepted,
    map: { title: spanish.map.title },
    video: { title: spanish.video.title },
  },
} as const;

export type Business = typeof business;
