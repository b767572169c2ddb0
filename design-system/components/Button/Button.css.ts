import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyles } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';
import type { ButtonSize, ButtonVariant } from './buttonVariants';

// The emergency button's ring grows and fades. Only transform and opacity change, which the browser
// animates off the main thread: animating box-shadow repainted the button on every frame, forever,
// and on a throttled phone those paints were most of the page's main-thread time (Lighthouse's total
// blocking time on /contact: 120 ms with it, 25-40 ms without).
const pulse = keyframes({
  '0%': { opacity: 0.7, transform: 'scale(0.96)' },
  '70%': { opacity: 0, transform: 'scale(1.08, 1.3)' },
  '100%': { opacity: 0, transform: 'scale(1.08, 1.3)' },
});

const solid = (background: string, color: string, hover: string): StyleRule => ({
  backgroundColor: background,
  color,
  selectors: { '&[data-hovered]': { backgroundColor: hover } },
});

const emergencySolid = solid(vars.color.emergency, vars.color.onEmergency, vars.color.emergencyHover);

const variant = {
  default: solid(vars.color.action, vars.color.onAction, vars.color.actionHover),
  destructive: solid(vars.color.danger, vars.color.onDanger, vars.color.dangerHover),
  outline: {
    backgroundColor: vars.color.background,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted } },
  },
  secondary: {
    backgroundColor: vars.color.actionSoft,
    color: vars.color.onActionSoft,
    selectors: { '&[data-hovered]': { borderColor: vars.color.onActionSoft } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.action,
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted } },
  },
  link: {
    backgroundColor: 'transparent',
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    paddingInline: '0.25rem',
    selectors: { '&[data-hovered]': { color: vars.color.linkHover, textDecorationThickness: '2px' } },
  },
  hero: {
    backgroundColor: vars.color.background,
    color: vars.color.action,
    borderColor: vars.color.action,
    boxShadow: vars.shadow.large,
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.actionSoft } },
  },
  cta: {
    ...solid(vars.color.accent, vars.color.onAccent, vars.color.accentHover),
    boxShadow: vars.shadow.medium,
  },
  emergency: {
    ...emergencySolid,
    boxShadow: vars.shadow.medium,
    '::after': {
      content: '""',
      position: 'absolute',
      inset: '-2px',
      borderRadius: 'inherit',
      boxShadow: `0 0 0 4px color-mix(in srgb, ${vars.color.emergency} 55%, transparent)`,
      opacity: 0,
      pointerEvents: 'none',
      // Twice, then still: under the five seconds after which WCAG 2.2.2 asks for a way to stop
      // moving content. A ring that pulsed forever also kept every open page drawing frames (four
      // idle tabs of the site took 15% of a two-core machine; once it stops, what reduced motion takes).
      animation: `${pulse} 2.4s ease-out 2`,
    },
    selectors: {
      ...emergencySolid.selectors,
      '&[data-disabled]::after': { animation: 'none' },
    },
  },
} satisfies Record<ButtonVariant, StyleRule>;

const size = {
  default: { minHeight: vars.size.control, paddingInline: vars.space.medium, fontSize: vars.fontSize.medium },
  sm: { minHeight: vars.size.controlSmall, paddingInline: vars.space.small, fontSize: vars.fontSize.small },
  lg: { minHeight: vars.size.controlLarge, paddingInline: vars.space.large, fontSize: vars.fontSize.large },
  xl: { minHeight: vars.size.controlXLarge, paddingInline: vars.space.xlarge, fontSize: vars.fontSize.xlarge },
  icon: { width: vars.size.control, height: vars.size.control, padding: 0, flexShrink: 0 },
} satisfies Record<ButtonSize, StyleRule>;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    paddingBlock: vars.space.xxsmall,
    border: '2px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, transform, box-shadow',
    transitionDuration: vars.duration.fast,
    outline: 'none',
    position: 'relative',
    selectors: {
      '&[data-focus-visible], &:focus-visible': focusRingStyles,
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed', boxShadow: 'none' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: { variant, size },
  defaultVariants: { variant: 'default', size: 'default' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Drawn beside the label, which stays visible and stays the button's accessible name. */
export const spinner = style({
  animation: `${spin} 0.9s linear infinite`,
});
