import { style } from '@vanilla-extract/css';

/** Keeps the footer at the bottom of short pages (the 404 page). */
export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({
  flex: '1 0 auto',
  // Focus lands here from the skip link; it is a region, not a control.
  selectors: { '&:focus': { outline: 'none' } },
});
