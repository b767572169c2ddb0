import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../design-system';

/**
 * Phones and tablets only: a computer cannot send a text, and its visitor has the number beside the
 * call button. A media query, so the link is right in the first paint and with scripts off. The class
 * is doubled to win over the button's own `display`, whatever order the stylesheets come in.
 */
export const phonesOnly = style({
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { selectors: { '&&': { display: 'none' } } },
  },
});
