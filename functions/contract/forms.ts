import * as v from 'valibot';
import { defaultLang, languages, type Lang } from './lang';
import { photoKeysSchema } from './photos';

/** Shared by the site's forms and the functions; it must stay free of Node imports. */

export const contactLimits = {
  fullName: 100,
  email: 254,
  phone: 30,
  message: 5000,
} as const;

/**
 * The contact form's choices that are no service of their own. Each service is one more choice, its
 * value its id: the services are their content entries (site/content/services/), which the build
 * lists for the contact function (serviceChoices.ts).
 */
export const generalServiceChoices = ['emergency', 'other'] as const;

/** One choice of the contact form's service list. */
export interface ServiceChoice {
  readonly value: string;
  /** Its name: in the page's language in the form, in English in the office's mail. */
  readonly label: string;
  /** The value older forms sent for it, which drafts kept in visitors' browsers may still send. */
  readonly formerValue?: string;
}

/**
 * How long a stored enquiry is kept after it has been mailed, before it is deleted automatically (an
 * unsent one is never deleted). The privacy page quotes it, so what the site promises and what the
 * storage does come from this one number.
 */
export const enquiryRetentionDays = 90;

/** How long a newsletter sign-up that is never confirmed is kept; the privacy page quotes it too. */
export const pendingSignupDays = 30;

/**
 * Hidden from people, so anything in it came from a bot. Its name carries none of the words browsers
 * and password managers look for when they autofill (name, company, organization, email, phone,
 * address, url ...), so a real visitor's autofill never fills it and silently drops their enquiry.
 */
export const honeypotField = 'leave_this_blank';

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

/**
 * Control characters (`\p{Cc}`: CR/LF would let a visitor add mail headers; NUL, ESC, U+0085 NEL) and
 * format characters (`\p{Cf}`: U+202E turns a subject line around, U+200B hides in a name), and the
 * line and paragraph separators. None belongs in a name or an address.
 */
const unsafeInLine = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

const headerSafe = v.check((value: string) => !unsafeInLine.test(value), code('invalid_characters'));

/**
 * Something a reader can see: not only white space (`\p{White_Space}`), characters with no glyph of
 * their own (`\p{Default_Ignorable_Code_Point}`: the Hangul fillers U+115F, U+1160, U+3164, U+FFA0 are
 * letters to Unicode, yet print nothing) or the braille blank U+2800, which is a symbol drawn as nothing.
 * A name or message made only of these is as empty as one left blank.
 */
const visible = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/u;

const nonBlank = v.check((value: string) => visible.test(value), code('required'));

/** The same characters, except the line breaks and tabs a message is written with. */
const unsafeInText = /(?![\n\t])[\p{Cc}\p{Cf}]/gu;

/**
 * A message keeps its lines and tabs; every other control or format character is removed rather than
 * refused, so a message pasted from a document with stray ones still goes through, without them.
 */
export const cleanMessageText = (value: string) => value.replace(/\r\n?/g, '\n').replace(unsafeInText, '');

const emailSchema = v.pipe(
  v.string(code('invalid_type')),
  headerSafe,
  v.trim(),
  v.nonEmpty(code('required')),
  v.maxLength(contactLimits.email, code('too_long')),
  v.email(code('invalid_email')),
);

const honeypotSchema = v.optional(v.string(code('invalid_type')));

/** A UUID or any other 16 to 64 URL-safe characters. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The language of the page a form was sent from: one of the site's languages, the one list in
 * `./lang.ts`. Optional on the wire: older pages and other clients send none, and mean the
 * default language (English), whose pages sit at the root.
 */
const languageSchema = v.optional(v.picklist(languages, code('invalid_option')), defaultLang);

/** How the form shows a field: a line (with the browser's input type), the service list, or a box of text below the others. */
export type FieldControl = 'text' | 'email' | 'tel' | 'service' | 'textarea';

/**
 * A field of the contact form, declared once: the form's state, controls and payload, the function's
 * check and the office's mail are made from it; its label is the interface words' `labels[name]`.
 */
export interface ContactFieldSpec<Name extends string = string, Schema extends v.GenericSchema = v.GenericSchema> {
  readonly name: Name;
  readonly control: FieldControl;
  readonly required: boolean;
  /** The browser's autofill token. */
  readonly autoComplete?: string;
  /** Its line in the office's mail, and what that line says when the field was left empty. */
  readonly mail: { readonly label: string; readonly empty?: string };
  readonly schema: Schema;
}

