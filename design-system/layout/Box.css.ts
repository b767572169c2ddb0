import { layer, style } from '@vanilla-extract/css';

// Resets sit in a cascade layer so any sprinkles padding on the same element wins over them.
const reset = layer('box-reset');

export const list = style({
  '@layer': { [reset]: { listStyle: 'none', padding: 0, margin: 0 } },
});
