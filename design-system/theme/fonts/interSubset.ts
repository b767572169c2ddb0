/**
 * What the self-hosted Inter is cut down to. Fontsource's latin file (48 KB) covers every weight from
 * 100 to 900 and glyphs the site never sets; the subset keeps the weights the theme uses (400-700) and
 * the characters in `unicodeRanges`, about 28 KB. It is on every page's critical path (preloaded), so on
 * a phone on slow data those 20 KB are time to the first readable text.
 *
 * `npm run font:subset` regenerates `inter-subset.woff2` from these values; a unit test checks the
 * committed file against them and an e2e test checks that every character in the built pages is covered.
 * A character outside the ranges (a visitor typing a name in Greek, say) is drawn by the fallback font.
 */

/** Code point ranges, inclusive. */
export const unicodeRanges: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1: no-break space, ©, ·, accented letters in names, and all of Spanish (á é í ó ú ñ ü ¿ ¡ « »)
  [0x2010, 0x2027], // dashes, curly quotes, dagger, bullet, ellipsis
  [0x2030, 0x2030], // per mille
  [0x2039, 0x203a], // single guillemets
  [0x20ac, 0x20ac], // euro
  [0x2122, 0x2122], // trade mark
  [0x2212, 0x2212], // minus
];

/** The weight axis is pinned to the theme's weights (`fontWeight` in theme.css.ts: 400, 550, 700). */
export const weightRange = { min: 400, max: 700 } as const;

export const fontFamilyName = 'Inter Variable';

export const isInSubset = (codePoint: number) => unicodeRanges.some(([start, end]) => codePoint >= start && codePoint <= end);

/** Every code point of the subset, in order. */
export function subsetCodePoints(): number[] {
  return unicodeRanges.flatMap(([start, end]) => Array.from({ length: end - start + 1 }, (_, index) => start + index));
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The `unicode-range` descriptor for the `@font-face` rule in `inter.css`. */
export function unicodeRangeDescriptor(): string {
  return unicodeRanges.map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)).join(', ');
}
