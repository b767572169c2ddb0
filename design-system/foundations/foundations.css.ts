import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.small,
});

globalStyle(`${table} caption`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.medium,
  paddingBlockEnd: vars.space.small,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' });

export const swatch = style({
  display: 'inline-block',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderStrong}`,
});

/** The box that travels when a motion demo plays. */
export const mover = style({
  inlineSize: '3rem',
  blockSize: '3rem',
  borderRadius: vars.radius.medium,
  background: vars.color.action,
  transitionProperty: 'transform',
  transitionTimingFunction: 'ease-out',
});

export const moved = style({ transform: 'translateX(12rem)' });

/** What the theme does for people who ask for reduced motion, applied on request in the story. */
export const reduced = style({ transitionDuration: '0.01ms !important' });

export const track = style({
  inlineSize: '15rem',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});
