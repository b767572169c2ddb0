import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** The card's photo runs to the card's edges above the text, in a fixed frame so nothing shifts. */
export const image = style({
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderTopLeftRadius: vars.radius.large,
  borderTopRightRadius: vars.radius.large,
});
