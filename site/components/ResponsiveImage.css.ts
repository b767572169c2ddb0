import { layer, style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

// A cascade layer, so a caller's className (object-fit, a fixed aspect ratio, rounded corners) wins
// over these defaults whatever order the stylesheets load in.
const base = layer('responsive-image');

/** The picture element steps out of layout, so the image is sized by its parent like a plain img. */
export const picture = style({
  '@layer': { [base]: { display: 'contents' } },
});

/**
 * Fills its column and keeps the aspect ratio from the width and height attributes, so the box is
 * reserved before the file arrives (no layout shift); the muted surface shows while it loads.
 */
export const image = style({
  '@layer': {
    [base]: {
      display: 'block',
      width: '100%',
      maxWidth: '100%',
      height: 'auto',
      backgroundColor: vars.color.surfaceMuted,
    },
  },
});
