import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../design-system/theme/contrast';
import { colorPairs, minimumRatio, semanticColors } from '../../design-system/theme/tokens';

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
