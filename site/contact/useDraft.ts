import { useCallback, useEffect, useRef, useState } from 'react';

/** A form's text fields by name; the draft keeps strings only. */
export type DraftValues = Record<string, string>;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Reading the property throws when the browser blocks storage for the site.
    return undefined;
  }
}

/** The stored draft, keeping only the fields this form has: an old or tampered entry cannot add keys. */
export function readDraft<T extends DraftValues>(key: string, empty: T): Partial<T> | undefined {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const draft: Partial<T> = {};
    for (const field of Object.keys(empty) as (keyof T & string)[]) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value as T[typeof field];
    }
    return draft;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, values: DraftValues): void {
  try {
    const isEmpty = Object.values(values).every((value) => value === '');
    if (isEmpty) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(values));
  } catch {
    // Full or blocked storage: the form still works, the draft just does not survive a reload.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // As above: nothing to clear when storage is blocked.
  }
}

export interface Draft<T extends DraftValues> {
  values: T;
  setField: (field: keyof T, value: string) => void;
  /** Back to the empty form, and the stored draft removed (after a successful send). */
  clear: () => void;
}

/**
 * Form values that survive a reload or a failed send: every change is written to sessionStorage
 * (per tab, gone when the tab closes, so a shared computer does not keep a stranger's message).
 *
 * The first render always uses `empty`, on the server and while hydrating, so the prerendered HTML
 * and the first client render match; the stored draft is restored in an effect right after. Nothing
 * is written until that restore has run, or the empty first render would overwrite the draft.
 */
export function useDraft<T extends DraftValues>(key: string, empty: T): Draft<T> {
  // The form's shape is fixed at mount: a caller passing a new object each render must not restore
  // the draft again over what the visitor has typed since.
  const emptyRef = useRef(empty);
  const [values, setValues] = useState<T>(empty);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = readDraft(key, emptyRef.current);
    if (draft) setValues((current) => ({ ...current, ...draft }));
    setRestored(true);
  }, [key]);

  useEffect(() => {
    if (restored) writeDraft(key, values);
  }, [key, values, restored]);

  const setField = useCallback((field: keyof T, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const clear = useCallback(() => {
    clearDraft(key);
    setValues(emptyRef.current);
  }, [key]);

  return { values, setField, clear };
}
