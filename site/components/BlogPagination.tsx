import { ButtonLink, Inline, Text } from '../../design-system';
import type { BlogPagingWords } from '../content/siteContent';
import type { Lang } from '../i18n/lang';
import { blogPagePath, pageLinks } from '../routes/blogPages';

export interface BlogPaginationProps {
  lang: Lang;
  /** The page on show, from 1. */
  page: number;
  pageCount: number;
  words: BlogPagingWords;
}

/**
 * Plain links between the blog's pages: each page is a prerendered file of its own, so the links work
 * without a script and every page can be shared, bookmarked and indexed. Nothing renders for a blog of
 * one page. Previous and Next sit at the ends only where they lead somewhere, rather than disabled.
 */
export function BlogPagination({ lang, page, pageCount, words }: BlogPaginationProps) {
  if (pageCount < 2) return null;
  return (
    <nav aria-label={words.navLabel}>
      <Inline as="ul" space="small" alignY="center">
        {page > 1 ? (
          <li>
            <ButtonLink href={blogPagePath(lang, page - 1)} rel="prev" variant="outline" size="sm">
              {words.previous}
            </ButtonLink>
          </li>
        ) : null}
        {pageLinks(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            // The gap is only a sign; the numbers either side already say which pages are left out.
            <li key={`gap-${index}`} aria-hidden="true">
              <Text as="span" tone="muted">
                …
              </Text>
            </li>
          ) : (
            <li key={entry}>
              <ButtonLink
                href={blogPagePath(lang, entry)}
                aria-label={words.pageLabel(entry)}
                aria-current={entry === page ? 'page' : undefined}
                variant={entry === page ? 'default' : 'outline'}
                size="sm"
              >
                {String(entry)}
              </ButtonLink>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <ButtonLink href={blogPagePath(lang, page + 1)} rel="next" variant="outline" size="sm">
              {words.next}
            </ButtonLink>
          </li>
        ) : null}
      </Inline>
    </nav>
  );
}
