import * as v from 'valibot';

/** Shared by the site's forms and the functions; it must stay free of Node imports. */

export const contactLimits = {
  fullName: 100,
  email: 254,
  phone: 30,
  message: 5000,
} as const;

export const serviceOptions = [
  { value: 'water-damage', label: 'Water Damage' },
  { value: 'mold-inspection', label: 'Mold Inspection' },
  { value: 'crawl-space', label: 'Crawl Space' },
  { value: 'sewage-cleanup', label: 'Sewage Cleanup' },
  { value: 'emergency', label: 'Emergency Service' },
  { value: 'other', label: 'Other' },
] as const;

export type ServiceValue = (typeof serviceOptions)[number]['value'];

/**
 * How long a stored enquiry is kept before it is deleted automatically. The privacy page quotes it, so
 * what the site promises and what the storage does come from this one number.
 */
export const enquiryRetentionDays = 90;

/** Hidden from people, so anything in it came from a bot. */
export const honeypotField = 'company';

export const errorCodes = [
  'required',
  'invalid_email',
  'too_long',
  'invalid_characters',
  'invalid_option',
  'invalid_type',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

// The issue messages are the error codes, so the form and the function report the same thing.
const code = (value: ErrorCode) => value;

// A missing key is reported by the object schema itself, not by the field's schema.
const objectMessage = (issue: v.ObjectIssue) =>
  issue.path?.[0]?.origin === 'key' ? code('required') : code('invalid_type');

// CR/LF would let a visitor add mail headers; other control characters have no business there either.
const hasNoControlCharacters = (value: string) => {
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if (unit < 0x20 || unit === 0x7f || unit === 0x2028 || unit === 0x2029) return false;
  }
  return true;
};

const headerSafe = v.check(hasNoControlCharacters, code('invalid_characters'));

const emailSchema = v.pipe(
  v.string(code('invalid_type')),
  headerSafe,
  v.trim(),
  v.nonEmpty(code('required')),
  v.maxLength(contactLimits.email, code('too_long')),
  v.email(code('invalid_email')),
);

const honeypotSchema = v.optional(v.string(code('invalid_type')));

/** The languages the site is written in; a form says which page it was sent from. */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/** Optional for older pages and other clients: English unless the page says otherwise. */
const languageSchema = v.optional(v.picklist(languages, code('invalid_option')), 'en');


export const contactSchema = v.object(
  {
    fullName: v.pipe(
      v.string(code('invalid_type')),
      headerSafe,
      v.trim(),
      v.nonEmpty(code('required')),
      v.maxLength(contactLimits.fullName, code('too_long')),
    ),
    email: emailSchema,
    phone: v.optional(
      v.pipe(
        v.string(code('invalid_type')),
        v.trim(),
        v.maxLength(contactLimits.phone, code('too_long')),
        v.regex(/^[\d +().-]*$/, code('invalid_characters')),
      ),
      '',
    ),
    serviceNeeded: v.optional(
      v.picklist(['', ...serviceOptions.map((option) => option.value)], code('invalid_option')),
      '',
    ),
    message: v.pipe(
      v.string(code('invalid_type')),
      v.trim(),
      v.nonEmpty(code('required')),
      v.maxLength(contactLimits.message, code('too_long')),
    ),
    language: languageSchema,
    [honeypotField]: honeypotSchema,
  },
  objectMessage,
);

/** What the form posts. */
export type ContactPayload = v.InferInput<typeof contactSchema>;
/** What the function works with after validation: trimmed, defaults filled in. */
export type ContactMessage = v.InferOutput<typeof contactSchema>;
export type ContactField = keyof ContactMessage;

export const newsletterSchema = v.object(
  {
    email: emailSchema,
    language: languageSchema,
    [honeypotField]: honeypotSchema,
  },
  objectMessage,
);

export type NewsletterPayload = v.InferInput<typeof newsletterSchema>;
export type NewsletterSignup = v.InferOutput<typeof newsletterSchema>;
export type NewsletterField = keyof NewsletterSignup;
