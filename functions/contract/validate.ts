import * as v from 'valibot';
import type { ContactField, ContactMessage, ErrorCode, NewsletterField, NewsletterSignup, ServiceChoice } from './forms';
import { contactSchemaFor, errorCodes, honeypotField, newsletterSchema } from './forms';

/** `body` carries errors about the payload as a whole, such as an array or a string instead of an object. */
export type FieldErrors<F extends string, C extends string = ErrorCode> = Partial<Record<F | 'body', C>>;

/** `C`: the codes the errors are given in; a form's fields' by default. */
export type ValidationResult<T, F extends string, C extends string = ErrorCode> =
  | { ok: true; value: T }
  | { ok: false; errors: FieldErrors<F, C> };

const isErrorCode = (value: string): value is ErrorCode => (errorCodes as readonly string[]).includes(value);

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

export function validateWith<S extends ObjectSchema>(
  schema: S,
  input: unknown,
): ValidationResult<v.InferOutput<S>, Extract<keyof v.InferOutput<S>, string>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };

  const errors: Record<string, ErrorCode> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : 'body';
    // The first issue is the one the pipe met first, which is the most useful to show.
    if (errors[field] === undefined) {
      errors[field] = isErrorCode(issue.message) ? issue.message : 'invalid_type';
    }
  }
  return { ok: false, errors };
}

/** The contact form's check, for the service choices the form offers (the function's: the build's list). */
export function contactValidator(choices: readonly ServiceChoice[]): (input: unknown) => ValidationResult<ContactMessage, ContactField> {
  const schema = contactSchemaFor(choices);
  return (input) => validateWith(schema, input);
}

export const validateNewsletter = (input: unknown): ValidationResult<NewsletterSignup, NewsletterField> =>
  validateWith(newsletterSchema, input);

/** Checked before validation so a bot learns nothing from the response, whatever else it sent. */
export function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value: unknown = (input as Record<string, unknown>)[honeypotField];
  return value !== undefined && value !== null && value !== '';
}
