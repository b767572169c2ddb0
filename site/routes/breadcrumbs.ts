import { articleSummaries } from '../content/articleSummaries';
import { normalizePath } from './routeTable';

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
  ...articleSummaries.map((article): [string, string] => [`/blog/${article.slug}`, article.title]),
]);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The description's rule: hyphens become spaces, every word is capitalised, and a trailing 'ga'
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
 * because a trail holding only 'Home' is hidden anyway.
 */
export function breadcrumbsFor(pathname: string, names: CrumbNames = defaultCrumbNames): BreadcrumbItem[] {
  const path = normalizePath(pathname);
  if (path === '/') return [];
  const segments = path.split('/').filter((segment) => segment !== '');
  const crumbs: BreadcrumbItem[] = [{ name: 'Home', path: '/' }];
  let current = '';
  for (const segment of segments) {
    current = `${current}/${segment}`;
    crumbs.push({ name: names.get(current) ?? segmentName(segment), path: current });
  }
  return crumbs;
}
