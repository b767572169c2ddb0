import { describe, expect, it } from 'vitest';
import { designSystemLocales, designSystemSourceLocale } from '../../design-system';
import { argTypes } from '../../ladle/components';

describe("Ladle's locale switch", () => {
  it('offers every locale the design system has its words in, opening in the source locale', () => {
    expect(argTypes.locale.options).toEqual([...designSystemLocales]);
    expect(argTypes.locale.defaultValue).toBe(designSystemSourceLocale);
  });
});
