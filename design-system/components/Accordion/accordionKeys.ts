/**
 * Keys that move focus between the header buttons of one accordion (WAI-ARIA APG accordion pattern:
 * ArrowDown/ArrowUp to the next/previous header, wrapping; Home/End to the first/last header).
 */
export const accordionNavigationKeys = ['ArrowDown', 'ArrowUp', 'Home', 'End'] as const;

export type AccordionNavigationKey = (typeof accordionNavigationKeys)[number];

const isNavigationKey = (key: string): key is AccordionNavigationKey =>
  (accordionNavigationKeys as readonly string[]).includes(key);

/**
 * The index of the header that should take focus after `key` is pressed on header `current` of `count`
 * headers, skipping headers for which `isDisabled(index)` is true.
 *
 * Returns `null` when the key is not an accordion key (or there is nothing to move to): the caller then
 * leaves the event alone, so the browser scrolls the page or the focused control handles it.
 */
export function nextHeaderIndex(
  key: string,
  current: number,
  count: number,
  isDisabled: (index: number) => boolean = () => false,
): number | null {
  if (!isNavigationKey(key) || !Number.isInteger(count) || count < 1) return null;
  if (!Number.isInteger(current) || current < 0 || current >= count) return null;

  // Walk from `from` in `direction`, wrapping, until an enabled header turns up; at most one full lap.
  const firstEnabled = (from: number, direction: 1 | -1): number | null => {
    for (let step = 1; step <= count; step += 1) {
      const index = (((from + direction * step) % count) + count) % count;
      if (!isDisabled(index)) return index;
    }
    return null;
  };

  switch (key) {
    case 'ArrowDown':
      return firstEnabled(current, 1);
    case 'ArrowUp':
      return firstEnabled(current, -1);
    case 'Home':
      return firstEnabled(-1, 1);
    case 'End':
      return firstEnabled(count, -1);
  }
}
