import { langInfo, type Lang } from './lang';

/** The language the business's name is in, on every page: it is not translated. */
export const brandLang: Lang = 'en';

/**
 * The `lang` attribute for the business's name on a page in `lang`: none on pages in the name's own
 * language; on the others, the name's, so screen readers say it as it is said.
 */
export const brandLangAttribute = (lang: Lang): string | undefined => (lang === brandLang ? undefined : langInfo[brandLang].htmlLang);
