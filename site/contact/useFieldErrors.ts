import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldErrors } from '../../functions/contract/validate';
import { errorSummary, invalidFields, pickFieldErrors } from './fieldErrors';
import type { FieldErrorCopy } from './formCopy';

export interface FieldErrorState<F extends string> {
  errors: FieldErrors<F>;
  /** Text for a visually hidden live region: how many fields to fix, set when a submit is stopped. */
  summary: string;
  /** The form element, so the first invalid control can be found by its `name`. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Shows these errors, announces their count and moves focus to the first invalid field. */
  show: (errors: FieldErrors<F>) => void;
  /** Drops one field's error once the visitor edits it. */
  clearField: (field: F) => void;
  clearAll: () => void;
}

/**
 * Error display for a form whose fields are named after the shared schema's keys. Focus moves after
 * React has rendered the errors, so the focused field is announced with its message
 * (`aria-describedby`) rather than before it exists.
 */
export function useFieldErrors<F extends string>(order: readonly F[], copy: FieldErrorCopy): FieldErrorState<F> {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [summary, setSummary] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const [first] = invalidFields(order, errors);
    const control = first === undefined ? null : formRef.current?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  }, [errors, order]);

  const show = useCallback(
    (next: FieldErrors<F>) => {
      const shown = pickFieldErrors(order, next);
      const count = invalidFields(order, shown).length;
      focusPending.current = count > 0;
      setErrors(shown);
      setSummary(count > 0 ? errorSummary(copy, count) : '');
    },
    [order, copy],
  );

  const clearField = useCallback((field: F) => {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const clearAll = useCallback(() => {
    setErrors({});
    setSummary('');
  }, []);

  return { errors, summary, formRef, show, clearField, clearAll };
}
