/**
 * Every fact about the business, in one place: the business entry (`common/<lang>/business.json`).
 * Pages, meta tags, JSON-LD, the sitemap, the feeds, the mails and the security headers read them
 * here. Change one there and everything follows; `npm run build` checks the files first.
 */
import * as v from 'valibot';
import type { Lang } from '../../i18n/lang';
// The default language's file, imported as such: the functions' bundles (esbuild) take it in as it is,
// where the other languages' words are read through the loader. tests/site/business.test.ts checks
// that it is the default language's.
import defaultLanguageFile from '../common/en/business.json';
import { businessSchema, type BusinessFacts } from '../schema/business';
import { contentFiles, orStop, perLanguage, readEntry } from '../load/entries';

declare const __SITE_URL__: string | undefined;
// Vite writes SITE_URL into both bundles at build time (so browser and server agree on canonical
// URLs); tests and Node scripts read the environment directly.
const siteUrlFromBuild =
  (typeof __SITE_URL__ !== 'undefined' && __SITE_URL__) ||
  (typeof process !== 'undefined' ? process.env.SITE_URL : undefined);

/** (770) 555-0142 for +17705550142: how a US number is written on the pages. */
const displayPhone = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

/** The facts as the pages use them, with the words of one language. */
function factsOf(facts: BusinessFacts) {
  return {
    ...facts,
    phone: { display: displayPhone(facts.phone), href: `tel:${facts.phone}`, sms: `sms:${facts.phone}`, e164: facts.phone },
    /** Canonical origin for links, sitemap and feed; `SITE_URL` overrides it at build time. */
    siteUrl: (siteUrlFromBuild || 'https://ridgewayrestoration.example').replace(/\/+$/, ''),
    reviews: {
      ...facts.reviews,
      readReviewsUrl: `https://www.google.com/search?q=${encodeURIComponent(`${facts.name} ${facts.homeTown.locality} ${facts.homeTown.region} reviews`)}`,
    },
  };
}

const parsed = v.safeParse(businessSchema, defaultLanguageFile);

/**
 * The business's facts, with the default language's words. A file the schema refuses is taken as it
 * is, so that the build's check, which imports this too, gets to say what is wrong with it.
 */
export const business = factsOf(parsed.success ? parsed.output : (defaultLanguageFile as unknown as BusinessFacts));

export type Business = typeof business;

/** The business's facts with the words of `lang` (hours, response times, ways to pay, the short description, embed titles). */
export const businessFactsIn = perLanguage((lang: Lang): Business => factsOf(orStop(readEntry(contentFiles(), 'common', 'business', 'json', businessSchema, lang))));
