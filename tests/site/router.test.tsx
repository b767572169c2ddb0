import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../site/content/business';
import { headerCopy } from '../../site/content/navigation';
import { findCityPage } from '../../site/content/cityPages';
import { cityPageCopy, faqPage } from '../../site/content/pages';
import { App, loadPage } from '../../site/routes/router';
import { notFoundRoute, resolveRoute, routesOfKind } from '../../site/routes/routeTable';
import { jsonLdFor } from '../../site/seo/jsonLdFor';

let navigate: NavigateFunction | undefined;

/** Hands the test the router's navigate function, for Back and for query-only changes. */
function NavigateProbe() {
  navigate = useNavigate();
  return null;
}

/** The whole app at a path, as the browser starts it: page module first, then layout and page. */
async function renderApp(path: string) {
  await loadPage(resolveRoute(path));
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavigateProbe />
      <App />
    </MemoryRouter>,
  );
  // The first page pulls in the design system and the page modules, which takes a while to transform.
  await waitFor(() => expect(document.querySelector('main h1')).not.toBeNull(), { timeout: 15_000 });
}

const jsonLdInPage = () =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? ''));
const titleOf = (path: string) => `${resolveRoute(path).meta.title} | ${business.name}`;
const mainNavigation = () => screen.getByRole('navigation', { name: headerCopy.mainNavLabel });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the router', () => {
  it.each([
    '/',
    '/about',
    '/team',
    '/services',
    '/faq',
    '/contact',
    '/blog',
    routesOfKind('article')[0]!.path,
    '/water-restoration',
    '/water-damage-restoration-snellville-ga',
    '/mold-inspection-bethlehem-ga',
  ])('gives %s its title and exactly the JSON-LD of jsonLdFor, loaded with the page', async (path) => {
    await renderApp(path);
    expect(document.title).toBe(titleOf(path));
    expect(jsonLdInPage()).toEqual(JSON.parse(JSON.stringify(jsonLdFor(resolveRoute(path)))));
  });

  it('answers an unknown address with the not-found page, noindex and without structured data', async () => {
    await renderApp('/no-such-page');
    expect(document.title).toBe(`${notFoundRoute.meta.title} | ${business.name}`);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(jsonLdInPage()).toEqual([]);
  });

  it('loads the next page on a link click and swaps title, structured data and page together', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(within(mainNavigation()).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(document.title).toBe(titleOf('/faq')), { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(faqPage.heading);
    expect(jsonLdInPage()).toEqual(JSON.parse(JSON.stringify(jsonLdFor(resolveRoute('/faq')))));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('loads the next city page with its own local content, which the first city page did not load', async () => {
    const user = userEvent.setup();
    const monroePath = '/water-damage-restoration-monroe-ga';
    await renderApp('/water-damage-restoration-snellville-ga');
    expect(() => findCityPage('water-damage-restoration', 'monroe')).toThrow(
      'site/content/cityLocal/water-damage-restoration-monroe.ts',
    );
    const otherCities = within(screen.getByRole('region', { name: cityPageCopy.otherLocationsHeading }));
    const monroeLink = otherCities.getByRole('link', { name: 'Water Damage Restoration in Monroe, GA' });
    // The page suspends inside the click's act scope; React retries it there only if that act is awaited.
    await act(async () => user.click(monroeLink));
    await waitFor(() => expect(document.title).toBe(titleOf(monroePath)), { timeout: 15_000 });
    const monroe = findCityPage('water-damage-restoration', 'monroe');
    expect(screen.getByText(monroe?.localAngle ?? '')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(
      expect.arrayContaining(monroe?.faqs.map((faq) => faq.question) ?? []),
    );
    expect(jsonLdInPage()).toEqual(JSON.parse(JSON.stringify(jsonLdFor(resolveRoute(monroePath)))));
  });

  it('starts a new page at its top, leaves the scroll on a query change and restores it on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderApp('/about');
    expect(scrollTo).not.toHaveBeenCalled();

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    window.dispatchEvent(new Event('scroll'));
    await act(async () => navigate?.('/team'));
    await waitFor(() => expect(document.title).toBe(titleOf('/team')), { timeout: 15_000 });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollTo.mockClear();
    await act(async () => navigate?.('/team?view=all', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(async () => navigate?.(-1));
    await waitFor(() => expect(document.title).toBe(titleOf('/about')), { timeout: 15_000 });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
