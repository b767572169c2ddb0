import type { Sprinkles } from '../theme/sprinkles.css';
import type { Space } from '../theme/tokens';
import { Box, type BoxProps } from './Box';
import type { CollapseBreakpoint, InlineAlign, InlineAlignY } from './layoutOptions';
import { conditions, resolveResponsive, type Condition, type ResponsiveValue } from './responsive';
import type { FlowProperty } from './Stack';

export interface InlineProps extends Omit<BoxProps, FlowProperty> {
  /** The gap between children, both across and between wrapped rows. @default 'small' */
  space?: ResponsiveValue<Space>;
  /** Horizontal placement of the row; `spaceBetween` pushes the first and last child to the edges. @default 'left' */
  align?: ResponsiveValue<InlineAlign>;
  /** Vertical alignment of children of different heights. @default 'center' */
  alignY?: ResponsiveValue<InlineAlignY>;
  /** Below this breakpoint the children stack one under another instead of wrapping. @default undefined */
  collapseBelow?: CollapseBreakpoint;
}

type Values<K extends keyof Sprinkles> = Exclude<Sprinkles[K], object | undefined>;

const justifyInRow = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const satisfies Record<InlineAlign, Values<'justifyContent'>>;

// When collapsed the row becomes a column, so horizontal alignment moves to the cross axis.
const alignInColumn = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'stretch',
} as const satisfies Record<InlineAlign, Values<'alignItems'>>;

const alignYInRow = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const satisfies Record<InlineAlignY, Values<'alignItems'>>;

const rank = { mobile: 0, tablet: 1, desktop: 2 } as const satisfies Record<Condition, number>;

/** One value when every breakpoint agrees (one class), otherwise a value per breakpoint. */
function compact<T extends string>(values: Record<Condition, T>): T | Record<Condition, T> {
  return values.mobile === values.tablet && values.tablet === values.desktop ? values.mobile : values;
}

/** Children side by side, wrapping onto new rows as needed: buttons, badges, chips, links. */
export function Inline({ space = 'small', align = 'left', alignY = 'center', collapseBelow, ...props }: InlineProps) {
  const alignAt = resolveResponsive(align);
  const alignYAt = resolveResponsive(alignY);
  const direction = {} as Record<Condition, Values<'flexDirection'>>;
  const justify = {} as Record<Condition, Values<'justifyContent'>>;
  const items = {} as Record<Condition, Values<'alignItems'>>;
  for (const condition of conditions) {
    const collapsed = collapseBelow !== undefined && rank[condition] < rank[collapseBelow];
    const horizontal = alignAt[condition] ?? 'left';
    direction[condition] = collapsed ? 'column' : 'row';
    justify[condition] = collapsed ? 'flex-start' : justifyInRow[horizontal];
    items[condition] = collapsed ? alignInColumn[horizontal] : alignYInRow[alignYAt[condition] ?? 'center'];
  }
  return (
    <Box
      {...props}
      display="flex"
      flexWrap="wrap"
      gap={space}
      flexDirection={compact(direction)}
      justifyContent={compact(justify)}
      alignItems={compact(items)}
    />
  );
}
