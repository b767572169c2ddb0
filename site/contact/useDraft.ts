import { useCallback, useEffect, useRef, useState } from 'react';
import { idempotencyKeyPattern } from '../../functions/contract/forms';

/** A short, stable name for a form's fields (FNV-1a of their shape): a draft's key changes when they do. */
export function draftVersion(shape: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < shape.length; i += 1) hash = Math.imul(hash ^ shape.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

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

/** Where the draft's idempotency key is kept in its stored entry, beside the fields. */
export const draftKeyField = 'idempotencyKey';

/** The idempotency key stored with a draft, if it has one of the expected shape. */
export function readDraftKey(key: string): string | undefined {
  try {
    const raw = storage()?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    const value = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[draftKeyField] : undefined;
    return typeof value === 'string' && idempotencyKeyPattern.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A new random key: a UUID where the browser has `randomUUID`, else 128 random bits in hex. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function writeDraft(key: string, values: DraftValues, idempotencyKey?: string): void {
  try {
    const isEmpty = Object.values(values).every((value) => value === '');
    if (isEmpty) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(idempotencyKey === undefined ? values : { ...values, [draftKeyField]: idempotencyKey }));
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
  /**
   * The draft's idempotency key, made on first use and kept with the draft (so a reload keeps it too)
   * until `clear`: every send of this draft carries the same key, and the function stores it once.
   */
  idempotencyKey: () => string;
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
  const idempotencyKeyRef = useRef<string | undefined>(undefined);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  useEffect(() => {
    const draft = readDraft(key, emptyRef.current);
    if (draft) setValues((current) => ({ ...current, ...draft }));
    idempotencyKeyRef.current = readDraftKey(key);
    setRestored(true);
  }, [key]);

  useEffect(() => {
    if (restored) writeDraft(key, values, idempotencyKeyRef.current);
  }, [key, values, restored]);

  const idempotencyKey = useCallback(() => {
    idempotencyKeyRef.current ??= newIdempotencyKey();
    writeDraft(key, valuesRef.current, idempotencyKeyRef.current);
    return idempotencyKeyRef.current;
  }, [key]);

  const setField = useCallback((field: keyof T, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const clear = useCallback(() => {
    clearDraft(key);
    idempotencyKeyRef.current = undefined;
    setValues(emptyRef.current);
  }, [key]);

  return { values, setField, clear, idempotencyKey };
}
