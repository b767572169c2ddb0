/**
 * Facts inside text. A content file writes `{onSite}` or `{phone}` where a business fact goes, and the
 * build fills it in from the business entry in the text's language, so a fact is still written once:
 * change the phone number in the business facts and every sentence that says it follows. How a
 * language puts a fact into a sentence ('20+ years', 'más de 20 años') is its interface words'
 * `facts`. A name that is not one of these stops the build, naming the file and the field.
 */
import * as v from 'valibot';
import { counterRetentionMonths } from '../../../functions/contract/visits';
import { enquiryRetentionDays, pendingSignupDays } from '../../../functions/contract/forms';
import { langInfo, type Lang } from '../../i18n/lang';
import { contentFiles, orStop, perLanguage, readEntry } from '../load/entries';
import { interfaceSchema } from '../schema/interface';
import { business, businessFactsIn } from './business';

/** How long request and access logs are kept (the log groups' and the log bucket's retention in the stack). */
const logRetentionDays = 90;

/** Every placeholder a text may use. */
export const textFactNames = [
  'name',
  'phone',
  'email',
  'town',
  'region',
  'homeTown',
  'foundedYear',
  'onSite',
  'typicalJob',
  'countyList',
  'yearsOfExperience',
  'yearsOfExperienceOpening',
  'ratingSummary',
  'countyLine',
  'yearsExperienceLabel',
  'officeHours',
  'emergencyHours',
  'postalCode',
  'copyrightYear',
  'enquiryRetentionDays',
  'pendingSignupDays',
  'logRetentionDays',
  'visitCountMonths',
] as const;
export type TextFact = (typeof textFactNames)[number];

/** The interface words' phrases alone: the rest of them are filled with the facts these make. */
const factsSchema = v.object({ facts: interfaceSchema.entries.facts });

/** The county served without ' County', as the phrases name it ('Gwinnett'). */
export const countyNames = business.counties.map((county) => county.replace(/ County$/, ''));

/** The business's figures as `lang` writes them. */
export function figuresIn(lang: Lang) {
  const { locale } = langInfo[lang];
  return {
    rating: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(business.rating.value),
    reviewCount: new Intl.NumberFormat(locale).format(business.rating.count),
  };
}

/** What each placeholder says in `lang`. */
export const textFactsIn = perLanguage((lang: Lang): Record<TextFact, string> => {
  // The phrases are templates of the raw facts, so they are read before any text is filled.
  const { facts: say } = orStop(readEntry(contentFiles(), 'common', 'interface', 'json', factsSchema, lang));
  const words = businessFactsIn(lang);
  const { locality: town, region, postalCode } = business.homeTown;
  const { rating, reviewCount } = figuresIn(lang);
  // The site writes lists without a serial comma ('water damage, mold, crawl space and sewage cleanup').
  const counties = countyNames.length > 1 ? `${countyNames.slice(0, -1).join(', ')} ${say.and} ${countyNames.at(-1)}` : countyNames.join('');
  const years = Number.parseInt(business.yearsExperienceLabel, 10);
  return {
    name: business.name,
    phone: business.phone.display,
    email: business.email,
    town,
    region,
    homeTown: say.homeTown(town, region),
    foundedYear: String(business.foundedYear),
    onSite: words.responseClaims.onSite,
    typicalJob: words.responseClaims.typicalJob,
    countyList: say.countyList(countyNames.length, counties),
    yearsOfExperience: say.yearsOfExperience(business.yearsExperienceLabel, years),
    yearsOfExperienceOpening: say.yearsOfExperienceOpening(business.yearsExperienceLabel, years),
    ratingSummary: say.ratingSummary(rating, reviewCount),
    countyLine: say.countyLine(countyNames.length, counties),
    yearsExperienceLabel: business.yearsExperienceLabel,
    officeHours: words.hours.office,
    emergencyHours: words.hours.emergency,
    postalCode,
    copyrightYear: String(business.copyrightYear),
    enquiryRetentionDays: String(enquiryRetentionDays),
    pendingSignupDays: String(pendingSignupDays),
    logRetentionDays: String(logRetentionDays),
    visitCountMonths: String(counterRetentionMonths),
  };
});

const placeholder = /\{(\w+)\}/g;
const known = (name: string): name is TextFact => (textFactNames as readonly string[]).includes(name);

/** What an unknown placeholder is told. */
export const unknownPlaceholder = (name: string, keep: readonly string[] = []) =>
  `unknown placeholder {${name}} (a text may name the facts ${[...keep, ...textFactNames].map((fact) => `{${fact}}`).join(', ')})`;

/** The placeholders in `text` that name no fact nor one of `keep`. */
export const unknownTextFacts = (text: string, keep: readonly string[] = []): string[] =>
  [...text.matchAll(placeholder)].map((match) => match[1] ?? '').filter((name) => !known(name) && !keep.includes(name));

/** `text` with each `{fact}` filled in, in `lang`; the names in `keep` stay for a template to fill. */
export function fillTextFacts(text: string, lang: Lang, keep: readonly string[] = [], problem?: (message: string) => void): string {
  const facts = textFactsIn(lang);
  return text.replace(placeholder, (whole, name: string) => {
    if (keep.includes(name)) return whole;
    if (known(name)) return facts[name];
    const message = unknownPlaceholder(name, keep);
    if (problem === undefined) throw new Error(`${message}, in "${text}"`);
    problem(message);
    return whole;
  });
}
