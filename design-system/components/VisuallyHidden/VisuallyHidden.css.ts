import { style } from '@vanilla-extract/css';

/**
 * The clip pattern: out of sight but still in the accessibility tree and read in order.
 * `display: none` or `visibility: hidden` would hide the text from screen readers too.
 */
export const visuallyHiddenStyles = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenStyles);
