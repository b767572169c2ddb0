import type { Lang } from '../i18n/lang';
import cityRecord from './data/cities.json';
import cityPageRecord from './data/cityPages.json';
import { countyName } from './es/phrases';
import type { CityPageRecord, CityPageWords, CityRecord, CityWords } from './schema/cities';
import { fillTextFacts } from './textFacts';
import { cityServiceSlugs, citySlugs, type City, type CityLocalContent, type CityPageKey, type CityServiceSlug, type CitySlug, type CitySummary } from './types';
import englishCities from './words/en/cities.json';
import englishPages from './words/en/cityPages.json';
import spanishCities from './words/es/cities.json';
import spanishPages from './words/es/cityPages.json';

/*
 * The cities and their service pages, from the data files: the records once (`data/cities.json`,
 * `data/cityPages.json`) and the words of each language (`words/<lang>/cities.json`,
 * `words/<lang>/cityPages.json`), matched by id. The build has checked every file against its schema
 * and the words against the records (schema/validate.ts) before this reads them.
 */

const cityWords: Record<Lang, CityWords> = { en: englishCities, es: spanishCities };
const pageWords: Record<Lang, CityPageWords> = { en: englishPages, es: spanishPages };
const places = (cityRecord as CityRecord).cities;
const pages = (cityPageRecord as CityPageRecord).pages;

/** How each language names a county, from the record's English name ('Walton County'). */
const countyIn = { en: (county: string) => county, es: countyName } as const satisfies Record<Lang, (county: string) => string>;

/** The one record of `id` in `list`, or an error naming the file that lacks it. */
function byId<T extends { id: string }>(list: readonly T[], id: string, file: string): T {
  const found = list.find((item) => item.id === id);
  if (found === undefined) throw new Error(`${file} has nothing about "${id}".`);
  return found;
}

/** The cities with their own service pages, in the record's order: who they are and where. */
export function citySummariesIn(lang: Lang): CitySummary[] {
  return places.map(({ id, name, county, zip, geo }) => ({
    slug: id as CitySlug,
    name,
    county: countyIn[lang](county),
    zip,
    geo: { latitude: geo.latitude, longitude: geo.longitude },
  }));
}

/** The cities with what their pages say about each one in `lang`. */
export function citiesIn(lang: Lang): City[] {
  return citySummariesIn(lang).map((summary) => {
    const { description, landmarks, neighborhoods, waterRisks } = byId(cityWords[lang].cities, summary.slug, `words/${lang}/cities.json`);
    return {
      ...summary,
      landmarks,
      neighborhoods,
      description: fillTextFacts(description, lang),
      waterRisks: waterRisks.map((risk) => fillTextFacts(risk, lang)),
    };
  });
}

/** A city page's service and city, read off its id: the schema allows only ids made of the two. */
const pageParts = new Map(
  cityServiceSlugs.flatMap((service) => citySlugs.map((city) => [`${service}-${city}`, { serviceSlug: service, citySlug: city }] as const)),
);

export interface CityPageEntry extends CityLocalContent {
  readonly key: CityPageKey;
  readonly serviceSlug: CityServiceSlug;
  readonly citySlug: CitySlug;
  /** What search results show under the page's title. */
  readonly description: string;
}

/** The city pages the record lists, in its order, with what each says in `lang`. */
export function cityPagesIn(lang: Lang): CityPageEntry[] {
  return pages.map(({ id }) => {
    const parts = pageParts.get(id);
    if (parts === undefined) throw new Error(`data/cityPages.json: "${id}" is not a core service and a city.`);
    const words = byId(pageWords[lang].pages, id, `words/${lang}/cityPages.json`);
    return {
      key: id as CityPageKey,
      ...parts,
      description: fillTextFacts(words.description, lang),
      localAngle: fillTextFacts(words.localAngle, lang),
      faqs: words.faqs.map(({ question, answer }) => ({ question: fillTextFacts(question, lang), answer: fillTextFacts(answer, lang) })),
    };
  });
}
