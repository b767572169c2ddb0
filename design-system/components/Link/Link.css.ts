import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyles } from '../../theme/focusRing.css';
import { inverseRoles } from '../../theme/inverseRoles';
import { vars } from '../../theme/vars.css';
import type { LinkTone } from './linkTones';

const tone = {
  default: {},
  inverse: { vars: inverseRoles },
} satisfies Record<LinkTone, StyleRule>;

export const link = recipe({
  base: {
    color: vars.color.link,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'color, text-decoration-thickness',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&[data-hovered]': { color: vars.color.linkHover, textDecorationThickness: '2px' },
      '&[data-focus-visible]': focusRingStyles,
      '&[data-disabled]': { cursor: 'not-allowed', textDecorationLine: 'none', opacity: 0.6 },
    },
  },
  variants: { tone },
  defaultVariants: { tone: 'default' },
});
