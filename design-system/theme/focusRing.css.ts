import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * The one visible focus indicator. RAC sets `data-focus-visible` for keyboard focus only, so pointer
 * users do not see rings on click; `:focus-visible` covers plain elements.
 */
export const focusRingStyles = {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
} as const;

export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:focus-visible': focusRingStyles,
  },
});
