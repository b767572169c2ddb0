import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const tooltip = style({
  maxWidth: '18rem',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  // Transparent in normal rendering; in forced-colors mode it becomes the only visible edge.
  border: '1px solid transparent',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
  transitionProperty: 'opacity',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: 'ease-out',
  selectors: {
    // RAC keeps the element mounted while data-exiting is set, until the transition has run.
    '&[data-entering], &[data-exiting]': { opacity: 0 },
  },
});

/** A square box with the triangle in its upper half, so a rotation about the centre points it anywhere. */
export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceInverse,
  selectors: {
    '[data-placement="bottom"] > &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] > &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] > &': { transform: 'rotate(90deg)' },
  },
});
