import { createVar, globalStyle, keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyles } from '../../theme/focusRing.css';
import { themeClass } from '../../theme/theme.css';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import type { ToastType } from './toastQueue';

/** The `view-transition-class` every toast carries, so the exit animation below can target them. */
export const toastViewTransitionClass = 'ds-toast';

const accent = createVar();

export const region = style({
  position: 'fixed',
  zIndex: 1000,
  // Phones: a centred column along the bottom edge.
  insetInline: vars.space.medium,
  bottom: vars.space.medium,
  marginInline: 'auto',
  maxWidth: '24rem',
  borderRadius: vars.radius.medium,
  outline: 'none',
  selectors: {
    // RAC portals the region into <body>, outside the app's themed root, so the region carries
    // `themeClass` itself; the theme's page background must not paint the gaps between toasts.
    [`${themeClass}&`]: { backgroundColor: 'transparent' },
    '&[data-focus-visible]': focusRingStyles,
  },
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      insetInline: `auto ${vars.space.large}`,
      bottom: vars.space.large,
      width: '24rem',
    },
  },
});

export const list = style({
  display: 'flex',
  // RAC lists the newest toast first; it sits nearest the corner.
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
});

const type = {
  success: { vars: { [accent]: vars.color.success } },
  error: { vars: { [accent]: vars.color.danger } },
  info: { vars: { [accent]: vars.color.action } },
  warning: { vars: { [accent]: vars.color.warning } },
  loading: { vars: { [accent]: vars.color.action } },
} satisfies Record<ToastType, StyleRule>;

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space.small,
    paddingBlock: vars.space.xsmall,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.xxsmall,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderInlineStart: `4px solid ${accent}`,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.large,
    outline: 'none',
    // Vertical drags scroll the page; horizontal ones are ours (swipe to dismiss).
    touchAction: 'pan-y',
    viewTransitionClass: toastViewTransitionClass,
    animation: `${enter} ${vars.duration.slow} ease-out`,
    // The snap back after a short swipe; while the finger is down the toast follows it exactly.
    transition: `translate ${vars.duration.medium} ease-out`,
    selectors: {
      '&[data-focus-visible]': focusRingStyles,
      '&[data-swiping]': { transition: 'none' },
    },
  },
  variants: { type },
});

/** Centres the 20 px icon on the title's first line, level with the close button's middle. */
export const icon = style({
  color: accent,
  marginBlockStart: `calc((${vars.size.control} - 20px) / 2)`,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({ animation: `${spin} 0.9s linear infinite` });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minHeight: vars.size.control,
  justifyContent: 'center',
  paddingBlock: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/** Read by screen readers, not drawn: the persistent live regions. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

const exit = keyframes({
  to: { opacity: 0, translate: '100% 0' },
});

// View-transition pseudo-elements hang off <html>, which may sit outside the themed root, so theme
// vars cannot be relied on here: the duration matches `duration.medium`.
// The entering toast runs its own `enter` animation; the default cross-fade on top would blur it.
globalStyle(`::view-transition-new(.${toastViewTransitionClass}):only-child`, { animation: 'none' });
globalStyle(`::view-transition-old(.${toastViewTransitionClass}):only-child`, {
  animation: `${exit} 200ms ease-in forwards`,
});
