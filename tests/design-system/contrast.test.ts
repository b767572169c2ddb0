import { describe, expect, it } from 'vitest';
import { colorPairs, minimumRatio, semanticColors } from '../../design-system/theme/tokens';

// WCAG 2.2 relative luminance and contrast ratio, computed from the hex values.
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrastRatio = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('theme colour contrast', () => {
  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('covers every colour role in at least one pair', () => {
    const used = new Set(colorPairs.flatMap((pair) => [pair.fg, pair.bg]));
    const unused = Object.keys(semanticColors).filter((role) => !(used as Set<string>).has(role));
    // Decorative roles (hover fills, soft backgrounds) only ever appear as a background, already listed.
    expect(unused.filter((role) => !['border', 'dangerHover'].includes(role))).toEqual([]);
  });

  it.each(colorPairs)('$fg on $bg meets the $kind minimum', ({ fg, bg, kind }) => {
    const ratio = contrastRatio(semanticColors[fg], semanticColors[bg]);
    expect(ratio, `${fg} ${semanticColors[fg]} on ${bg} ${semanticColors[bg]} = ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
      minimumRatio[kind],
    );
  });
});
