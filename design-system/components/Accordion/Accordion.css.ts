import { style } from '@vanilla-extract/css';
import { focusRingStyles } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

const divider = `1px solid ${vars.color.border}`;

/** A plain list of rows split by hairlines: no outer radius, so hover fills and focus rings are never clipped. */
export const accordion = style({
  borderBlockStart: divider,
  borderBlockEnd: divider,
});

export const item = style({
  selectors: {
    '& + &': { borderBlockStart: divider },
  },
});

/** The heading only carries the type; the button inside inherits it (the theme resets `button` to `font: inherit`). */
export const heading = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  margin: 0,
  border: 'none',
  borderRadius: 0,
  backgroundColor: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible], &:focus-visible': focusRingStyles,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.medium,
  selectors: {
    // The trigger's own state, which is in the HTML before the accordion has any script.
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

/**
 * Padding sits on this inner element and the panel itself gets no class. Collapsed panels carry
 * `hidden="until-found"`: browsers that support it hide the content with `content-visibility: hidden`
 * (the panel's own padding would still show as a gap), older ones fall back to the UA's
 * `[hidden] { display: none }`, which a `display` on the panel would override.
 */
export const panelContent = style({
  paddingInline: vars.space.small,
  paddingBlockStart: vars.space.xxsmall,
  paddingBlockEnd: vars.space.medium,
  color: vars.color.text,
});
