import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../design-system';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

/** The box an embed occupies before and after it loads: a fixed ratio, so loading shifts nothing. */
export const frame = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});

export const mapRatio = style({ aspectRatio: '4 / 3', '@media': { [tablet]: { aspectRatio: '16 / 9' } } });
export const videoRatio = style({ aspectRatio: '16 / 9' });

export const iframe = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

const preview = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  textAlign: 'center',
});

/** Streets on a grid, drawn in CSS and SVG: a hint of a map with no request to a map server. */
export const mapPreview = style([
  preview,
  {
    backgroundColor: vars.color.surfaceMuted,
    backgroundImage: [
      `repeating-linear-gradient(0deg, ${vars.color.border} 0 1px, transparent 1px 2.5rem)`,
      `repeating-linear-gradient(90deg, ${vars.color.border} 0 1px, transparent 1px 2.5rem)`,
    ].join(', '),
  },
]);

export const drawing = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', maxWidth: 'none' });
export const road = style({ stroke: vars.color.background, strokeWidth: 14, strokeLinecap: 'round', fill: 'none' });
export const minorRoad = style({ stroke: vars.color.background, strokeWidth: 6, strokeLinecap: 'round', fill: 'none' });
export const water = style({ stroke: vars.color.actionSoft, strokeWidth: 22, strokeLinecap: 'round', fill: 'none' });
export const park = style({ fill: vars.color.successSoft, stroke: vars.color.border });

/** Content over the drawing. */
export const overlay = style({ position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.small });

export const pin = style({ color: vars.color.emergency, filter: `drop-shadow(0 2px 2px ${vars.color.borderStrong})` });

export const caption = style({
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

/** A neutral poster: no thumbnail is fetched from the video host until the visitor asks for the video. */
export const videoPreview = style([
  preview,
  {
    backgroundColor: vars.color.surfaceInverse,
    backgroundImage: `radial-gradient(circle at 25% 20%, ${vars.color.surfaceInverseRaised}, ${vars.color.surfaceInverse} 70%)`,
    color: vars.color.textInverse,
    // Focus rings inside switch to the colour that stays visible on the dark poster.
    vars: { [vars.color.focusRing]: vars.color.focusRingInverse },
  },
]);

export const videoTitle = style({
  position: 'absolute',
  top: vars.space.medium,
  left: vars.space.medium,
  right: vars.space.medium,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'left',
});

export const iconLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

/**
 * The widget and the rating summary share one grid cell with a reserved height, so swapping one for
 * the other moves nothing below.
 */
export const reviews = style({ display: 'grid', minHeight: '13rem' });
export const reviewsLayer = style({ gridArea: '1 / 1', minWidth: 0 });

export const stars = style({ display: 'inline-flex', gap: vars.space.xxsmall, color: vars.color.warning });
export const starFilled = style({ fill: vars.color.highlight });

export const ratingValue = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
