// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { designSystemLocales } from '../../design-system';
import { langInfo, languages } from '../../site/i18n/lang';

describe('the languages of the site', () => {
  it.each(languages)("have the design system's own words in their locale: %s", (lang) => {
    expect(designSystemLocales).toContain(langInfo[lang].locale);
  });
});
