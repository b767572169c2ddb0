import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../design-system';

/** Where the header (and its menu) lays out as a desktop's. */
export const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/** Tallest the sticky header gets at each size; anything scrolled to must clear it. */
export const headerHeight = { mobile: '7.5rem', desktop: '8.5rem' } as const;

// WCAG 2.2 2.4.11: without this, keyboard focus moving up the page can land hidden under the sticky
// header, because the browser only scrolls the element to the viewport's top edge.
globalStyle('html', {
  scrollPaddingTop: headerHeight.mobile,
  '@media': { [desktop]: { scrollPaddingTop: headerHeight.desktop } },
});

/** The header's name for anchor positioning: the phone menu opens right under it. */
export const headerAnchor = '--site-header';

export const header = style({
  anchorName: headerAnchor,
  // Stays in place while the page under it changes (cross-document view transitions).
  viewTransitionName: 'site-header',
  position: 'sticky',
  top: 0,
  zIndex: 100,
  backgroundColor: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
});

/**
 * Phones: brand and phone number on the first row, the two actions and the menu toggle on the second,
 * so 'Call Now' never scrolls away. Desktop: brand, phone and actions, then the navigation row.
 * The source order is the same at every width, so the tab order follows what is on screen.
 */
export const bar = style({
  display: 'grid',
  // The last column is exactly the toggle, so the phone block above it cannot squeeze the actions.
  gridTemplateColumns: `minmax(0, 1fr) auto ${vars.size.control}`,
  gridTemplateAreas: '"brand contact contact" "actions actions nav"',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"brand . contact actions" "nav nav nav nav"',
      columnGap: vars.space.large,
      rowGap: vars.space.xsmall,
      paddingBlock: `${vars.space.small} 0`,
    },
  },
});

export const brand = style({
  gridArea: 'brand',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.medium,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.action,
  color: vars.color.onAction,
});

export const brandName = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [desktop]: { fontSize: vars.fontSize.xlarge } },
});

export const contact = style({
  gridArea: 'contact',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: vars.lineHeight.tight,
  textAlign: 'right',
});

export const emergencyNote = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
  whiteSpace: 'nowrap',
  '@media': { [desktop]: { fontSize: vars.fontSize.small } },
});

export const phoneLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '1.5rem',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  '@media': { [desktop]: { fontSize: vars.fontSize.large } },
});

/** The language switcher: small, under the phone number, with a target at least 24 px tall. */
export const languageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.action,
  textDecoration: 'underline',
  borderRadius: vars.radius.small,
  '@media': { [desktop]: { fontSize: vars.fontSize.small } },
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/**
 * On phones the two actions share the row with the text link; on desktop they take their natural
 * width. On the narrowest phones (and at high zoom) the icons go first, then the labels may wrap, so
 * nothing is ever covered.
 */
export const action = style({
  flex: '1 1 auto',
  minWidth: 0,
  '@media': {
    // Beside the text link and the menu toggle, the narrowest phones keep 'Escríbanos' inside its button.
    'screen and (max-width: 399.98px)': { paddingInline: vars.space.xsmall },
    [desktop]: { flex: '0 0 auto', whiteSpace: 'nowrap' },
  },
});

globalStyle(`${action} > svg`, { '@media': { 'screen and (max-width: 399.98px)': { display: 'none' } } });
