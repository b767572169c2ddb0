import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyles } from '../../theme/focusRing.css';
import { inverseRoles } from '../../theme/inverseRoles';
import { vars } from '../../theme/vars.css';
import type { CardTone } from './cardOptions';

const tone = {
  default: { backgroundColor: vars.color.background, borderColor: vars.color.border },
  muted: { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.border },
  inverse: {
    backgroundColor: vars.color.surfaceInverse,
    borderColor: vars.color.surfaceInverseRaised,
    color: vars.color.textInverse,
    // Everything inside reads the re-pointed roles, so links and focus rings stay visible on the dark surface.
    vars: inverseRoles,
  },
} satisfies Record<CardTone, StyleRule>;

export const card = recipe({
  base: {
    display: 'block',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: vars.radius.large,
    minWidth: 0,
  },
  variants: { tone },
  defaultVariants: { tone: 'default' },
});

const headingLink = ':is(h1, h2, h3, h4, h5, h6) a';

export const interactive = style({
  position: 'relative',
  transitionProperty: 'box-shadow, transform',
  transitionDuration: vars.duration.medium,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.medium, transform: 'translateY(-2px)' },
    [`&:has(${headingLink}:focus-visible)`]: focusRingStyles,
  },
});

// Inclusive Components "Cards": the heading's link stretches over the whole card, so the card is one
// click target while the link text stays its accessible name. The card draws the focus ring instead.
globalStyle(`${interactive} ${headingLink}`, { position: 'static' });
globalStyle(`${interactive} ${headingLink}:is([data-focus-visible], :focus-visible)`, { outline: 'none' });
globalStyle(`${interactive} ${headingLink}::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.large,
});
// Other controls in the card sit above the stretched link so they stay clickable.
globalStyle(`${interactive} :is(a, button)`, { position: 'relative', zIndex: 1 });