const field = <const Name extends string, const Schema extends v.GenericSchema>(spec: ContactFieldSpec<Name, Schema>) => spec;

/**
 * The contact form's fields, in the form's order, for a list of service choices: a value older forms
 * sent for a service is read as the choice it names, here and nowhere else.
 */
export const contactFieldsFor = (choices: readonly ServiceChoice[]) =>
  [
    field({
      name: 'fullName',
      control: 'text',
      required: true,
      autoComplete: 'name',
      mail: { label: 'Name' },
      schema: v.pipe(v.string(code('invalid_type')), headerSafe, v.trim(), v.nonEmpty(code('required')), nonBlank, v.maxLength(contactLimits.fullName, code('too_long'))),
    }),
    field({ name: 'email', control: 'email', required: true, autoComplete: 'email', mail: { label: 'Email' }, schema: emailSchema }),
    field({
      name: 'phone',
      control: 'tel',
      required: false,
      autoComplete: 'tel',
      mail: { label: 'Phone', empty: 'not given' },
      schema: v.optional(v.pipe(v.string(code('invalid_type')), v.trim(), v.maxLength(contactLimits.phone, code('too_long')), v.regex(/^[\d +().-]*$/, code('invalid_characters'))), ''),
    }),
    field({
      name: 'serviceNeeded',
      control: 'service',
      required: false,
      mail: { label: 'Service needed', empty: 'not specified' },
      schema: v.optional(
        v.pipe(
          // A value that is no text is no choice either, as the list alone used to say.
          v.string(code('invalid_option')),
          v.transform((value) => choices.find((choice) => choice.formerValue === value)?.value ?? value),
          v.picklist(['', ...choices.map((choice) => choice.value)], code('invalid_option')),
        ),
        '',
      ),
    }),
    field({
      name: 'message',
      control: 'textarea',
      required: true,
      mail: { label: 'Message' },
      schema: v.pipe(v.string(code('invalid_type')), v.transform(cleanMessageText), v.trim(), v.nonEmpty(code('required')), nonBlank, v.maxLength(contactLimits.message, code('too_long'))),
    }),
  ] as const;

type ContactFields = ReturnType<typeof contactFieldsFor>;
/** The fields a visitor fills in. */
export type ContactFormField = ContactFields[number]['name'];
/** Their names in the form's order, which its draft, labels and errors follow. */
export const contactFormFields: readonly ContactFormField[] = contactFieldsFor([]).map((spec) => spec.name);
/** What the fields are, for a draft's version: a draft saved by a form with other fields is not restored. */
export const contactFieldsShape = contactFieldsFor([]).map((spec) => `${spec.name}:${spec.control}:${spec.required ? 1 : 0}`).join(' ');

const entriesOf = <Fields extends readonly ContactFieldSpec[]>(fields: Fields) =>
  Object.fromEntries(fields.map((spec) => [spec.name, spec.schema])) as { [Spec in Fields[number] as Spec['name']]: Spec['schema'] };

/** The contact form's schema: its fields, then what the form adds (the page's language, the draft's key, the photos, the trap). */
export const contactSchemaFor = (choices: readonly ServiceChoice[]) =>
  v.object(
    {
      ...entriesOf(contactFieldsFor(choices)),
      language: languageSchema,
      /**
       * One per draft, made by the form and kept with the draft until it is sent: a resend of the same
       * draft finds the enquiry the first send stored. Optional for older pages and other clients.
       */
      idempotencyKey: v.optional(v.pipe(v.string(code('invalid_type')), v.regex(idempotencyKeyPattern, code('invalid_characters')))),
      /** The keys of the photos the form uploaded with it (./photos.ts); none from older pages and other clients. */
      photos: photoKeysSchema,
      [honeypotField]: honeypotSchema,
    },
    objectMessage,
  );

/** What the form posts: each field's value as the check left it, then the page's language and the draft's key. */
export const contactPayloadOf = (values: Readonly<Record<ContactFormField, string>>, extra: { language: Lang; idempotencyKey: string }) =>
  ({ ...Object.fromEntries(contactFormFields.map((name) => [name, values[name]])), ...extra }) as ContactPayload;

type ContactSchema = ReturnType<typeof contactSchemaFor>;
/** What the form posts. */
export type ContactPayload = v.InferInput<ContactSchema>;
/** What the function works with after validation: trimmed, defaults filled in. */
export type ContactMessage = v.InferOutput<ContactSchema>;
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
