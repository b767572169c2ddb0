/**
 * What the business's facts may be: the record every language shares (`data/business.json`) and the
 * words each language says them with (`words/<lang>/business.json`). `npm run build` checks every file
 * against these before it builds anything (validate.ts); the site's code reads the files typed by them.
 */
import * as v from 'valibot';
import { fields, text } from './fields';

const webAddress = v.pipe(v.string('must be text'), v.url('must be a full web address, starting https://'));
const year = v.pipe(v.number('must be a number'), v.integer('must be a whole year'), v.minValue(1900, 'must be a year after 1900'));

/** A US phone number as the site dials it: +1 and ten digits. The pages show it as (770) 555-0142. */
export const usPhoneNumber = v.pipe(
  v.string('must be text'),
  v.regex(/^\+1[2-9]\d{2}[2-9]\d{6}$/, 'must be a US number written +1 and ten digits, e.g. +17705550142'),
);

export const businessRecordSchema = fields({
  name: text,
  phone: usPhoneNumber,
  email: v.pipe(v.string('must be text'), v.email('must be an email address')),
  /** The languages the office answers in (schema.org names): an enquiry from the Spanish site is called back in Spanish. */
  languagesSpoken: v.pipe(v.array(text), v.minLength(1, 'must name at least one language')),
  homeTown: fields({
    locality: text,
    region: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a two-letter state code, e.g. GA')),
    regionName: text,
    postalCode: v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be a five-digit ZIP code')),
    country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. US')),
  }),
  geo: fields({
    latitude: v.pipe(v.number('must be a number'), v.minValue(-90), v.maxValue(90)),
    longitude: v.pipe(v.number('must be a number'), v.minValue(-180), v.maxValue(180)),
  }),
  foundedYear: year,
  yearsExperienceLabel: text,
  rating: fields({
    value: v.pipe(v.number('must be a number'), v.minValue(1, 'must be between 1 and 5'), v.maxValue(5, 'must be between 1 and 5')),
    count: v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(0)),
  }),
  priceRange: v.pipe(v.string(), v.regex(/^\${1,4}$/, 'must be $ to $$$$')),
  counties: v.pipe(v.array(text), v.minLength(1, 'must name at least one county')),
  social: fields({ facebook: webAddress, linkedin: webAddress, instagram: webAddress, youtube: webAddress }),
  reviews: fields({
    /** Third-party widget; when unreachable the site shows the rating summary and the link. */
    widgetScriptUrl: webAddress,
    widgetId: text,
  }),
  map: fields({ embedUrl: webAddress }),
  video: fields({ youtubeId: v.pipe(v.string(), v.regex(/^[\w-]{11}$/, 'must be the 11-character id of a YouTube video')) }),
  copyrightYear: year,
});

export const businessWordsSchema = fields({
  shortDescription: text,
  hours: fields({ emergency: text, office: text }),
  responseClaims: fields({ onSite: text, typicalJob: text }),
  paymentAccepted: v.pipe(v.array(text), v.minLength(1, 'must name at least one way to pay')),
  map: fields({ title: text }),
  video: fields({ title: text }),
});

export type BusinessRecord = v.InferOutput<typeof businessRecordSchema>;
export type BusinessWords = v.InferOutput<typeof businessWordsSchema>;
