import { style } from '@vanilla-extract/css';
import { select as selectControl } from '../Field/Field.css';
import { vars } from '../../theme/vars.css';

export const control = style({ position: 'relative', display: 'block' });

/** Matches the `size` the component gives the chevron icon. */
export const chevronSize = 20;

export const select = style([
  selectControl,
  // Room on the right for the chevron, which replaces the arrow `appearance: none` removed.
  { paddingInlineEnd: `calc(${vars.space.small} + ${chevronSize}px + ${vars.space.xxsmall})` },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.text,
  // Clicks on the icon must reach the select underneath, or the picker does not open.
  pointerEvents: 'none',
  selectors: {
    [`${select}:disabled ~ &`]: { color: vars.color.textMuted },
  },
});
