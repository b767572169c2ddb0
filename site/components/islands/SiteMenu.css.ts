/**
 * The site's navigation: a popover under the header on phones (opened natively by its toggle, before
 * and without JavaScript), a row of links on desktop.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../design-system';
import { desktop, headerAnchor, headerHeight } from '../SiteHeader.css';

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
