import { articleSlugs, cityServiceSlugs as esCityServiceSlugs, serviceSlugs, staticPaths } from '../content/es/slugs';
import { articleSlugs as enArticleSlugs, citySlugs, cityServiceSlugs, servicePageSlugs } from '../content/types';
import type { Lang } from './lang';

/*
 * Every English site path and its twin in each language. Content names links by their English path
 * (`/contact`) and passes them through `localPath`, so a link can never point at a page that does not
 * exist in the reader's language: an unknown path throws while the site is built.
 */

function buildSpanishPaths(): ReadonlyMap<string, string> {
  const pairs: [string, string][] = Object.entries(staticPaths);
  for (const slug of servicePageSlugs) pairs.push([`/${slug}`, `/es/${serviceSlugs[slug]}`]);
  for (const service of cityServiceSlugs) {
    for (const city of citySlugs) pairs.push([`/${service}-${city}-ga`, `/es/${esCityServiceSlugs[service]}-${city}-ga`]);
  }
  for (const slug of enArticleSlugs) pairs.push([`/blog/${slug}`, `/es/blog/${articleSlugs[slug]}`]);
  return new Map(pairs);
}

const spanishPaths = buildSpanishPaths();

/**
 * The path of an English page in a language: `localPath('es', '/contact')` is '/es/contacto'. A
 * fragment (`/contact#contact-form`) is kept. Throws for a path with no twin.
 */
export function localPath(lang: Lang, englishPath: string): string {
  if (lang === 'en') return englishPath;
  const [path = '', hash] = englishPath.split('#', 2);
  const translated = spanishPaths.get(path);
  if (translated === undefined) throw new Error(`No Spanish page for ${path}: add its slug to site/content/es/slugs.ts.`);
  return hash === undefined ? translated : `${translated}#${hash}`;
}

/** A shorthand for Spanish content: `es('/contact')`. */
export const es = (englishPath: string) => localPath('es', englishPath);
