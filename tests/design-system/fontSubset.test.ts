// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { isInSubset, subsetCodePoints, unicodeRangeDescriptor, weightRange } from '../../design-system/theme/fonts/interSubset';
import { buildInterSubset, sourceFontPath, subsetFontPath } from '../../design-system/theme/fonts/subsetInter';

async function openFont(file: string) {
  const sfnt = await convert(await readFile(file), 'sfnt');
  return new Face(new Blob(new Uint8Array(sfnt)));
}

describe('the Inter subset', () => {
  it('is what `npm run font:subset` makes from the ranges in interSubset.ts (rerun it after changing them)', async () => {
    const committed = await readFile(subsetFontPath);
    expect((await buildInterSubset()).equals(committed)).toBe(true);
  });

  it('has a glyph for every code point it declares that the source font has, and nothing else', async () => {
    const source = new Set((await openFont(sourceFontPath)).collectUnicodes());
    const subset = new Set((await openFont(subsetFontPath)).collectUnicodes());
    const expected = subsetCodePoints().filter((codePoint) => source.has(codePoint));
    expect([...subset].sort((a, b) => a - b)).toEqual(expected);
    // The characters the copy uses beyond ASCII must be among them.
    for (const character of '©’‘“”·–—…é') expect(subset.has(character.codePointAt(0) ?? 0), character).toBe(true);
  });

  it('draws every letter and sign Spanish needs, so the Spanish pages never fall back mid-word', async () => {
    const subset = new Set((await openFont(subsetFontPath)).collectUnicodes());
    for (const character of 'áéíóúñüÁÉÍÓÚÑÜ¿¡«»') expect(subset.has(character.codePointAt(0) ?? 0), character).toBe(true);
  });

  it('keeps the weight axis from 400 to 700, the weights the theme uses', async () => {
    const axes = (await openFont(subsetFontPath)).getAxisInfos();
    expect(axes.wght).toMatchObject({ min: weightRange.min, max: weightRange.max });
  });

  it('is at most 30 KB, against 47 KB for the full latin file', async () => {
    expect((await readFile(subsetFontPath)).byteLength).toBeLessThanOrEqual(30 * 1024);
  });

  it('is declared in inter.css with the same unicode-range, weights, swap and WOFF2 variations format', async () => {
    const css = await readFile(new URL('../../design-system/theme/fonts/inter.css', import.meta.url), 'utf8');
    expect(css).toContain(`unicode-range: ${unicodeRangeDescriptor()};`);
    expect(css).toContain(`font-weight: ${weightRange.min} ${weightRange.max};`);
    expect(css).toContain('font-display: swap;');
    expect(css).toMatch(/src: url\('\.\/inter-subset\.woff2'\) format\('woff2-variations'\)/);
  });

  it('tells which characters it covers', () => {
    expect(isInSubset('A'.codePointAt(0) ?? 0)).toBe(true);
    expect(isInSubset('’'.codePointAt(0) ?? 0)).toBe(true);
    expect(isInSubset('Ж'.codePointAt(0) ?? 0)).toBe(false);
  });
});
