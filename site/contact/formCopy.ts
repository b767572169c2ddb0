import type { ErrorCode } from '../../functions/contract/forms';

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

/** `{name}` in a template, replaced by the value given for it. */
export const fillTemplate = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
