import { style } from '@vanilla-extract/css';
import { focusRingStyles } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';
import { visuallyHiddenStyles } from '../VisuallyHidden/VisuallyHidden.css';

// Hidden with the clip pattern, not display:none, so it stays the first tab stop; shown while focused.
export const skipLink = style({
  position: 'fixed',
  top: vars.space.small,
  left: vars.space.small,
  zIndex: 10000,
  padding: `${vars.space.small} ${vars.space.medium}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  // A text-coloured border keeps the box distinct over any header, light or dark.
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:not(:focus)': visuallyHiddenStyles,
    '&:focus': focusRingStyles,
  },
});
