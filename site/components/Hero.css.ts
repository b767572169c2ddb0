import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../design-system';

/**
 * Where the hero lays its photo beside the words. Below it the hero stacks, and a phone's first screen
 * is the headline, the promise, 'Call' and 'Message': the photo is left out there, and never requested.
 */
export const photoShownFrom = `(min-width: ${breakpoints.desktop}px)`;

/** The hero photo: a fixed frame so the image never shifts the buttons while it loads. */
export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  '@media': { [`not all and ${photoShownFrom}`]: { display: 'none' } },
});
