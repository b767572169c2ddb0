import { render, screen, within } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider as DataRouterProvider, useHref, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider } from '../../design-system';
import { articlesOf } from '../../site/content/blog';
import { business } from '../../site/content/facts/business';
import type { ArticleSlug } from '../../site/content/types';
import ArticlePage from '../../site/pages/ArticlePage';
import { routesOfKind } from '../../site/routes/routeTable';
import type { RouteOfKind } from '../../site/routes/routeTypes';

const { articlePageCopy, notFoundPage } = contentFor('en').pages;
const { findTeamMember } = contentFor('en').team;

const articles = articlesOf('en');

// React Router's useHref would turn 'tel:…' into '/tel:…'; the layout passes schemes through.
function useRouterHref(href: string) {
  const resolved = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : resolved;
}

function RacRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}

function renderArticle(route: RouteOfKind<'article'>) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RacRouter>
            <ArticlePage route={route} />
          </RacRouter>
        ),
      },
    ],
    { initialEntries: [route.path] },
  );
  return render(<DataRouterProvider router={router} />);
}

const routeFor = (slug: string) => {
  const route = routesOfKind('article').find((candidate) => candidate.params.articleSlug === slug);
  if (!route) throw new Error(`no article route for ${slug}`);
  return route;
};

const insurance = articles.find((article) => article.slug === 'insurance-claims-water-damage-guide');

describe('ArticlePage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has one route per article', () => {
    expect(routesOfKind('article', 'en').map((route) => route.path)).toEqual(articles.map((a) => `/blog/${a.slug}`));
  });

  it('shows the title as the one h1, with category, read time, author, published date and image', () => {
    if (!insurance) throw new Error('missing article');
    renderArticle(routeFor(insurance.slug));
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(insurance.title);
    const article = screen.getByRole('article');
    expect(within(article).getByText(insurance.category)).toBeInTheDocument();
    expect(within(article).getByText('10 min read')).toBeInTheDocument();
    expect(article).toHaveTextContent(`By ${findTeamMember(insurance.authorId)?.name}`);
    expect(article).toHaveTextContent(`${articlePageCopy.publishedLabel} January 10, 2024`);
    expect(within(article).getAllByRole('img', { name: insurance.imageAlt })).toHaveLength(1);
    const published = article.querySelector('time');
    expect(published).toHaveAttribute('datetime', insurance.publishedAt);
  });

  it('renders every content block: paragraphs, h2 subheadings and lists', () => {
    if (!insurance) throw new Error('missing article');
    renderArticle(routeFor(insurance.slug));
    const article = screen.getByRole('article');
    for (const block of insurance.content) {
      if (block.type === 'paragraph') expect(within(article).getByText(block.text).tagName).toBe('P');
      if (block.type === 'heading') expect(within(article).getByRole('heading', { level: 2, name: block.text })).toBeInTheDocument();
      if (block.type === 'list') {
        for (const item of block.items) expect(within(article).getByText(item).closest('li')).not.toBeNull();
      }
    }
    const lists = within(article).getAllByRole('list');
    expect(lists).toHaveLength(insurance.content.filter((block) => block.type === 'list').length);
  });

  it('does not repeat the publish date as an update when the article was never changed', () => {
    const [first] = articles;
    if (!first) throw new Error('no articles');
    const base = routeFor(first.slug);
    renderArticle(base);
    expect(screen.getByRole('article')).not.toHaveTextContent(articlePageCopy.updatedLabel);
  });

  it('ends with a call to action and links to the other three articles and back to the blog', () => {
    if (!insurance) throw new Error('missing article');
    renderArticle(routeFor(insurance.slug));
    const cta = screen.getByRole('region', { name: articlePageCopy.ctaHeading });
    expect(within(cta).getByRole('link', { name: articlePageCopy.callLabel })).toHaveAttribute('href', business.phone.href);
    expect(within(cta).getByRole('link', { name: articlePageCopy.messageLabel })).toHaveAttribute('href', '/contact#contact-form');

    const more = screen.getByRole('region', { name: articlePageCopy.moreHeading });
    const others = articles.filter((article) => article.slug !== insurance.slug);
    for (const other of others) {
      expect(within(more).getByRole('link', { name: other.title })).toHaveAttribute('href', `/blog/${other.slug}`);
    }
    expect(within(more).queryByRole('link', { name: insurance.title })).toBeNull();
    const back = screen.getAllByRole('link', { name: articlePageCopy.backLabel });
    expect(back.length).toBeGreaterThan(0);
    for (const link of back) expect(link).toHaveAttribute('href', '/blog');
  });

  it('renders the not-found content for a slug with no article', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [route] = routesOfKind('article');
    if (!route) throw new Error('no article routes');
    const missing = { ...route, params: { articleSlug: 'no-such-article' as ArticleSlug } };
    renderArticle(missing);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFoundPage.message);
  });
});
