import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** The dark band the four columns sit on; DS text, headings and links take their inverse tones on it. */
export const footer = style({
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  // Focus rings inside switch to the colour that stays visible on the dark band.
  vars: { [vars.color.focusRing]: vars.color.focusRingInverse },
});

/** A link with an icon in front: the icon stays on the text's line and the target is at least 24px tall. */
export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '1.5rem',
  maxWidth: '100%',
  // The email address is one long word; let it break rather than overflow a narrow column.
  overflowWrap: 'anywhere',
});

export const badge = style({ color: vars.color.textInverse });

export const legal = style({ borderTop: `1px solid ${vars.color.surfaceInverseRaised}` });
