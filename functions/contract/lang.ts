export interface LangInfo {
  /** `<html lang>`. */
  readonly htmlLang: string;
  /** `hreflang` of the alternate links and the sitemap. */
  readonly hreflang: string;
  /** BCP 47 locale for `Intl` and React Aria's `I18nProvider`. */
  readonly locale: string;
  /** Open Graph's `og:locale`. */
  readonly ogLocale: string;
  /** The language's own name for itself: what the switcher link says. */
  readonly name: string;
  /** Where the language's pages live: '' for the default, '/es' for Spanish. */
  readonly prefix: '' | `/${string}`;
}

/**
 * The site's languages, the one place they are named: a language is a line here and its folder of
 * words in each collection of the content (site/content/<collection>/<lang>/). English is the default
 * and lives at the root; every other language lives under its own prefix (`/es/...`). Pages, head
 * tags, structured data, the sitemap, the forms and `Intl` read what a language is called and how it
 * formats from here.
 */
export const langInfo = {
  en: { htmlLang: 'en-US', hreflang: 'en', locale: 'en-US', ogLocale: 'en_US', name: 'English', prefix: '' },
  es: { htmlLang: 'es', hreflang: 'es', locale: 'es-US', ogLocale: 'es_US', name: 'Español', prefix: '/es' },
} as const satisfies Record<string, LangInfo>;

export type Lang = keyof typeof langInfo;

/** The languages, in the order of the list above. */
export const languages = Object.keys(langInfo) as readonly Lang[];

/** The language at the root of the site, and the one `x-default` points to: its files hold what every language shares. */
export const defaultLang: Lang = 'en';

export const isLang = (value: unknown): value is Lang => languages.includes(value as Lang);

/** The language a site path is in, from its prefix. */
export function langOfPath(path: string): Lang {
  for (const lang of languages) {
    const { prefix } = langInfo[lang];
    if (prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))) return lang;
  }
  return defaultLang;
}

/** The language an `<html lang>` value names (the browser side of the islands reads it). */
export function langOfHtmlLang(value: string | null | undefined): Lang {
  const primary = (value ?? '').toLowerCase().split('-')[0];
  return isLang(primary) ? primary : defaultLang;
}

/** The other languages of the site, for the switcher and the alternates. */
export const otherLanguages = (lang: Lang): readonly Lang[] => languages.filter((other) => other !== lang);
