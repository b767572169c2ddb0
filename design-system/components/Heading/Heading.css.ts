import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import type { HeadingSize, HeadingTone } from './headingOptions';

const size = {
  xxxlarge: { fontSize: vars.fontSize.xxxlarge, letterSpacing: '-0.02em' },
  xxlarge: { fontSize: vars.fontSize.xxlarge, letterSpacing: '-0.01em' },
  xlarge: { fontSize: vars.fontSize.xlarge },
  large: { fontSize: vars.fontSize.large },
  medium: { fontSize: vars.fontSize.medium },
  small: { fontSize: vars.fontSize.small, letterSpacing: '0.02em' },
} satisfies Record<HeadingSize, StyleRule>;

const tone = {
  // Inherit, so a heading on an inverse surface (an inverse Card) takes that surface's text colour.
  default: { color: 'inherit' },
  muted: { color: vars.color.textMuted },
  inverse: { color: vars.color.textInverse },
} satisfies Record<HeadingTone, StyleRule>;

export const heading = recipe({
  base: {
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    // Balanced lines avoid a single orphaned word on the last line of a short heading.
    textWrap: 'balance',
    overflowWrap: 'break-word',
  },
  variants: { size, tone },
  defaultVariants: { size: 'xlarge', tone: 'default' },
});
