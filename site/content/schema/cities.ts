/**
 * The cities with their own service pages (`cities/<lang>/<id>.json`, named by the address's city) and
 * those pages (`cityPages/<lang>/<service>-<city>.json`, named by the English addresses of the service's
 * city pages and the city). A city's name, county, ZIP code and position are the same in every language;
 * what the pages say is each language's. The route types list the cities and services the site has
 * addresses for (site/content/types.ts), so a new one starts there.
 */
import * as v from 'valibot';
import { fields, line, longText, neutral, order, text } from './fields';

const degrees = (title: string, limit: number) =>
  v.pipe(v.number('must be a number'), v.minValue(-limit, `must be between -${limit} and ${limit}`), v.maxValue(limit, `must be between -${limit} and ${limit}`), v.title(title));
const list = (title: string, what: string) => v.pipe(v.array(text), v.minLength(1, `must name at least one ${what}`), v.title(title));

export const citySchema = fields({
  order,
  name: neutral(line('Name')),
  // In English, as the business facts list the counties; each language names it its own way.
  county: neutral(v.pipe(v.string('must be text'), v.regex(/^[A-Z][\w .'-]* County$/, 'must be the county in English, e.g. Walton County'), v.title('County (in English)'))),
  zip: neutral(v.pipe(v.string('must be text'), v.regex(/^\d{5}$/, 'must be a five-digit ZIP code'), v.title('ZIP code'))),
  geo: neutral(v.pipe(fields({ latitude: degrees('Latitude', 90), longitude: degrees('Longitude', 180) }), v.title('Position (for maps and search engines)'))),
  description: longText('About the city (shown on each of its service pages)'),
  landmarks: list('Landmarks', 'landmark'),
  neighborhoods: list('Neighborhoods and nearby areas', 'area'),
  waterRisks: list('What brings water into homes here', 'risk'),
});

export const cityPageSchema = fields({
  description: longText('Description (what search results show under the title)'),
  localAngle: longText('Why this service matters in this city'),
  // A page may have none: the page then has no questions section.
  faqs: v.pipe(v.array(fields({ question: line('Question'), answer: longText('Answer') })), v.title('Questions')),
});
