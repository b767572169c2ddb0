import { createVar, style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/tokens';
import { columnCounts, type ColumnCount } from './layoutOptions';
import type { Condition } from './responsive';

export const grid = style({ display: 'grid' });

const template = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

const media = {
  mobile: undefined,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const satisfies Record<Condition, string | undefined>;

// One class per count and breakpoint (18 in all) instead of inline styles, so the grid needs no style attribute.
const countsAt = (condition: Condition) =>
  Object.fromEntries(
    columnCounts.map((count) => {
      const query = media[condition];
      const rule = { gridTemplateColumns: template(count) };
      return [count, style(query ? { '@media': { [query]: rule } } : rule)];
    }),
  ) as Record<ColumnCount, string>;

export const columnsAt = {
  mobile: countsAt('mobile'),
  tablet: countsAt('tablet'),
  desktop: countsAt('desktop'),
} satisfies Record<Condition, Record<ColumnCount, string>>;

export const minItemWidth = createVar();

// min(…, 100%) keeps a single column from overflowing a container narrower than the minimum.
export const autoFill = style({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))`,
});
