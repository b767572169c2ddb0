/**
 * How the blog's list is split into pages: pure functions of the article summaries, so the route
 * table, the page and the tests agree on which article is on which page and at which address.
 */
import { contentFor } from '../content/siteContent';
import { langInfo, langOfPath, type Lang } from '../i18n/lang';
import { localPath } from '../i18n/paths';

/** Cards on one page of the blog: four rows of the desktop grid's three, six of the tablet's two. */
export const articlesPerPage = 12;

/** How many pages a list of `count` articles fills; an empty blog still has its first page. */
export const blogPageCount = (count: number, perPage: number = articlesPerPage): number => Math.max(1, Math.ceil(count / perPage));

/** The articles on a page (numbered from 1); a page past the last, or below 1, holds none. */
export function blogPageSlice<T>(items: readonly T[], page: number, perPage: number = articlesPerPage): readonly T[] {
  if (!Number.isInteger(page) || page < 1) return [];
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Newest first by publication date; the order the blog, its pages and the feeds list articles in. */
export const newestFirst = <T extends { readonly publishedAt: string }>(items: readonly T[]): T[] =>
  items.toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt));

/**
 * A page's address in a language: page 1 is the blog itself (`/blog`, `/es/blog`), so its address never
 * changes as the list grows; later pages are `/blog/page/2` and `/es/blog/pagina/2`.
 */
export function blogPagePath(lang: Lang, page: number): string {
  if (!Number.isInteger(page) || page < 1) throw new Error(`No blog page ${page}: pages are numbered from 1.`);
  const blog = localPath(lang, '/blog');
  return page === 1 ? blog : `${blog}/${contentFor(lang).blogPaging.pathSegment}/${page}`;
}

/**
 * The page number of a later page's address, in its language's words (`/es/blog/pagina/3` -> 3);
 * undefined for any other address, `/blog/page/1` included, since page 1 lives at `/blog`.
 */
export function blogPageOfPath(path: string): number | undefined {
  const lang = langOfPath(path);
  const pattern = new RegExp(`^${langInfo[lang].prefix}/blog/${contentFor(lang).blogPaging.pathSegment}/([1-9][0-9]*)$`);
  const page = Number(pattern.exec(path)?.[1]);
  return page >= 2 ? page : undefined;
}

/** A gap in the page links, where the numbers between two shown ones are left out. */
export type PageLinkGap = 'gap';

/**
 * The page numbers the links show: every page while there are few, else the first, the last and the
 * two either side of the current one, with gaps between, so the row stays short however long the
 * archive grows (`pageLinks(6, 20)` is 1, gap, 4–8, gap, 20).
 */
export function pageLinks(page: number, pageCount: number, around = 2): (number | PageLinkGap)[] {
  const shown = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pageCount || Math.abs(number - page) <= around,
  );
  return shown.flatMap((number, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || number - previous === 1) return [number];
    // One missing number reads better as itself than as a gap that hides a single page.
    return number - previous === 2 ? [number - 1, number] : ['gap' as const, number];
  });
}
