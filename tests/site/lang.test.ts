// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { designSystemSourceLocale, designSystemStrings } from '../../design-system';
import { designSystemWordsIn, designSystemWordsOf } from '../../site/i18n/designSystemWords';
import { langInfo, languages } from '../../site/i18n/lang';

const sourceWords = designSystemStrings[designSystemSourceLocale];

describe('the languages of the site', () => {
  it.each(languages)("have the design system's words in their locale, its own or the language's: %s", (lang) => {
    const words = designSystemWordsIn(lang) ?? designSystemStrings[langInfo[lang].locale as keyof typeof designSystemStrings];
    expect(Object.keys(words).sort()).toEqual(Object.keys(sourceWords).sort());
  });

  it('give the design system their own words for a locale it has none for, every one of them, or do not build', () => {
    expect(designSystemWordsOf('es-US', undefined, 'x.json')).toBeUndefined();
    expect(designSystemWordsOf('en-XA', { ...sourceWords }, 'x.json')).toEqual(sourceWords);
    expect(() => designSystemWordsOf('fr-FR', undefined, 'common/fr/interface.json')).toThrow(
      'common/fr/interface.json: designSystem: is missing: the design system has no words for fr-FR (design-system/intl/), so the language gives them',
    );
    const { 'toast.close': _close, ...partial } = sourceWords;
    expect(() => designSystemWordsOf('fr-FR', partial, 'common/fr/interface.json')).toThrow('common/fr/interface.json: designSystem: is missing toast.close');
  });
});
