import type { ContactFormField, ErrorCode, ServiceChoice } from '../../functions/contract/forms';
import type { PhotoCopy } from './photos/photoTypes';

/*
 * The words the forms show, passed to their islands as props: the page picks them in its language,
 * and the forms' code carries no copy of its own. Counts and limits go into `{placeholders}`.
 */

/** What the forms say for each validation code of the shared schema. */
export interface FieldErrorCopy {
  byCode: Record<ErrorCode, string>;
  /** Where a field can say more precisely what is missing. */
  byField: Partial<Record<string, Partial<Record<ErrorCode, string>>>>;
  /** 'Please shorten this to {max} characters or fewer.' */
  tooLong: string;
  /** Read out when a submit is stopped: 'One field needs your attention.' / '{count} fields need your attention.' */
  summary: { one: string; other: string };
}

/** The short line by a form's submit button, linking to the privacy page. */
export interface PrivacyNoticeCopy {
  text: string;
  linkLabel: string;
  href: string;
}

/** Everything the contact form says, in the page's language (`contactFormProps`). */
export interface ContactFormCopy {
  intro: string;
  labels: Record<ContactFormField, string>;
  messagePlaceholder: string;
  servicePlaceholder: string;
  /** The 'Service Needed' choices: each service's, then the general ones (`serviceChoicesIn`). */
  serviceOptions: readonly ServiceChoice[];
  honeypotLabel: string;
  submitLabel: string;
  sendingLabel: string;
  /** Shown where scripts do not run: the form can only send with them. */
  noScriptText: string;
  successMessage: string;
  /** After a 202: the message is kept and the office will get it, with the phone number for emergencies. */
  queuedMessage: string;
  errorMessage: string;
  /** After a 429: too many sends from the visitor's connection; call, or send again in a few minutes. */
  rateLimitedMessage: string;
  /** The phone link the failure toast offers. */
  callAction: { label: string; href: string };
  /** The text link the sent message's toast offers when photos did not reach the office. */
  textAction: { label: string; href: string };
  /** What the form says about photos (its `{placeholders}` filled as it reports). */
  photos: PhotoCopy;
  privacy: PrivacyNoticeCopy;
}

/** `{name}` in a template, replaced by the value given for it. */
export const fillTemplate = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
