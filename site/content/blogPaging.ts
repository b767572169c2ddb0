import type { Lang } from '../i18n/lang';

/*
 * The words of the blog's page links, per language. Apart from `pages.ts` so the list's pages need
 * no change to the blog's own copy, which speaks of the articles, not of how they are split.
 */

export interface BlogPagingWords {
  /** The address segment before the page number: `/blog/page/2`, `/es/blog/pagina/2`. */
  readonly pathSegment: string;
  /** The page links' `<nav>` name. */
  readonly navLabel: string;
  readonly previous: string;
  readonly next: string;
  /** A page link's accessible name and the page's breadcrumb: 'Page 2'. */
  readonly pageLabel: (page: number) => string;
  /** Appended to the blog's title on pages past the first, so each page has a title of its own. */
  readonly titleSuffix: (page: number, pageCount: number) => string;
  /** Appended to the chips' announcement when the list has several pages: the chips filter this one. */
  readonly onPageText: (page: number, pageCount: number) => string;
  /** Shown when a chip leaves this page empty: other pages may still hold the category. */
  readonly emptyOnPageText: string;
}

const spanishNumber = new Intl.NumberFormat('es-US');

export const blogPagingWords = {
  en: {
    pathSegment: 'page',
    navLabel: 'Article pages',
    previous: 'Previous',
    next: 'Next',
    pageLabel: (page) => `Page ${page}`,
    titleSuffix: (page, pageCount) => ` (Page ${page} of ${pageCount})`,
    onPageText: (page, pageCount) => ` on page ${page} of ${pageCount}`,
    emptyOnPageText: 'No articles in this category on this page. Other pages may have some.',
  },
  es: {
    pathSegment: 'pagina',
    navLabel: 'Páginas de artículos',
    previous: 'Anterior',
    next: 'Siguiente',
    pageLabel: (page) => `Página ${spanishNumber.format(page)}`,
    titleSuffix: (page, pageCount) => ` (página ${spanishNumber.format(page)} de ${spanishNumber.format(pageCount)})`,
    onPageText: (page, pageCount) => ` en la página ${spanishNumber.format(page)} de ${spanishNumber.format(pageCount)}`,
    emptyOnPageText: 'No hay artículos de esta categoría en esta página. Puede haberlos en otras.',
  },
} as const satisfies Record<Lang, BlogPagingWords>;
