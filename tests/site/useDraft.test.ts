import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeyPattern } from '../../functions/contract/forms';
import { readDraft, readDraftKey, useDraft, writeDraft } from '../../site/contact/useDraft';

const key = 'test-draft-v1';
const empty = { name: '', note: '' };

describe('useDraft', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders the empty values first, as the server did, then restores the stored draft', () => {
    sessionStorage.setItem(key, JSON.stringify({ name: 'Jane', note: 'Leak' }));
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const draft = useDraft(key, empty);
      seen.push(draft.values.name);
      return draft;
    });
    expect(seen[0]).toBe('');
    expect(result.current.values).toEqual({ name: 'Jane', note: 'Leak' });
  });

  it('does not overwrite the stored draft with the empty first render', () => {
    sessionStorage.setItem(key, JSON.stringify({ name: 'Jane', note: '' }));
    renderHook(() => useDraft(key, empty));
    expect(JSON.parse(sessionStorage.getItem(key) ?? '{}')).toEqual({ name: 'Jane', note: '' });
  });

  it('writes every change and removes the entry once every field is empty again', () => {
    const { result } = renderHook(() => useDraft(key, empty));
    act(() => result.current.setField('note', 'Water on the floor'));
    expect(JSON.parse(sessionStorage.getItem(key) ?? '{}')).toEqual({ name: '', note: 'Water on the floor' });
    act(() => result.current.setField('note', ''));
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('clear() empties the values and the storage', () => {
    const { result } = renderHook(() => useDraft(key, empty));
    act(() => result.current.setField('name', 'Jane'));
    act(() => result.current.clear());
    expect(result.current.values).toEqual(empty);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('makes one idempotency key per draft, kept with it across a remount, and a new one after clear()', () => {
    const first = renderHook(() => useDraft(key, empty));
    act(() => first.result.current.setField('name', 'Jane'));
    const made = first.result.current.idempotencyKey();
    expect(made).toMatch(idempotencyKeyPattern);
    expect(first.result.current.idempotencyKey()).toBe(made);
    expect(JSON.parse(sessionStorage.getItem(key) ?? '{}')).toEqual({ name: 'Jane', note: '', idempotencyKey: made });
    // Typing on keeps the key with the draft.
    act(() => first.result.current.setField('note', 'Leak'));
    expect(readDraftKey(key)).toBe(made);
    first.unmount();

    const second = renderHook(() => useDraft(key, empty));
    expect(second.result.current.values).toEqual({ name: 'Jane', note: 'Leak' });
    expect(second.result.current.idempotencyKey()).toBe(made);
    act(() => second.result.current.clear());
    expect(sessionStorage.getItem(key)).toBeNull();
    act(() => second.result.current.setField('name', 'Sam'));
    expect(second.result.current.idempotencyKey()).not.toBe(made);
  });

  it('keeps working when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useDraft(key, empty));
    act(() => result.current.setField('name', 'Jane'));
    expect(result.current.values.name).toBe('Jane');
  });
});

describe('readDraft', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it.each([
    ['nothing stored', null, undefined],
    ['broken JSON', '{"name":', undefined],
    ['a JSON array', '["Jane"]', {}],
    ['a JSON string', '"Jane"', undefined],
    ['wrong types and unknown keys', '{"name":42,"note":"Kept","extra":"x"}', { note: 'Kept' }],
  ])('reads %s safely', (_case, stored, expected) => {
    if (stored !== null) sessionStorage.setItem(key, stored);
    expect(readDraft(key, empty)).toEqual(expected);
  });

  it('round-trips what writeDraft stored', () => {
    writeDraft(key, { name: 'Jane', note: 'Line one\nLine two' });
    expect(readDraft(key, empty)).toEqual({ name: 'Jane', note: 'Line one\nLine two' });
  });
});
