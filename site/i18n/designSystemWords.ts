import { designSystemLocales, designSystemSourceLocale, designSystemStrings, type DesignSystemStrings } from '../../design-system';
import { interfaceWordsIn } from '../content/siteContent';
import { langInfo, type Lang } from './lang';

/**
 * The words a locale gives the design system: `own`, complete, or none when the design system has its
 * own for the locale; else a stop naming the file (`where`) and what is missing.
 */
export function designSystemWordsOf(locale: string, own: Readonly<Record<string, string>> | undefined, where: string): DesignSystemStrings | undefined {
  if (own === undefined) {
    if ((designSystemLocales as readonly string[]).includes(locale)) return undefined;
    throw new Error(`${where}: designSystem: is missing: the design system has no words for ${locale} (design-system/intl/), so the language gives them`);
  }
  const missing = Object.keys(designSystemStrings[designSystemSourceLocale]).filter((key) => !(key in own));
  if (missing.length > 0) throw new Error(`${where}: designSystem: is missing ${missing.join(', ')}`);
  return own as DesignSystemStrings;
}

/**
 * The words a language gives the design system (toasts, a link's 'opens in a new tab'): its interface
 * words' `designSystem`, else none when the design system has words of its own for the language's
 * locale. A language with neither, or with some of the words missing, does not build: its pages would
 * otherwise say them in English.
 */
export const designSystemWordsIn = (lang: Lang): DesignSystemStrings | undefined =>
  designSystemWordsOf(langInfo[lang].locale, interfaceWordsIn(lang).designSystem, `site/content/common/${lang}/interface.json`);
