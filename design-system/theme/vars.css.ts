import { createThemeContract } from '@vanilla-extract/css';
import { duration, fontSize, fontWeight, lineHeight, radius, semanticColors, shadow, space } from './tokens';

const nulls = <T extends Record<string, unknown>>(record: T) =>
  Object.fromEntries(Object.keys(record).map((key) => [key, null])) as { [K in keyof T]: null };

/** The theme contract: semantic names only. Components style against these, never against the palette. */
export const vars = createThemeContract({
  color: nulls(semanticColors),
  space: nulls(space),
  fontSize: nulls(fontSize),
  font: { body: null },
  fontWeight: nulls(fontWeight),
  lineHeight: nulls(lineHeight),
  radius: nulls(radius),
  shadow: nulls(shadow),
  duration: nulls(duration),
  focusRing: { width: null, offset: null },
  size: { container: null, control: null, controlSmall: null, controlLarge: null, controlXLarge: null, touchTarget: null },
});
