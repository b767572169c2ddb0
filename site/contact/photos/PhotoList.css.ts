import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';

export const list = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Thumbnail, name and state, remove button: one row, the name wrapping rather than pushing the button off a phone. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: `4rem minmax(0, 1fr) ${vars.size.control}`,
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
});

export const thumbnail = style({
  display: 'block',
  width: '4rem',
  height: '4rem',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceMuted,
});

export const details = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const name = style({
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
});

export const failed = style({ color: vars.color.danger });
