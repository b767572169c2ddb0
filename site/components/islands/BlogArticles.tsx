import { useEffect, useId, useState } from 'react';
import { Columns, Inline, Stack, Text, ToggleChip } from '../../../design-system';
import { ArticleCard, type ArticleCardData } from '../ArticleCard';

export interface BlogCategoryFilter {
  /** The chip's text ('Insurance'); the first filter is 'All'. */
  name: string;
  /** Its value in the address (`?category=insurance`); '' for 'All'. */
  slug: string;
  /** The polite announcement while it is on ('Showing 1 article in Insurance'). */
  resultsText: string;
}

export interface BlogArticlesProps {
  articles: readonly ArticleCardData[];
  /** 'All' first, then one per category. */
  filters: readonly BlogCategoryFilter[];
  /** The chips' group label ('Filter articles by category'). */
  filtersLabel: string;
  /** Shown when a category has no articles. */
  emptyText: string;
  /**
   * The address's query parameter for the filter (`category`). A prop, not an import: the island
   * loader reads the same constant, and sharing a module would give the loader a file to fetch first.
   */
  queryParam: string;
}

/** The filter a query value names; a missing or unknown value shows everything. */
const filterFor = (filters: readonly BlogCategoryFilter[], value: string | null) =>
  filters.find((filter) => filter.slug !== '' && filter.slug === value) ?? filters[0];

/**
 * The blog's category chips and the article cards they filter (an island). Every card is in the HTML,
 * so with JavaScript off the list is complete and the chips are hidden (fallback.css.ts). The filter
 * lives in the address (`?category=`), so a filtered list can be shared as a link; choosing a chip
 * replaces the address rather than adding to history, so Back leaves the blog.
 */
export default function BlogArticles({ articles, filters, filtersLabel, emptyText, queryParam }: BlogArticlesProps) {
  const labelId = useId();
  // The static /blog page is one file for every query string, so it shows all articles; the address's
  // filter applies once hydrated, so the first render matches that HTML.
  const [active, setActive] = useState(filters[0]);
  useEffect(() => {
    setActive(filterFor(filters, new URLSearchParams(window.location.search).get(queryParam)));
  }, [filters, queryParam]);

  const choose = (filter: BlogCategoryFilter | undefined) => {
    if (filter === undefined) return;
    setActive(filter);
    const url = new URL(window.location.href);
    if (filter.slug === '') url.searchParams.delete(queryParam);
    else url.searchParams.set(queryParam, filter.slug);
    window.history.replaceState(window.history.state, '', url);
  };

  const all = filters[0];
  const shown = active === all || active === undefined ? articles : articles.filter((article) => article.category === active.name);
  return (
    <Stack space="large">
      <Stack space="small" data-no-script="hide">
        <Text as="span" id={labelId} weight="medium">
          {filtersLabel}
        </Text>
        <Inline role="group" aria-labelledby={labelId} space="small">
          {filters.map((filter) => (
            <ToggleChip
              key={filter.name}
              isSelected={filter === active}
              // Pressing the chip that is on turns the filter off; 'All' stays on until another is chosen.
              onChange={(isSelected) => choose(isSelected ? filter : all)}
            >
              {filter.name}
            </ToggleChip>
          ))}
        </Inline>
      </Stack>
      <Text role="status" tone="muted">
        {active?.resultsText}
      </Text>
      {shown.length === 0 ? (
        <Text>{emptyText}</Text>
      ) : (
        <Columns as="ul" columns={{ mobile: 1, tablet: 2 }} space="large">
          {shown.map((article) => (
            <ArticleCard key={article.href} card={article} />
          ))}
        </Columns>
      )}
    </Stack>
  );
}
