import { style, type StyleRule } from '@vanilla-extract/css';
import { focusRingStyles } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

/** Label, description, control and error, stacked. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  cursor: 'default',
});

export const requiredMarker = style({ whiteSpace: 'nowrap' });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const errorIcon = style({ marginBlockStart: '0.05em' });

/** The box every control shares: input, textarea and native select. */
const control: StyleRule = {
  width: '100%',
  minHeight: vars.size.control,
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  // borderStrong keeps the field's edge at >= 3:1 against the page (WCAG 1.4.11).
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  // At least 16px, or iOS Safari zooms the page when the control takes focus.
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
};

const hovered = { borderColor: vars.color.text };

const controlStates = {
  '&[data-invalid]': { borderColor: vars.color.danger },
  '&[data-disabled], &:disabled': {
    borderColor: vars.color.border,
    backgroundColor: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    cursor: 'not-allowed',
  },
  // Firefox draws placeholders at reduced opacity; textMuted is already the lightest text that passes 4.5:1.
  '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
} as const;

/**
 * Text entry shows the ring on any focus, not only keyboard focus: whoever is typing needs to see where
 * the caret is, whether they got there by tapping or tabbing.
 */
export const textInput = style({
  ...control,
  selectors: {
    '&[data-hovered]': hovered,
    ...controlStates,
    '&[data-focused], &:focus-visible': focusRingStyles,
  },
});

export const textArea = style({
  ...control,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&[data-hovered]': hovered,
    ...controlStates,
    '&[data-focused], &:focus-visible': focusRingStyles,
  },
});

/**
 * A native select opens a picker on click, so only keyboard focus gets the ring. It has no RAC hover
 * state, so `:hover` stands in.
 */
export const select = style({
  ...control,
  appearance: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': hovered,
    ...controlStates,
    '&:focus-visible': focusRingStyles,
  },
});
