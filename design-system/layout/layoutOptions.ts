/** The choices the layout primitives offer. Props, styles, stories and tests all read these lists. */
export const boxElements = [
  'div',
  'section',
  'header',
  'footer',
  'nav',
  'main',
  'aside',
  'article',
  'ul',
  'ol',
  'li',
  'span',
] as const;

export const stackAligns = ['stretch', 'left', 'center', 'right'] as const;
export const inlineAligns = ['left', 'center', 'right', 'spaceBetween'] as const;
export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;
export const collapseBreakpoints = ['tablet', 'desktop'] as const;
export const columnCounts = [1, 2, 3, 4, 5, 6] as const;
export const containerWidths = ['narrow', 'default', 'wide'] as const;

export type BoxElement = (typeof boxElements)[number];
export type StackAlign = (typeof stackAligns)[number];
export type InlineAlign = (typeof inlineAligns)[number];
export type InlineAlignY = (typeof inlineAlignYs)[number];
export type CollapseBreakpoint = (typeof collapseBreakpoints)[number];
export type ColumnCount = (typeof columnCounts)[number];
export type ContainerWidth = (typeof containerWidths)[number];
