import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const breadcrumbBar = style({
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '1.5rem',
});

export const crumbSeparator = style({ color: vars.color.textMuted });
