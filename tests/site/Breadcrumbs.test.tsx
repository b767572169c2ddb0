import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterProvider as AriaRouterProvider } from '../../design-system';
import { Breadcrumbs } from '../../site/components/Breadcrumbs';
import { articlesOf } from '../../site/content/blog';
import { findRoute, notFoundRoute } from '../../site/routes/routeTable';
import type { SiteRoute } from '../../site/routes/routeTypes';

const articles = articlesOf('en');

function routeAt(path: string): SiteRoute {
  const route = findRoute(path);
  if (!route) throw new Error(`No route at ${path}`);
  return route;
}

function renderTrail(route: SiteRoute) {
  return render(
    <AriaRouterProvider navigate={() => undefined}>
      <Breadcrumbs route={route} />
    </AriaRouterProvider>,
  );
}

const trail = () => screen.getByRole('navigation', { name: 'Breadcrumb' });

describe('Breadcrumbs', () => {
  it('renders nothing on the home page', () => {
    const { container } = renderTrail(routeAt('/'));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing on the not-found page, whatever address it is served at', () => {
    const { container } = renderTrail(notFoundRoute);
    expect(container).toBeEmptyDOMElement();
  });

  it('is an ordered list in a navigation landmark named Breadcrumb', () => {
    renderTrail(routeAt('/about'));
    const list = within(trail()).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('links every crumb but the last, which is the current page and not a link', () => {
    renderTrail(routeAt('/about'));
    const links = within(trail()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Home', '/']]);
    const current = within(trail()).getByText('About');
    expect(current.closest('a')).toBeNull();
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it('names a city page crumb from its path: title case, spaces, and ", GA"', () => {
    renderTrail(routeAt('/water-damage-restoration-snellville-ga'));
    const items = within(trail()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Water Damage Restoration Snellville, GA']);
    expect(within(trail()).getByText('Water Damage Restoration Snellville, GA')).toHaveAttribute('aria-current', 'page');
  });

  it('hides the separators from assistive technology', () => {
    renderTrail(routeAt('/mold-inspection'));
    const separators = trail().querySelectorAll('svg');
    expect(separators).toHaveLength(1);
    for (const separator of separators) expect(separator).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the article title for an article crumb', () => {
    const article = articles.find((candidate) => candidate.slug === 'insurance-claims-water-damage-guide');
    renderTrail(routeAt('/blog/insurance-claims-water-damage-guide'));
    const names = within(trail())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Home', 'Blog', article?.title]);
    expect(within(trail()).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/blog']);
  });
});
