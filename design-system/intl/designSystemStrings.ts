import enUS from './en-US';
import esUS from './es-US';

/**
 * The locale the design system's words are written in first, and the one a locale without words of
 * its own gets (React Aria's default too). `as const`, so that as a key below it keeps
 * `DesignSystemLocale` a union of literals rather than widening to string.
 */
export const designSystemSourceLocale = 'en-US' as const;

/**
 * The design system's own words, one dictionary per locale, in React Aria's shape (locale -> key ->
 * string). The app's messages come from the app; these belong to the components. A locale is one
 * file here and one line below.
 */
export const designSystemStrings = {
  [designSystemSourceLocale]: enUS,
  'es-US': esUS,
} as const satisfies Record<string, Record<DesignSystemStringKey, string>>;

export type DesignSystemStringKey = keyof typeof enUS;

export type DesignSystemLocale = keyof typeof designSystemStrings;

export type DesignSystemStrings = Readonly<Record<DesignSystemStringKey, string>>;

/** Every locale the design system has its words in, the source locale first: Ladle's locale switch lists these. */
export const designSystemLocales = Object.keys(designSystemStrings) as readonly DesignSystemLocale[];

/**
 * The words for a locale, chosen as React Aria's `LocalizedStringDictionary` chooses among locales
 * like these: the locale's own, else those of the first locale of its language ('es-MX' gets
 * 'es-US'), else the source locale's. Written out rather than calling React Aria's class: the toasts'
 * live regions load with every form and need the words at once, and the class would add about 0.9 KB
 * gzip to those pages. The tests check both choose alike.
 */
export function designSystemStringsFor(locale: string): DesignSystemStrings {
  const language = `${locale.split('-')[0]?.toLowerCase()}-`;
  const chosen =
    designSystemLocales.find((candidate) => candidate === locale) ?? designSystemLocales.find((candidate) => candidate.startsWith(language));
  return designSystemStrings[chosen ?? designSystemSourceLocale];
}
