import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import type { TextAlign, TextSize, TextTone, TextWeight } from './textOptions';

const size = {
  small: { fontSize: vars.fontSize.small },
  medium: { fontSize: vars.fontSize.medium },
  large: { fontSize: vars.fontSize.large },
} satisfies Record<TextSize, StyleRule>;

const tone = {
  // Inherit, so text on an inverse surface (an inverse Card) takes that surface's text colour.
  default: { color: 'inherit' },
  muted: { color: vars.color.textMuted },
  inverse: { color: vars.color.textInverse },
  danger: { color: vars.color.danger },
  success: { color: vars.color.success },
} satisfies Record<TextTone, StyleRule>;

const weight = {
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  bold: { fontWeight: vars.fontWeight.bold },
} satisfies Record<TextWeight, StyleRule>;

const align = {
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
} satisfies Record<TextAlign, StyleRule>;

export const text = recipe({
  base: { lineHeight: vars.lineHeight.normal, overflowWrap: 'break-word' },
  variants: { size, tone, weight, align },
  defaultVariants: { size: 'medium', tone: 'default', weight: 'regular' },
});
