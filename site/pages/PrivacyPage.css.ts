import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

/** The policy's lists read as lists: bullets, indented under the paragraph that introduces them. */
export const list = style({
  listStyle: 'disc',
  paddingInlineStart: vars.space.large,
});
