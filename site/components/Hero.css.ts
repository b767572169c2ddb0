import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** The hero photo: a fixed frame so the image never shifts the buttons while it loads. */
export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
});
