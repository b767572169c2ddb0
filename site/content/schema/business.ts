/**
 * The business facts: one entry, `common/<lang>/business.json`. The facts every language shares
 * (name, phone, email, years, rating...) are in the default language's file; each language writes its
 * own words for the rest (hours, response times, ways to pay, the short description, embed titles).
 * The pages, meta tags, JSON-LD, sitemap, feeds and mails all read it (site/content/facts/business.ts).
 */
import * as v from 'valibot';
import { fields, line, longText, neutral, text } from './fields';

const webAddress = (title: string) => v.pipe(v.string('must be text'), v.url('must be a full web address, starting https://'), v.title(title));
const year = (title: string) => v.pipe(v.number('must be a number'), v.integer('must be a whole year'), v.minValue(1900, 'must be a year after 1900'), v.title(title));
const pattern = (regex: RegExp, message: string, title: string) => v.pipe(v.string('must be text'), v.regex(regex, message), v.title(title));

/**
 * A US phone number, written any common way ((770) 555-0142, 770-555-0142, +1 770 555 0142), kept as
 * the site dials it: +1 and ten digits. The pages show it as (770) 555-0142.
 */
export const usPhoneNumber = v.pipe(
  v.string('must be text'),
  v.title('Phone'),
  v.description('Any usual way of writing it, e.g. (770) 555-0142.'),
  v.transform((input) => input.replace(/[\s().-]/g, '').replace(/^(?:\+?1)?(\d{10})$/, '+1$1')),
  v.regex(/^\+1[2-9]\d{2}[2-9]\d{6}$/, 'must be a US phone number with its area code, e.g. (770) 555-0142'),
);

export const businessSchema = fields({
  name: neutral(line('Name')),
  shortDescription: longText('Short description'),
  phone: neutral(usPhoneNumber),
  email: neutral(v.pipe(v.string('must be text'), v.email('must be an email address'), v.title('Email'))),
  /** The languages the office answers in (schema.org names): an enquiry from the Spanish site is called back in Spanish. */
  languagesSpoken: neutral(v.pipe(v.array(text), v.minLength(1, 'must name at least one language'), v.title('Languages the office speaks (in English)'))),
  homeTown: neutral(
    v.pipe(
      fields({
        locality: line('Town'),
        region: pattern(/^[A-Z]{2}$/, 'must be a two-letter state code, e.g. GA', 'State'),
        regionName: line('State name'),
        postalCode: pattern(/^\d{5}$/, 'must be a five-digit ZIP code', 'ZIP code'),
        country: pattern(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. US', 'Country'),
      }),
      v.title('Home town'),
    ),
  ),
  geo: neutral(
    v.pipe(
      fields({
        latitude: v.pipe(v.number('must be a number'), v.minValue(-90), v.maxValue(90), v.title('Latitude')),
        longitude: v.pipe(v.number('must be a number'), v.minValue(-180), v.maxValue(180), v.title('Longitude')),
      }),
      v.title('Position (for maps and search engines)'),
    ),
  ),
  foundedYear: neutral(year('Founded in')),
  yearsExperienceLabel: neutral(line('Years of experience, as the figure shows them (20+)')),
  hours: fields({ emergency: line('Emergency'), office: line('Office') }),
  responseClaims: fields({ onSite: line('On site within'), typicalJob: line('A typical job takes') }),
  rating: neutral(
    v.pipe(
      fields({
        value: v.pipe(v.number('must be a number'), v.minValue(1, 'must be between 1 and 5'), v.maxValue(5, 'must be between 1 and 5'), v.title('Stars')),
        count: v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(0), v.title('Reviews')),
      }),
      v.title('Rating'),
    ),
  ),
  priceRange: neutral(pattern(/^\${1,4}$/, 'must be $ to $$$$', 'Price range')),
  paymentAccepted: v.pipe(v.array(text), v.minLength(1, 'must name at least one way to pay'), v.title('Ways to pay')),
  counties: neutral(v.pipe(v.array(text), v.minLength(1, 'must name at least one county'), v.title('Counties served (in English, e.g. Walton County)'))),
  social: neutral(
    v.pipe(
      fields({ facebook: webAddress('Facebook'), linkedin: webAddress('LinkedIn'), instagram: webAddress('Instagram'), youtube: webAddress('YouTube') }),
      v.title('Social profiles'),
    ),
  ),
  reviews: neutral(
    v.pipe(
      /** Third-party widget; when unreachable the site shows the rating summary and the link. */
      fields({ widgetScriptUrl: webAddress('Widget script'), widgetId: line('Widget id') }),
      v.title('Reviews widget'),
    ),
  ),
  map: fields({ embedUrl: neutral(webAddress('Embed address')), title: line('Title (what screen readers say)') }),
  video: fields({
    youtubeId: neutral(pattern(/^[\w-]{11}$/, 'must be the 11-character id of a YouTube video', 'YouTube id')),
    title: line('Title (what screen readers say)'),
  }),
  copyrightYear: neutral(year('Copyright year')),
});

export type BusinessFacts = v.InferOutput<typeof businessSchema>;
