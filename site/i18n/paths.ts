import * as spanishSlugs from '../content/es/slugs';
import { articleAddresses } from '../content/blog';
import { citySlugs, cityServiceSlugs, servicePageSlugs, type CityServiceSlug, type ServicePageSlug } from '../content/types';
import { defaultLang, langInfo, type Lang } from './lang';

/*
 * Every English site path and its twin in each language. Content names links by their English path
 * (`/contact`) and passes them through `localPath`, so a link can never point at a page that does not
 * exist in the reader's language: an unknown path throws while the site is built.
 */

/** What a language calls the English pages: the shape of each `content/<lang>/slugs.ts`. */
export interface LanguageSlugs {
  /** Static pages: English path -> the whole path in the language, prefix included. */
  readonly staticPaths: Readonly<Record<string, string>>;
  readonly serviceSlugs: Readonly<Record<ServicePageSlug, string>>;
  /** City pages are `{prefix}/{service}-{city}-ga`: city names stay as they are. */
  readonly cityServiceSlugs: Readonly<Record<CityServiceSlug, string>>;
}

function buildPaths(lang: Lang, slugs: LanguageSlugs): ReadonlyMap<string, string> {
  const { prefix } = langInfo[lang];
  const pairs: [string, string][] = Object.entries(slugs.staticPaths);
  for (const slug of servicePageSlugs) pairs.push([`/${slug}`, `${prefix}/${slugs.serviceSlugs[slug]}`]);
  for (const service of cityServiceSlugs) {
    for (const city of citySlugs) pairs.push([`/${service}-${city}-ga`, `${prefix}/${slugs.cityServiceSlugs[service]}-${city}-ga`]);
  }
  // Articles carry their own address in each language (articles/<lang>/<id>.md).
  for (const [englishPath, path] of articleAddresses(lang)) pairs.push([englishPath, `${prefix}${path}`]);
  return new Map(pairs);
}

/** The addresses of every language but the default one, whose pages are at their English paths. */
const pathMaps: { readonly [L in Lang]?: ReadonlyMap<string, string> } = {
  es: buildPaths('es', spanishSlugs),
};

/**
 * The path of an English page in a language: `localPath('es', '/contact')` is '/es/contacto'. A
 * fragment (`/contact#contact-form`) is kept. Throws for a language without addresses, and for a path
 * with no twin.
 */
export function localPath(lang: Lang, englishPath: string): string {
  if (lang === defaultLang) return englishPath;
  const paths = pathMaps[lang];
  if (paths === undefined) {
    throw new Error(`No addresses for the language '${lang}': write site/content/${lang}/slugs.ts and add its map to pathMaps in site/i18n/paths.ts.`);
  }
  const [path = '', hash] = englishPath.split('#', 2);
  const translated = paths.get(path);
  if (translated === undefined) throw new Error(`No '${lang}' page for ${path}: add its slug to site/content/${lang}/slugs.ts.`);
  return hash === undefined ? translated : `${translated}#${hash}`;
}

/** A shorthand for Spanish content: `es('/contact')`. */
export const es = (englishPath: string) => localPath('es', englishPath);
