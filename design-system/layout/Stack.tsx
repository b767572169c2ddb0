import type { Sprinkles } from '../theme/sprinkles.css';
import type { Space } from '../theme/tokens';
import { Box, type BoxProps } from './Box';
import type { StackAlign } from './layoutOptions';
import { mapResponsive, type ResponsiveValue } from './responsive';

/** The flex properties the layout primitives own; callers set them through `space` and `align*` instead. */
export type FlowProperty =
  | 'display'
  | 'flexDirection'
  | 'flexWrap'
  | 'gap'
  | 'rowGap'
  | 'columnGap'
  | 'alignItems'
  | 'justifyContent';

export interface StackProps extends Omit<BoxProps, FlowProperty> {
  /** The gap between children, from the space scale; one value or one per breakpoint. @default 'medium' */
  space?: ResponsiveValue<Space>;
  /** Horizontal alignment of the children; `stretch` makes each one full width. @default 'stretch' */
  align?: ResponsiveValue<StackAlign>;
}

const alignItems = {
  stretch: 'stretch',
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
} as const satisfies Record<StackAlign, Sprinkles['alignItems']>;

/** Children one under another with an even gap: the vertical rhythm of a section. */
export function Stack({ space = 'medium', align = 'stretch', ...props }: StackProps) {
  return (
    <Box
      {...props}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={mapResponsive(align, (value) => alignItems[value])}
    />
  );
}
