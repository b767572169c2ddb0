import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { business } from '../../site/content/facts/business';
import { App, loadPage, pageFor } from '../../site/routes/router';
import { notFoundRoute, resolveRoute, routesOfKind } from '../../site/routes/routeTable';
import { routeKinds } from '../../site/routes/routeTypes';
import { jsonLdFor } from '../../site/seo/jsonLdFor';
import { jsonLdGraph } from '../../site/seo/jsonLdGraph';

/** A route as the prerenderer renders it: page module first, then layout and page inside the router. */
async function renderApp(path: string) {
  const page = await loadPage(resolveRoute(path));
  render(
    <MemoryRouter initialEntries={[path]}>
      <App page={page} />
    </MemoryRouter>,
  );
}

const jsonLdInPage = () =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? ''));
const titleOf = (path: string) => `${resolveRoute(path).meta.title} | ${business.name}`;

describe('the router', () => {
  it('has a page module for every kind of route', () => {
    expect(Object.keys(pageFor).sort()).toEqual([...routeKinds].sort());
  });

  it.each([
    '/',
    '/about',
    '/team',
    '/services',
    '/faq',
    '/contact',
    '/blog',
    '/privacy',
    routesOfKind('article')[0]!.path,
    '/water-restoration',
    '/water-damage-restoration-snellville-ga',
    '/mold-inspection-bethlehem-ga',
  ])('gives %s its title, its one h1 and exactly the JSON-LD of jsonLdFor, in one block', async (path) => {
    await renderApp(path);
    expect(document.title).toBe(titleOf(path));
    expect(document.querySelectorAll('main h1')).toHaveLength(1);
    expect(jsonLdInPage()).toEqual([JSON.parse(JSON.stringify(jsonLdGraph(jsonLdFor(resolveRoute(path)))))]);
  });

  it('answers an unknown address with the not-found page, noindex and without structured data', async () => {
    await renderApp('/no-such-page');
    expect(document.title).toBe(`${notFoundRoute.meta.title} | ${business.name}`);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(jsonLdInPage()).toEqual([]);
  });

  it('loads a city page with its own local content', async () => {
    await renderApp('/water-damage-restoration-monroe-ga');
    expect(document.querySelector('main')?.textContent).toContain('Monroe');
  });
});
