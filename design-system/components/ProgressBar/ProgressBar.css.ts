import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const progressBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
});

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

const slide = keyframes({
  from: { backgroundPosition: '-150% 0' },
  to: { backgroundPosition: '250% 0' },
});

/**
 * The track, `surfaceMuted`, and the fill, `action`: far above 3:1 against each other (WCAG 1.4.11).
 * Each engine draws `<progress>` with its own parts, so each is styled: WebKit and Blink's bar and
 * value, Gecko's bar. In forced colours the browser's own drawing stays.
 */
export const bar = style({
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: '0.5rem',
  overflow: 'hidden',
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.action,
  selectors: {
    '&::-webkit-progress-bar': { backgroundColor: vars.color.surfaceMuted, borderRadius: vars.radius.full },
    '&::-webkit-progress-value': {
      backgroundColor: vars.color.action,
      borderRadius: vars.radius.full,
      transition: `width ${vars.duration.medium} ease-out`,
    },
    '&::-moz-progress-bar': { backgroundColor: vars.color.action, borderRadius: vars.radius.full },
    // No value: a length not known yet. A band that slides, or with reduced motion a still one.
    '&:indeterminate': {
      backgroundImage: `linear-gradient(to right, transparent 0%, ${vars.color.action} 0%, ${vars.color.action} 40%, transparent 40%)`,
      backgroundSize: '250% 100%',
      backgroundRepeat: 'no-repeat',
      backgroundPosition: '0 0',
    },
    '&:indeterminate::-webkit-progress-bar': { backgroundColor: 'transparent' },
    '&:indeterminate::-moz-progress-bar': { backgroundColor: 'transparent' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:indeterminate': { animation: `${slide} 1.4s ease-in-out infinite` } },
    },
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&::-webkit-progress-value': { transition: 'none' } },
    },
    '(forced-colors: active)': { appearance: 'auto', backgroundColor: 'Canvas' },
  },
});
