import type { CSSProperties } from 'react';
import type { Space } from '../theme/tokens';
import { Box, type BoxProps } from './Box';
import * as styles from './Columns.css';
import { columnCounts, type ColumnCount } from './layoutOptions';
import { conditions, resolveResponsive, type ResponsiveValue } from './responsive';
import type { FlowProperty } from './Stack';

export interface ColumnsProps extends Omit<BoxProps, FlowProperty | 'as'> {
  /** `ul`/`ol` when the items are a list (then every child must be an `li`). @default 'div' */
  as?: 'div' | 'ul' | 'ol';
  /**
   * Equal columns per breakpoint, for example `{ mobile: 1, tablet: 2, desktop: 4 }`.
   * Give either this or `minItemWidth`. @default undefined
   */
  columns?: ResponsiveValue<ColumnCount>;
  /**
   * As many columns as fit, each at least this wide (any CSS length, for example `'16rem'`).
   * Give either this or `columns`. @default undefined
   */
  minItemWidth?: string;
  /** The gap between items, across and down. @default 'large' */
  space?: ResponsiveValue<Space>;
}

// What @vanilla-extract/dynamic's assignInlineVars does: `var(--name)` -> `--name`.
const customPropertyName = (cssVar: string) => cssVar.replace(/^var\((--[^,)]+)[^)]*\)$/, '$1');

function assertOneMode(columns: ColumnsProps['columns'], minItemWidth: string | undefined) {
  if ((columns === undefined) === (minItemWidth === undefined)) {
    throw new Error(
      'Columns needs exactly one of `columns` (for example columns={{ mobile: 1, tablet: 2 }}) or `minItemWidth` (for example minItemWidth="16rem").',
    );
  }
  if (columns === undefined) return;
  const counts = Object.values(resolveResponsive(columns)).filter((count) => count !== undefined);
  const invalid = counts.find((count) => !columnCounts.includes(count));
  if (invalid !== undefined) {
    throw new Error(`Columns cannot make ${String(invalid)} columns: use one of ${columnCounts.join(', ')}.`);
  }
}

/** A responsive grid of equal columns: a fixed count per breakpoint, or as many as fit. */
export function Columns({ columns, minItemWidth, space = 'large', className, style, ...props }: ColumnsProps) {
  if (import.meta.env.DEV) assertOneMode(columns, minItemWidth);
  const classes = [styles.grid];
  let inlineStyle: CSSProperties | undefined = style;
  if (minItemWidth !== undefined) {
    classes.push(styles.autoFill);
    inlineStyle = { ...style, [customPropertyName(styles.minItemWidth)]: minItemWidth };
  } else if (columns !== undefined) {
    const counts = resolveResponsive(columns);
    let previous: ColumnCount | undefined;
    for (const condition of conditions) {
      const count = counts[condition] ?? 1;
      // A breakpoint that repeats the one below needs no class of its own.
      if (count !== previous) classes.push(styles.columnsAt[condition][count]);
      previous = count;
    }
  }
  if (className) classes.push(className);
  return <Box {...props} gap={space} className={classes.join(' ')} style={inlineStyle} />;
}
