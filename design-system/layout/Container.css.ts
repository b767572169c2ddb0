import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import type { ContainerWidth } from './layoutOptions';

export const container = style({ width: '100%', marginInline: 'auto' });

// Derived from the one container size so a change to the theme moves all three together.
export const width = styleVariants({
  narrow: { maxWidth: `calc(${vars.size.container} * 0.6)` },
  default: { maxWidth: vars.size.container },
  wide: { maxWidth: `calc(${vars.size.container} * 1.2)` },
} satisfies Record<ContainerWidth, StyleRule>);
