import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../design-system';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/** Tallest the sticky header gets at each size; anything scrolled to must clear it. */
const headerHeight = { mobile: '7.5rem', desktop: '8.5rem' } as const;

// WCAG 2.2 2.4.11: without this, keyboard focus moving up the page can land hidden under the sticky
// header, because the browser only scrolls the element to the viewport's top edge.
globalStyle('html', {
  scrollPaddingTop: headerHeight.mobile,
  '@media': { [desktop]: { scrollPaddingTop: headerHeight.desktop } },
});

/** Keeps the footer at the bottom of short pages (the 404 page). */
export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({
  flex: '1 0 auto',
  // Focus lands here from the skip link; it is a region, not a control.
  selectors: { '&:focus': { outline: 'none' } },
});

/** The header's name for anchor positioning: the phone menu opens right under it. */
const headerAnchor = '--site-header';

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
 * On phones the two actions share the row; on desktop they take their natural width. On the narrowest
 * phones (and at high zoom) the icons go first, then the labels may wrap, so nothing is ever covered.
 */
export const action = style({
  flex: '1 1 auto',
  minWidth: 0,
  '@media': { [desktop]: { flex: '0 0 auto', whiteSpace: 'nowrap' } },
});

globalStyle(`${action} > svg`, { '@media': { 'screen and (max-width: 399.98px)': { display: 'none' } } });

export const nav = style({
  gridArea: 'nav',
  '@media': {
    [desktop]: {
      borderTop: `1px solid ${vars.color.border}`,
      paddingBlock: vars.space.xxsmall,
    },
  },
});

export const toggle = style({
  '@media': { [desktop]: { display: 'none' } },
});

/**
 * Phones: a popover panel just under the header, hidden until the toggle opens it; the browser shows
 * and hides it (with or without JavaScript), and it sits in the top layer, above the page.
 * Desktop: always shown as a row, whatever the toggle last said.
 */
export const menu = style({
  // A list for assistive technology (it announces the number of links), not bullets on screen.
  listStyle: 'none',
  selectors: {
    '&:popover-open': {
      display: 'flex',
      flexDirection: 'column',
      position: 'fixed',
      // Right under the sticky header, wherever the page is scrolled.
      positionAnchor: headerAnchor,
      top: 'anchor(bottom)',
      left: 0,
      right: 0,
      bottom: 'auto',
      width: 'auto',
      margin: 0,
      maxHeight: `calc(100dvh - ${headerHeight.mobile})`,
      overflowY: 'auto',
      paddingBlock: vars.space.xsmall,
      paddingInline: vars.space.medium,
      color: vars.color.text,
      backgroundColor: vars.color.background,
      border: 'none',
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.large,
    },
  },
  '@supports': {
    // Without anchor positioning, the header's tallest height on a phone.
    'not (anchor-name: --a)': { selectors: { '&:popover-open': { top: headerHeight.mobile } } },
  },
  '@media': {
    [desktop]: {
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space.xxsmall,
      position: 'static',
      inset: 'auto',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      padding: 0,
      // Lines the first link's text up with the brand above it; the link keeps its padded target.
      margin: `0 0 0 calc(-1 * ${vars.space.medium})`,
      color: 'inherit',
      backgroundColor: 'transparent',
      border: 'none',
      boxShadow: 'none',
    },
  },
});

export const menuItem = style({
  selectors: {
    [`${menu}:popover-open > &:not(:first-child)`]: { borderTop: `1px solid ${vars.color.border}` },
  },
  '@media': {
    [desktop]: { selectors: { [`${menu}:popover-open > &:not(:first-child)`]: { borderTop: 'none' } } },
  },
});

/** The toggle shows a menu icon while the menu is closed and a cross while it is open (no script needed). */
export const iconWhenClosed = style({});
export const iconWhenOpen = style({ display: 'none' });
globalStyle(`${nav}:has(:popover-open) ${iconWhenClosed}`, { display: 'none' });
globalStyle(`${nav}:has(:popover-open) ${iconWhenOpen}`, { display: 'block' });

export const navLink = style({
  selectors: {
    // A bar under the current page's link: a shape, so the cue does not rely on colour.
    '&[data-current]': { boxShadow: `inset 0 -3px 0 0 ${vars.color.action}`, color: vars.color.text },
  },
});

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
