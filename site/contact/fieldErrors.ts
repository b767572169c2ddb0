import type { ErrorCode } from '../../functions/contract/forms';
import type { FieldErrors } from '../../functions/contract/validate';
import { fillTemplate, type FieldErrorCopy } from './formCopy';

/** The sentence shown under a field for a validation code, naming the limit when one was exceeded. */
export function fieldErrorMessage(copy: FieldErrorCopy, field: string, code: ErrorCode, limit?: number): string {
  if (code === 'too_long' && limit !== undefined) return fillTemplate(copy.tooLong, { max: limit });
  return copy.byField[field]?.[code] ?? copy.byCode[code];
}

/** What is read out when a submit is stopped with `count` fields to fix. */
export const errorSummary = (copy: FieldErrorCopy, count: number) =>
  fillTemplate(count === 1 ? copy.summary.one : copy.summary.other, { count });

/** The form's own fields, in document order, that carry an error: the first is the one to focus. */
export function invalidFields<F extends string>(order: readonly F[], errors: FieldErrors<F>): F[] {
  return order.filter((field) => errors[field] !== undefined);
}

/** Errors for the fields the form shows; `body` and unknown keys have nowhere to go. */
export function pickFieldErrors<F extends string>(order: readonly F[], errors: FieldErrors<F>): FieldErrors<F> {
  const picked: FieldErrors<F> = {};
  for (const field of order) {
    const code = errors[field];
    if (code !== undefined) picked[field] = code;
  }
  return picked;
}
