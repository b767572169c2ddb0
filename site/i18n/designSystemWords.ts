import { designSystemLocales, designSystemSourceLocale, designSystemStrings, type DesignSystemStrings } from '../../design-system';
import { interfaceWordsIn } from '../content/siteContent';
import { langInfo, type Lang } from './lang';

/**
 * The words a language gives the design system (toasts, a link's 'opens in a new tab'): its interface
 * words' `designSystem`, else none when the design system has words of its own for the language's
 * locale. A language with neither, or with some of the words missing, does not build: its pages would
 * otherwise say them in English.
 */
export function designSystemWordsIn(lang: Lang): DesignSystemStrings | undefined {
  const { locale } = langInfo[lang];
  const own = interfaceWordsIn(lang).designSystem;
  const file = `site/content/common/${lang}/interface.json`;
  if (own === undefined) {
    if ((designSystemLocales as readonly string[]).includes(locale)) return undefined;
    throw new Error(`${file}: designSystem: is missing: the design system has no words for ${locale} (design-system/intl/), so the language gives them`);
  }
  const missing = Object.keys(designSystemStrings[designSystemSourceLocale]).filter((key) => !(key in own));
  if (missing.length > 0) throw new Error(`${file}: designSystem: is missing ${missing.join(', ')}`);
  return own as DesignSystemStrings;
}
