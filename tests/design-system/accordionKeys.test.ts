import { describe, expect, it } from 'vitest';
import { accordionNavigationKeys, nextHeaderIndex } from '../../design-system/components/Accordion/accordionKeys';

const none = () => false;
const only =
  (...disabled: number[]) =>
  (index: number) =>
    disabled.includes(index);

describe('nextHeaderIndex', () => {
  it.each([
    { key: 'ArrowDown', current: 0, count: 4, expected: 1 },
    { key: 'ArrowDown', current: 2, count: 4, expected: 3 },
    { key: 'ArrowDown', current: 3, count: 4, expected: 0 },
    { key: 'ArrowUp', current: 3, count: 4, expected: 2 },
    { key: 'ArrowUp', current: 1, count: 4, expected: 0 },
    { key: 'ArrowUp', current: 0, count: 4, expected: 3 },
    { key: 'Home', current: 2, count: 4, expected: 0 },
    { key: 'Home', current: 0, count: 4, expected: 0 },
    { key: 'End', current: 1, count: 4, expected: 3 },
    { key: 'End', current: 3, count: 4, expected: 3 },
    { key: 'ArrowDown', current: 0, count: 1, expected: 0 },
    { key: 'ArrowUp', current: 0, count: 1, expected: 0 },
  ])('moves $key from $current of $count to $expected', ({ key, current, count, expected }) => {
    expect(nextHeaderIndex(key, current, count, none)).toBe(expected);
  });

  it.each([
    { key: 'ArrowDown', current: 0, disabled: [1], expected: 2 },
    { key: 'ArrowDown', current: 2, disabled: [3], expected: 0 },
    { key: 'ArrowDown', current: 1, disabled: [2, 3, 0], expected: 1 },
    { key: 'ArrowUp', current: 2, disabled: [1], expected: 0 },
    { key: 'ArrowUp', current: 1, disabled: [0], expected: 3 },
    { key: 'Home', current: 3, disabled: [0, 1], expected: 2 },
    { key: 'End', current: 0, disabled: [3], expected: 2 },
  ])('skips disabled headers $disabled on $key from $current', ({ key, current, disabled, expected }) => {
    expect(nextHeaderIndex(key, current, 4, only(...disabled))).toBe(expected);
  });

  it('treats every header as enabled when no predicate is given', () => {
    expect(nextHeaderIndex('ArrowDown', 0, 3)).toBe(1);
  });

  it.each(['ArrowLeft', 'ArrowRight', 'PageDown', 'PageUp', 'Tab', 'Enter', ' ', 'a', 'Escape', 'arrowdown', ''])(
    'leaves %j to the browser',
    (key) => {
      expect(nextHeaderIndex(key, 1, 4, none)).toBeNull();
    },
  );

  it.each([
    { case: 'no headers', current: 0, count: 0 },
    { case: 'a negative index', current: -1, count: 4 },
    { case: 'an index past the end', current: 4, count: 4 },
    { case: 'a fractional index', current: 1.5, count: 4 },
  ])('returns null for $case', ({ current, count }) => {
    expect(nextHeaderIndex('ArrowDown', current, count, none)).toBeNull();
  });

  it('returns null when every header is disabled', () => {
    expect(nextHeaderIndex('Home', 0, 3, () => true)).toBeNull();
  });

  it('handles exactly the WAI-ARIA accordion keys', () => {
    expect(accordionNavigationKeys).toEqual(['ArrowDown', 'ArrowUp', 'Home', 'End']);
    for (const key of accordionNavigationKeys) {
      expect(nextHeaderIndex(key, 0, 2, none)).not.toBeNull();
    }
  });
});
