import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogPagination } from '../../site/components/BlogPagination';
import { articlesOf } from '../../site/content/blog';
import { contentFor } from '../../site/content/siteContent';
import type { ArticleSummary } from '../../site/content/types';
import BlogPage, { blogArticlesProps } from '../../site/pages/BlogPage';
import { routesOfKind } from '../../site/routes/routeTable';

const articleSummaries = articlesOf('en');

/** 30 summaries made from the real ones, a day apart, oldest first, so the page must sort them. */
const thirty: ArticleSummary[] = Array.from({ length: 30 }, (_, index) => {
  const model = articleSummaries[index % articleSummaries.length];
  if (!model) throw new Error('No article to copy.');
  const day = new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(0, 10);
  return { ...model, title: `Article ${index + 1}`, publishedAt: day, modifiedAt: day };
});

const links = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('BlogPagination', () => {
  it('links every page of three, marks the current one, and offers Previous and Next', () => {
    render(<BlogPagination lang="en" page={2} pageCount={3} words={contentFor('en').blogPaging} />);
    const nav = screen.getByRole('navigation', { name: 'Article pages' });
    expect(links(nav)).toEqual([
      ['Previous', '/blog'],
      ['1', '/blog'],
      ['2', '/blog/page/2'],
      ['3', '/blog/page/3'],
      ['Next', '/blog/page/3'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('has no Previous on the first page and no Next on the last, in Spanish', () => {
    const { unmount } = render(<BlogPagination lang="es" page={1} pageCount={3} words={contentFor('es').blogPaging} />);
    const first = screen.getByRole('navigation', { name: 'Páginas de artículos' });
    expect(links(first).map(([text]) => text)).toEqual(['1', '2', '3', 'Siguiente']);
    expect(within(first).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    unmount();
    render(<BlogPagination lang="es" page={3} pageCount={3} words={contentFor('es').blogPaging} />);
    expect(links(screen.getByRole('navigation'))).toEqual([
      ['Anterior', '/es/blog/pagina/2'],
      ['1', '/es/blog'],
      ['2', '/es/blog/pagina/2'],
      ['3', '/es/blog/pagina/3'],
    ]);
  });

  it('renders nothing for a blog of one page', () => {
    const { container } = render(<BlogPagination lang="en" page={1} pageCount={1} words={contentFor('en').blogPaging} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is absent from today\u2019s blog, whose articles fill one page', () => {
    const [route] = routesOfKind('blog', 'en');
    if (!route) throw new Error('No blog route.');
    render(<BlogPage route={route} />);
    expect(screen.queryByRole('navigation', { name: contentFor('en').blogPaging.navLabel })).not.toBeInTheDocument();
  });
});

describe('the blog island on one page of 30 articles', () => {
  it.each([
    [1, 30, 19],
    [2, 18, 7],
    [3, 6, 1],
  ])('page %i shows the newest-first slice from Article %i to Article %i', (page, newest, oldest) => {
    const titles = blogArticlesProps('en', page, thirty).articles.map((card) => card.title);
    expect(titles).toHaveLength(page === 3 ? 6 : 12);
    expect(titles[0]).toBe(`Article ${newest}`);
    expect(titles.at(-1)).toBe(`Article ${oldest}`);
  });

  it('counts and announces the chips for the page on show, saying which page it is', () => {
    const props = blogArticlesProps('en', 3, thirty);
    expect(props.filters[0]?.resultsText).toBe('Showing 6 articles on page 3 of 3');
    const insurance = props.filters.find((filter) => filter.slug === 'insurance');
    const onPage = props.articles.filter((card) => card.category === 'Insurance').length;
    expect(insurance?.resultsText).toBe(`Showing ${onPage} ${onPage === 1 ? 'article' : 'articles'} in Insurance on page 3 of 3`);
    expect(props.emptyText).toBe(contentFor('en').blogPaging.emptyOnPageText);
    expect(blogArticlesProps('es', 2, thirty).filters[0]?.resultsText).toBe('Se muestran 12 artículos en la página 2 de 3');
  });

  it('keeps today\u2019s words for a blog of one page', () => {
    const props = blogArticlesProps('en');
    expect(props.filters[0]?.resultsText).toBe('Showing 4 articles');
    expect(props.emptyText).toBe('No articles in this category yet.');
  });
});
