import { articleAddresses } from '../content/blog';
import { perLanguage } from '../content/load/entries';
import { cities, services } from '../content/schema/collections';
import { entriesIn, pageIn } from '../content/siteContent';
import { staticPageKeys } from '../content/schema/pages';
import { defaultLang, langInfo, type Lang } from './lang';

/*
 * Every English site path and its twin in each language. Content names links by their English path
 * (`/contact`) and passes them through `localPath`, so a link can never point at a page that does not
 * exist in the reader's language: an unknown path throws while the site is built. Each language's
 * addresses are its entries' own: the fixed pages', the services' and their city pages', the articles'.
 */

const pathOf = (prefix: string, slug: string) => (slug === '' ? prefix || '/' : `${prefix}/${slug}`);

/** English path -> the path in `lang`, prefix included. */
const pathsIn = perLanguage((lang: Lang): ReadonlyMap<string, string> => {
  const { prefix } = langInfo[lang];
  const twins = <T extends { id: string; slug: string }>(english: readonly T[], own: readonly T[], path: (entry: T) => string): [string, string][] =>
    english.map((entry) => {
      const twin = own.find((candidate) => candidate.id === entry.id);
      if (twin === undefined) throw new Error(`No ${lang} entry "${entry.id}" for the address ${path(entry)}`);
      return [pathOf('', path(entry)), pathOf(prefix, path(twin))];
    });
  const fixed = staticPageKeys.map((key) => ({ id: key, slug: pageIn(key, lang).slug }));
  const fixedEnglish = staticPageKeys.map((key) => ({ id: key, slug: pageIn(key, defaultLang).slug }));
  const pairs = twins(fixedEnglish, fixed, (page) => page.slug);
  pairs.push(...twins(entriesIn(services, defaultLang), entriesIn(services, lang), (service) => service.slug));
  const citySlugs = entriesIn(cities, defaultLang).map((city) => city.id);
  // A service's city pages begin with its `citySlug`, in each language; a service without city pages has none.
  const cityAddresses = (language: Lang) => entriesIn(services, language).flatMap(({ id, cityPages, citySlug }) => (cityPages && citySlug !== undefined ? [{ id, slug: citySlug }] : []));
  for (const [english, own] of twins(cityAddresses(defaultLang), cityAddresses(lang), (service) => service.slug)) {
    for (const city of citySlugs) pairs.push([`${english}-${city}-ga`, `${own}-${city}-ga`]);
  }
  // Articles carry their own address in each language (articles/<lang>/<id>.md).
  for (const [englishPath, path] of articleAddresses(lang)) pairs.push([englishPath, `${prefix}${path}`]);
  return new Map(pairs);
});

/**
 * The path of an English page in a language: `localPath('es', '/contact')` is '/es/contacto'. A
 * fragment (`/contact#contact-form`) is kept. Throws for a path with no twin.
 */
export function localPath(lang: Lang, englishPath: string): string {
  if (lang === defaultLang) return englishPath;
  const [path = '', hash] = englishPath.split('#', 2);
  const translated = pathsIn(lang).get(path);
  if (translated === undefined) throw new Error(`No '${lang}' page for ${path}: give its entry an address (slug) in site/content/*/${lang}/.`);
  return hash === undefined ? translated : `${translated}#${hash}`;
}
