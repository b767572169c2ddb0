import { expect } from 'vitest';

/** The levels of the headings under `root`, in document order. */
export function headingLevels(root: ParentNode): number[] {
  return Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) => Number(heading.tagName.slice(1)));
}

/**
 * A page's outline as screen-reader users move through it: one h1, first, and no level skipped on
 * the way down (an h2 may follow an h4; an h4 may not follow an h2).
 */
export function expectHeadingOutline(root: ParentNode): void {
  const levels = headingLevels(root);
  expect(levels.filter((level) => level === 1), 'one h1').toHaveLength(1);
  expect(levels[0], 'the h1 first').toBe(1);
  levels.reduce((previous, level) => {
    expect(level, `h${level} follows h${previous}`).toBeLessThanOrEqual(previous + 1);
    return level;
  });
}
