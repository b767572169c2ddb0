import { articlesOf } from '../content/blog';
import { contentFor } from '../content/siteContent';
import { defaultLang, langInfo, langOfPath, type Lang } from '../i18n/lang';
import { blogPageOfPath, blogPagePath } from './blogPages';
import { routesIn, normalizePath } from './routeTable';
import type { SiteRoute } from './routeTypes';

export interface BreadcrumbItem {
  readonly name: string;
  readonly path: string;
}

/** Crumb names that read better than the path segment, keyed by the crumb's full path. */
export type CrumbNames = ReadonlyMap<string, string>;

/**
 * Names the segment rule gets wrong. Article crumbs use the article title: a slug such as
 * 'insurance-claims-water-damage-guide' title-cases into a phrase nobody wrote, while the title is
 * what the visitor just clicked. 'faq' would title-case to 'Faq'.
 */
export const defaultCrumbNames: CrumbNames = new Map([
  ['/faq', 'FAQ'],
  ...articlesOf(defaultLang).map((article): [string, string] => [`/blog/${article.slug}`, article.title]),
]);

/** What a page is called in a trail: its label in the navigation or footer where it has one, else its title. */
function crumbName(route: SiteRoute): string {
  const { mainNav, footer } = contentFor(route.lang).navigation;
  const label = [...mainNav, ...footer.links.items].find((link) => link.href === route.path)?.label;
  return label ?? route.meta.title;
}

/**
 * Crumb names for the pages of a language other than English: every page by its title, since Spanish
 * slugs carry no accents ('preguntas-frecuentes' would read 'Preguntas Frecuentes', not 'Preguntas
 * frecuentes'), and the language's home as its first crumb.
 */
const namesByLang = new Map<Lang, CrumbNames>();
export function crumbNamesFor(lang: Lang): CrumbNames {
  if (lang === defaultLang) return defaultCrumbNames;
  const known = namesByLang.get(lang);
  if (known) return known;
  const names: CrumbNames = new Map(routesIn(lang).map((route): [string, string] => [route.path, crumbName(route)]));
  namesByLang.set(lang, names);
  return names;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A segment's name: hyphens become spaces, every word is capitalised, and a trailing 'ga'
 * word becomes ', GA' ('crawl-space-cleanup-monroe-ga' -> 'Crawl Space Cleanup Monroe, GA').
 */
export function segmentName(segment: string): string {
  const words = decode(segment)
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  if (words.length > 1 && words.at(-1) === 'Ga') {
    return `${words.slice(0, -1).join(' ')}, GA`;
  }
  return words.join(' ');
}

/**
 * The trail for a path: Home first, then one crumb per segment. The home page gets an empty trail,
 * because a trail holding only 'Home' is hidden anyway. Crumbs are named from `names`, by default the
 * names of the path's language.
 */
export function breadcrumbsFor(pathname: string, names?: CrumbNames): BreadcrumbItem[] {
  const path = normalizePath(pathname);
  const lang = langOfPath(path);
  const crumbNames = names ?? crumbNamesFor(lang);
  const home = langInfo[lang].prefix || '/';
  if (path === home) return [];
  // A later page of the blog is one step below the blog: `/blog/page` is no page to link to.
  const blogPage = blogPageOfPath(path);
  if (blogPage !== undefined) {
    return [...breadcrumbsFor(blogPagePath(lang, 1), crumbNames), { name: contentFor(lang).blogPaging.pageLabel(blogPage), path }];
  }
  // A language's pages start under its prefix: its home is the first crumb, not a segment of its own.
  const segments = path.slice(langInfo[lang].prefix.length).split('/').filter((segment) => segment !== '');
  const crumbs: BreadcrumbItem[] = [{ name: contentFor(lang).navigation.homeCrumb, path: home }];
  let current = langInfo[lang].prefix as string;
  for (const segment of segments) {
    current = `${current}/${segment}`;
    crumbs.push({ name: crumbNames.get(current) ?? segmentName(segment), path: current });
  }
  return crumbs;
}
