/**
 * What the cities and their service pages may say. The cities once (`data/cities.json`: name, county,
 * ZIP code and position) and what their pages say about each in every language
 * (`words/<lang>/cities.json`); which city pages exist, in the site's order (`data/cityPages.json`),
 * and what each says in every language (`words/<lang>/cityPages.json`), all matched by id.
 *
 * A city's id is its address (`/water-damage-restoration-monroe-ga`), and a city page's id is its
 * service and city as the address spells them: the route table types both, so a new city or service
 * starts in site/content/types.ts, and these files choose among them.
 */
import * as v from 'valibot';
import { cityServiceSlugs, citySlugs, type CityPageKey } from '../types';
import { fields, line, longText, recordId, text } from './fields';

/** Every page the site could have: each core service in each city. */
export const cityPageKeys = cityServiceSlugs.flatMap((service) => citySlugs.map((city): CityPageKey => `${service}-${city}`));

const degrees = (title: string, limit: number) =>
  v.pipe(v.number('must be a number'), v.minValue(-limit, `must be between -${limit} and ${limit}`), v.maxValue(limit, `must be between -${limit} and ${limit}`), v.title(title));

export const cityRecordSchema = fields({
  cities: v.pipe(
    v.array(
      fields({
        id: v.pipe(v.picklist(citySlugs, `must be one of the cities the site has an address for: ${citySlugs.join(', ')}`), v.title('City (its address)')),
        name: line('Name (the same in every language)'),
        // In English, as the business facts list the counties; other languages build theirs from it.
        county: v.pipe(v.string('must be text'), v.regex(/^[A-Z][\w .'-]* County$/, 'must be the county in English, e.g. Walton County'), v.title('County (in English)')),
        zip: v.pipe(v.string('must be text'), v.regex(/^\d{5}$/, 'must be a five-digit ZIP code'), v.title('ZIP code')),
        geo: v.pipe(fields({ latitude: degrees('Latitude', 90), longitude: degrees('Longitude', 180) }), v.title('Position (for maps and search engines)')),
      }),
    ),
    v.minLength(1, 'must have at least one city'),
    v.title('Cities, in the order the site lists them'),
  ),
});

export const cityWordsSchema = fields({
  cities: v.pipe(
    v.array(
      fields({
        id: recordId,
        description: longText('About the city (shown on each of its service pages)'),
        landmarks: v.pipe(v.array(text), v.minLength(1, 'must name at least one landmark'), v.title('Landmarks')),
        neighborhoods: v.pipe(v.array(text), v.minLength(1, 'must name at least one area'), v.title('Neighborhoods and nearby areas')),
        waterRisks: v.pipe(v.array(text), v.minLength(1, 'must name at least one risk'), v.title('What brings water into homes here')),
      }),
    ),
    v.title('What the city pages say about each city'),
  ),
});

export const cityPageRecordSchema = fields({
  pages: v.pipe(
    v.array(
      fields({
        id: v.pipe(v.picklist(cityPageKeys, 'must be a core service and a city, e.g. sewage-cleanup-monroe'), v.title('Service and city')),
      }),
    ),
    v.minLength(1, 'must have at least one page'),
    v.title('City pages, in the order the site lists them'),
  ),
});

export const cityPageWordsSchema = fields({
  pages: v.pipe(
    v.array(
      fields({
        id: recordId,
        description: longText('Description (what search results show under the title)'),
        localAngle: longText('Why this service matters in this city'),
        // A page may have none: the page then has no questions section.
        faqs: v.pipe(v.array(fields({ id: recordId, question: line('Question'), answer: longText('Answer') })), v.title('Questions')),
      }),
    ),
    v.title('What each city page says'),
  ),
});

export type CityRecord = v.InferOutput<typeof cityRecordSchema>;
export type CityWords = v.InferOutput<typeof cityWordsSchema>;
export type CityPageRecord = v.InferOutput<typeof cityPageRecordSchema>;
export type CityPageWords = v.InferOutput<typeof cityPageWordsSchema>;
