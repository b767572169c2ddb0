import { createTheme, globalStyle } from '@vanilla-extract/css';
import { duration, fontFamily, fontSize, fontWeight, lineHeight, radius, semanticColors, shadow, space } from './tokens';
import { vars } from './vars.css';

/** Apply to the root element (`<html>` or the app root) to give its tree the theme's values. */
export const themeClass = createTheme(vars, {
  color: semanticColors,
  space,
  fontSize,
  font: { body: fontFamily.body },
  fontWeight,
  lineHeight,
  radius,
  shadow,
  duration,
  focusRing: { width: '3px', offset: '2px' },
  size: {
    container: '75rem',
    control: '2.75rem',
    controlSmall: '2.25rem',
    controlLarge: '3rem',
    controlXLarge: '3.5rem',
    // WCAG 2.2 2.5.8 asks for 24px; 44px is the comfortable thumb size we aim for on phones.
    touchTarget: '2.75rem',
  },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
});
globalStyle('body', { margin: 0 });
globalStyle(`${themeClass}`, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('img, svg, video, canvas, picture', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('[hidden]:not([hidden="until-found"])', { display: 'none !important' });
// Sites with a sticky header add their own scroll-padding-top on html; this is breathing room.
globalStyle(':target', { scrollMarginTop: '1rem' });

// Motion is decoration here: people who ask the system for less get none.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
globalStyle('html', {
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});
