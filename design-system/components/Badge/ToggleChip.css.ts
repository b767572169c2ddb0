import { style } from '@vanilla-extract/css';
import { focusRingStyles } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  // 36px: well above WCAG 2.2 2.5.8's 24px minimum for a row of small targets.
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    // Selected is also shown by the check mark and the heavier border, not by colour alone (WCAG 1.4.1).
    '&[data-selected]': {
      backgroundColor: vars.color.actionSoft,
      borderColor: vars.color.onActionSoft,
      borderWidth: '2px',
      color: vars.color.onActionSoft,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': focusRingStyles,
    '&[data-pressed]': { transform: 'scale(0.98)' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const check = style({ marginInlineStart: `calc(${vars.space.xxsmall} * -1)` });
