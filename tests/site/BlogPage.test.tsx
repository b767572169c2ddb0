import { act, render, screen, within } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlogArticles from '../../site/components/islands/BlogArticles';
import { articlesOf, blogCategories } from '../../site/content/blog';
import BlogPage, { blogArticlesProps, categorySlug } from '../../site/pages/BlogPage';
import { routesOfKind } from '../../site/routes/routeTable';

const { blogPage } = contentFor('en').pages;
const { findTeamMember } = contentFor('en').team;

const articles = articlesOf('en');

function renderBlog(address = '/blog') {
  window.history.replaceState(null, '', address);
  const [route] = routesOfKind('blog');
  if (!route) throw new Error('The route table has no blog route.');
  return { user: userEvent.setup(), ...render(<BlogPage route={route} />) };
}

const chip = (name: string) => screen.getByRole('button', { name });
/** Card titles are the only h3s on the page. */
const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const resultsStatus = () =>
  screen.getAllByRole('status').find((region) => region.textContent?.startsWith('Showing')) ?? null;

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

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
    const { user } = renderBlog();
    await user.click(chip('Insurance'));

    expect(chip('Insurance')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(articles.filter((a) => a.category === 'Insurance').map((a) => a.title));
    expect(cardTitles()).toHaveLength(1);
    expect(window.location.search).toBe('?category=insurance');
    expect(resultsStatus()).toHaveTextContent('Showing 1 article in Insurance');

    await user.click(chip('Emergency Response'));
    expect(window.location.search).toBe('?category=emergency-response');
    expect(cardTitles()).toEqual([articles[0]?.title]);

    await user.click(chip('All'));
    expect(window.location.search).toBe('');
    expect(cardTitles()).toHaveLength(4);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('replaces the address rather than adding history entries', async () => {
    const { user } = renderBlog();
    const length = window.history.length;
    await user.click(chip('Insurance'));
    await user.click(chip('Prevention'));
    expect(window.history.length).toBe(length);
  });

  it('turns a filter off when its pressed chip is pressed again', async () => {
    const { user } = renderBlog('/blog?category=prevention');
    await user.click(chip('Prevention'));
    expect(window.location.search).toBe('');
    expect(cardTitles()).toHaveLength(4);
  });

  it('applies the category in the address: /blog?category=insurance shows 1 card', () => {
    renderBlog('/blog?category=insurance');
    expect(cardTitles()).toEqual(['A Homeowner\u2019s Guide to Water Damage Insurance Claims']);
    expect(chip('Insurance')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows everything for an unknown category', () => {
    renderBlog('/blog?category=plumbing');
    expect(cardTitles()).toHaveLength(4);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives every category its own slug', () => {
    const slugs = blogCategories.slice(1).map(categorySlug);
    expect(new Set(slugs).size).toBe(blogCategories.length - 1);
    expect(slugs).toContain('emergency-response');
    expect(categorySlug('All')).toBe('');
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

  it('hides the chips where scripts cannot run, so no dead button shows', () => {
    renderBlog();
    const group = screen.getByRole('group', { name: blogPage.categoriesLabel });
    expect(group.closest('[data-no-script="hide"]')).not.toBeNull();
  });

  it('hydrates the unfiltered prerendered island at a filtered address without a mismatch, then filters', async () => {
    const props = blogArticlesProps('en');
    const html = renderToString(<BlogArticles {...props} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelectorAll('h3')).toHaveLength(4);

    window.history.replaceState(null, '', '/blog?category=mold-prevention');
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, <BlogArticles {...props} />, { onRecoverableError: recoverable }));

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
