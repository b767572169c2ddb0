import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider as DataRouterProvider, useHref, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouterProvider } from '../../design-system';
import { articles, blogCategories } from '../../site/content/articles';
import { blogPage } from '../../site/content/pages';
import { findTeamMember } from '../../site/content/team';
import BlogPage, { categoryFromQuery, categorySlug } from '../../site/pages/BlogPage';
import { routesOfKind } from '../../site/routes/routeTable';

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

function blogTree(entry: string) {
  const [route] = routesOfKind('blog');
  if (!route) throw new Error('The route table has no blog route.');
  const router = createMemoryRouter(
    [
      {
        path: '/blog',
        element: (
          <RacRouter>
            <BlogPage route={route} />
          </RacRouter>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  const tree = <DataRouterProvider router={router} />;
  return { router, tree };
}

function renderBlog(entry = '/blog') {
  const { router, tree } = blogTree(entry);
  return { router, user: userEvent.setup(), ...render(tree) };
}

const chip = (name: string) => screen.getByRole('button', { name });
/** Card titles are the only h3s on the page. */
const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const resultsStatus = () =>
  screen.getAllByRole('status').find((region) => region.textContent?.startsWith('Showing')) ?? null;

describe('BlogPage', () => {
  it('has one h1, the hero heading, and headings in order', () => {
    renderBlog();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(blogPage.heading);
    const levels = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]));
    levels.reduce((previous, level) => {
      expect(level).toBeLessThanOrEqual(previous + 1);
      return level;
    });
  });

  it('shows the five chips as toggle buttons in a labelled group, All pressed, and all 4 cards', () => {
    renderBlog();
    const group = screen.getByRole('group', { name: blogPage.categoriesLabel });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual([...blogCategories]);
    expect(blogCategories).toEqual(['All', 'Emergency Response', 'Mold Prevention', 'Insurance', 'Prevention']);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    for (const category of blogCategories.slice(1)) expect(chip(category)).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(articles.map((article) => article.title));
    expect(resultsStatus()).toHaveTextContent('Showing 4 articles');
  });

  it('filters the grid with a chip, marks it pressed, writes the query and announces the count', async () => {
    const { user, router } = renderBlog();
    await user.click(chip('Insurance'));

    expect(chip('Insurance')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(articles.filter((a) => a.category === 'Insurance').map((a) => a.title));
    expect(cardTitles()).toHaveLength(1);
    expect(router.state.location.search).toBe('?category=insurance');
    expect(resultsStatus()).toHaveTextContent('Showing 1 article in Insurance');

    await user.click(chip('Emergency Response'));
    expect(router.state.location.search).toBe('?category=emergency-response');
    expect(cardTitles()).toEqual([articles[0]?.title]);

    await user.click(chip('All'));
    expect(router.state.location.search).toBe('');
    expect(cardTitles()).toHaveLength(4);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns a filter off when its pressed chip is pressed again', async () => {
    const { user, router } = renderBlog('/blog?category=prevention');
    await user.click(chip('Prevention'));
    expect(router.state.location.search).toBe('');
    expect(cardTitles()).toHaveLength(4);
  });

  it('applies the category in the URL: /blog?category=insurance shows 1 card', () => {
    renderBlog('/blog?category=insurance');
    expect(cardTitles()).toEqual(['A Homeowner\u2019s Guide to Water Damage Insurance Claims']);
    expect(chip('Insurance')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows everything for an unknown category', () => {
    renderBlog('/blog?category=plumbing');
    expect(cardTitles()).toHaveLength(4);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('maps every category to a slug and back', () => {
    for (const category of blogCategories.slice(1)) expect(categoryFromQuery(categorySlug(category))).toBe(category);
    expect(categoryFromQuery(null)).toBe('All');
    expect(categoryFromQuery('all')).toBe('All');
  });

  it('gives each card its image, category, read time, linked title, description, author and date', () => {
    renderBlog();
    const [first] = articles;
    if (!first) throw new Error('no articles');
    const title = screen.getByRole('link', { name: first.title });
    expect(title).toHaveAttribute('href', `/blog/${first.slug}`);
    const card = title.closest('li');
    if (!card) throw new Error('the card is not a list item');
    const inCard = within(card);
    expect(inCard.getByRole('img', { name: first.imageAlt })).toBeInTheDocument();
    expect(inCard.getByText(first.category)).toBeInTheDocument();
    expect(inCard.getByText('5 min read')).toBeInTheDocument();
    expect(inCard.getByText(first.description)).toBeInTheDocument();
    expect(card).toHaveTextContent(`By ${findTeamMember(first.authorId)?.name}`);
    const date = card.querySelector('time');
    expect(date).toHaveAttribute('datetime', '2024-01-15');
    expect(date).toHaveTextContent('January 15, 2024');
  });

  it('hydrates the unfiltered prerendered HTML at a filtered URL without a mismatch, then filters', async () => {
    const server = blogTree('/blog');
    const html = renderToString(server.tree);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelectorAll('h3')).toHaveLength(4);

    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = blogTree('/blog?category=mold-prevention');
    const root = await act(async () => hydrateRoot(container, client.tree, { onRecoverableError: recoverable }));

    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(Array.from(container.querySelectorAll('h3')).map((h) => h.textContent)).toEqual([
      'Preventing Mold Growth in Georgia Humidity',
    ]);
    act(() => root.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});
