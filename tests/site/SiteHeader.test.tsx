import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadTooltip, resetTooltipWarmth, RouterProvider as AriaRouterProvider, tooltipDelay } from '../../design-system';
import { business } from '../../site/content/business';
import { headerCopy, mainNav } from '../../site/content/navigation';
import { SiteHeader } from '../../site/components/SiteHeader';
import { SiteLayout, useRouterHref } from '../../site/components/SiteLayout';
import { findRoute } from '../../site/routes/routeTable';

/** The header inside a memory router, marking the page at the router's current path. */
function HeaderHarness() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useRouterHref}>
      <SiteHeader currentPath={pathname} />
      <main>
        <p data-testid="page">{pathname}</p>
      </main>
    </AriaRouterProvider>
  );
}

function renderHeader(path = '/about') {
  const router = createMemoryRouter([{ path: '*', element: <HeaderHarness /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const toggle = () => screen.getByRole('button', { name: headerCopy.menuLabel });
const mainNavigation = () => screen.getByRole('navigation', { name: headerCopy.mainNavLabel });

describe('SiteHeader', () => {
  it('shows the phone number, the 24/7 note, Call Now and Message Us', () => {
    renderHeader();
    expect(screen.getByText(headerCopy.emergencyNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', business.phone.href);
    expect(screen.getByRole('link', { name: headerCopy.callLabel })).toHaveAttribute('href', business.phone.href);
    expect(screen.getByRole('link', { name: headerCopy.messageLabel })).toHaveAttribute('href', '/contact');
  });

  it('links the logo and name home, marked as the current page only on the home page', () => {
    renderHeader('/about');
    expect(screen.getByRole('link', { name: business.name })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: business.name })).not.toHaveAttribute('aria-current');
    cleanup();
    renderHeader('/');
    expect(screen.getByRole('link', { name: business.name })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the six main links in a navigation landmark named Main', () => {
    renderHeader();
    const links = within(mainNavigation()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'About', 'Services', 'Team', 'FAQ', 'Contact']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(mainNav.map((item) => item.href));
  });

  it('marks only the current page link with aria-current="page"', () => {
    renderHeader('/faq');
    const nav = mainNavigation();
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    const others = within(nav)
      .getAllByRole('link')
      .filter((link) => link.textContent !== 'FAQ');
    for (const link of others) expect(link).not.toHaveAttribute('aria-current');
  });

  it('marks no link on a page outside the main navigation', () => {
    renderHeader('/water-damage-restoration-snellville-ga');
    expect(within(mainNavigation()).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('has a menu toggle whose aria-controls points at the menu, closed at first', () => {
    renderHeader();
    const button = toggle();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(menu?.tagName).toBe('UL');
    expect(menu).not.toHaveAttribute('data-open');
    expect(within(menu as HTMLElement).getAllByRole('link')).toHaveLength(mainNav.length);
  });

  it('opens and closes the menu with the toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle().getAttribute('aria-controls') ?? '')).toHaveAttribute('data-open');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when a link to another page is chosen, and navigates', async () => {
    const user = userEvent.setup();
    const router = renderHeader('/about');
    await user.click(toggle());
    await user.click(within(mainNavigation()).getByRole('link', { name: 'Team' }));
    expect(router.state.location.pathname).toBe('/team');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when the link to the current page is chosen and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    const router = renderHeader('/about');
    await user.click(toggle());
    await user.click(within(mainNavigation()).getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('works from the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderHeader();
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(mainNavigation()).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes on Escape while focus is still on the toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the visitor presses outside the navigation', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(toggle());
    await user.click(screen.getByTestId('page'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders the menu closed on the server', () => {
    const html = renderToString(
      <AriaRouterProvider navigate={() => undefined}>
        <SiteHeader currentPath="/" />
      </AriaRouterProvider>,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('data-open');
    expect(html).toContain('aria-label="Main"');
  });
});

describe('SiteHeader tooltip', () => {
  beforeAll(() => preloadTooltip());

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    resetTooltipWarmth();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the toggle label in a tooltip after the 700 ms delay, not before', () => {
    renderHeader();
    const button = toggle();
    fireEvent.pointerMove(button, { pointerType: 'mouse' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(tooltipDelay - 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('tooltip')).toHaveTextContent(headerCopy.menuLabel);
  });
});

describe('SiteLayout', () => {
  const aboutRoute = findRoute('/about');

  function renderLayout() {
    const router = createMemoryRouter(
      [{ element: <SiteLayout />, children: [{ path: '/about', handle: { route: aboutRoute }, element: <h1>About</h1> }] }],
      { initialEntries: ['/about'] },
    );
    return render(
      <HelmetProvider>
        <RouterProvider router={router} />
      </HelmetProvider>,
    );
  }

  it('puts the skip link, the home link, phone, Call Now, Message Us and the menu toggle first in the tab order', async () => {
    const user = userEvent.setup();
    renderLayout();
    const names: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      const focused = document.activeElement as HTMLElement;
      names.push(focused.getAttribute('aria-label') ?? focused.textContent ?? '');
    }
    expect(names).toEqual([
      headerCopy.skipLinkLabel,
      business.name,
      business.phone.display,
      headerCopy.callLabel,
      headerCopy.messageLabel,
      headerCopy.menuLabel,
    ]);
  });

  it('has one banner, main, footer and the breadcrumb trail around the page', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });

  it('keeps tel:, mailto: and other sites\' addresses as given while in-site links go through the router', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: headerCopy.callLabel })).toHaveAttribute('href', business.phone.href);
    expect(screen.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
    expect(screen.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', business.social.facebook);
    expect(screen.getByRole('link', { name: headerCopy.messageLabel })).toHaveAttribute('href', '/contact');
  });

  it('adds the reviews widget script on the first interaction after it mounts and removes it when it unmounts', () => {
    const { unmount } = renderLayout();
    const selector = `script[src="${business.reviews.widgetScriptUrl}"]`;
    expect(document.body.querySelector(selector)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(document.body.querySelectorAll(selector)).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      fireEvent.keyDown(document.body, { key: 'Tab' });
    });
    expect(document.body.querySelectorAll(selector)).toHaveLength(1);
    unmount();
    expect(document.body.querySelector(selector)).toBeNull();
  });
});
