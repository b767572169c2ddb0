/**
 * Facts inside text. A content file writes `{onSite}` or `{phone}` where a business fact goes, and the
 * build fills it in from the business record in the text's language, so a fact is still written once:
 * change the phone number in `data/business.json` and every sentence that says it follows. A name that
 * is not one of these fails the build (validate.ts) and, should one get past it, the fill itself.
 */
import { counterRetentionMonths } from '../../functions/count-visits/contract';
import { enquiryRetentionDays, pendingSignupDays } from '../../functions/send-contact-email/contract';
import type { Lang } from '../i18n/lang';
import { business } from './business';
import * as spanish from './es/phrases';
import * as english from './phrases';

/** How long request and access logs are kept (the log groups' and the log bucket's retention in the stack). */
const logRetentionDays = 90;

/** Facts about how the site keeps data, the same in every language. */
const retention = {
  enquiryRetentionDays: String(enquiryRetentionDays),
  pendingSignupDays: String(pendingSignupDays),
  logRetentionDays: String(logRetentionDays),
  visitCountMonths: String(counterRetentionMonths),
};

/** Every placeholder a text may use, and what it says in each language. */
export const textFacts = {
  en: {
    name: business.name,
    phone: business.phone.display,
    email: business.email,
    town: business.homeTown.locality,
    region: business.homeTown.region,
    homeTown: english.homeTown,
    foundedYear: String(business.foundedYear),
    onSite: business.responseClaims.onSite,
    typicalJob: business.responseClaims.typicalJob,
    countyList: english.countyList,
    yearsOfExperience: english.yearsOfExperience,
    yearsOfExperienceOpening: english.yearsOfExperience,
    ratingSummary: english.ratingSummary,
    countyLine: english.countyList,
    yearsExperienceLabel: business.yearsExperienceLabel,
    officeHours: business.hours.office,
    emergencyHours: business.hours.emergency,
    postalCode: business.homeTown.postalCode,
    copyrightYear: String(business.copyrightYear),
    ...retention,
  },
  es: {
    name: business.name,
    phone: business.phone.display,
    email: business.email,
    town: business.homeTown.locality,
    region: business.homeTown.region,
    homeTown: spanish.homeTown,
    foundedYear: String(business.foundedYear),
    onSite: business.es.responseClaims.onSite,
    typicalJob: business.es.responseClaims.typicalJob,
    countyList: spanish.countyList,
    yearsOfExperience: spanish.yearsOfExperience,
    yearsOfExperienceOpening: spanish.yearsOfExperienceOpening,
    ratingSummary: spanish.ratingSummary,
    countyLine: spanish.countyLine,
    yearsExperienceLabel: business.yearsExperienceLabel,
    officeHours: business.es.hours.office,
    emergencyHours: business.es.hours.emergency,
    postalCode: business.homeTown.postalCode,
    copyrightYear: String(business.copyrightYear),
    ...retention,
  },
} as const satisfies Record<Lang, Record<string, string>>;

// Every language fills the same names: a text may use any of them whatever its language.
textFacts.es satisfies Record<keyof (typeof textFacts)['en'], string>;
textFacts.en satisfies Record<keyof (typeof textFacts)['es'], string>;

export type TextFact = keyof (typeof textFacts)['en'];

export const textFactNames = Object.keys(textFacts.en) as readonly TextFact[];

const placeholder = /\{(\w+)\}/g;

/** The placeholders in `text` that name no fact. */
export const unknownTextFacts = (text: string): string[] =>
  [...text.matchAll(placeholder)].map((match) => match[1] ?? '').filter((name) => !(textFactNames as readonly string[]).includes(name));

/** `text` with each `{fact}` filled in, in `lang`. */
export function fillTextFacts(text: string, lang: Lang): string {
  const facts: Record<string, string> = textFacts[lang];
  return text.replace(placeholder, (whole, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new Error(`Unknown placeholder ${whole} in "${text}": the facts a text may name are ${textFactNames.join(', ')}.`);
    return value;
  });
}
