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

/** The track: the fill's colour is far above 3:1 against it (WCAG 1.4.11), the pair `action` on `surfaceMuted`. */
export const track = style({
  position: 'relative',
  display: 'block',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  // Forced colours draw no backgrounds: the outline keeps the track visible there.
  outline: '1px solid transparent',
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: 'inherit',
  backgroundColor: vars.color.action,
  transition: `width ${vars.duration.medium} ease-out`,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'Highlight' },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** A length not known yet: a segment that slides, or with reduced motion a still third of the track. */
export const indeterminate = style({
  width: '40%',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${slide} 1.4s ease-in-out infinite` },
  },
});
