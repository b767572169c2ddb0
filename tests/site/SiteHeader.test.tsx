import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { tooltipDelay } from '../../design-system';
import { SiteHeader } from '../../site/components/SiteHeader';
import { SiteLayout } from '../../site/components/SiteLayout';
import SiteMenu from '../../site/components/islands/SiteMenu';
import { business } from '../../site/content/facts/business';
import { findRoute } from '../../site/routes/routeTable';
import type { SiteRoute } from '../../site/routes/routeTypes';
import { tooltipsUnderFakeTimers } from '../tooltipTimers';

const { headerCopy, mainNav, textLink } = contentFor('en').navigation;

// Opening and closing the menu is the browser's (an HTML popover, which jsdom lacks): the browser
// tests cover it. These cover what the markup says.

const alternatesOf = (path: string) => findRoute(path)?.alternates ?? { en: path, es: '/es' };
const renderHeader = (path = '/about') => render(<SiteHeader currentPath={path} alternates={alternatesOf(path)} />);
const toggle = () => screen.getByRole('button', { name: headerCopy.menuLabel });
const mainNavigation = () => screen.getByRole('navigation', { name: headerCopy.mainNavLabel });
const menuProps = { items: mainNav, currentPath: '/', menuLabel: headerCopy.menuLabel, navLabel: headerCopy.mainNavLabel };

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
    const links = within(mainNavigation()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'About', 'Services', 'Team', 'FAQ', 'Contact']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(mainNav.map((item) => item.href));
  });

  it('marks only the current page link with aria-current="page"', () => {
    renderHeader('/faq');
    const links = within(mainNavigation()).getAllByRole('link', { hidden: true });
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['FAQ']);
  });

  it('marks no link on a page outside the main navigation', () => {
    renderHeader('/water-restoration');
    expect(mainNavigation().querySelector('[aria-current]')).toBeNull();
  });

  it('links the same page in Spanish, labelled in Spanish, with lang and hreflang, as a plain link', () => {
    renderHeader('/faq');
    const link = screen.getByRole('link', { name: 'Español' });
    expect(link).toHaveAttribute('href', '/es/preguntas-frecuentes');
    expect(link).toHaveAttribute('lang', 'es');
    expect(link).toHaveAttribute('hreflang', 'es');
  });

  it('speaks Spanish on a Spanish page and links back to the English twin', () => {
    const route = findRoute('/es/contacto');
    if (!route) throw new Error('missing /es/contacto');
    render(
      <SiteLayout route={route}>
        <h1>Contacto</h1>
      </SiteLayout>,
    );
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Llame ahora' })).toHaveAttribute('href', business.phone.href);
    expect(screen.getByRole('link', { name: 'Escríbanos' })).toHaveAttribute('href', '/es/contacto');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/contact');
    expect(english).toHaveAttribute('lang', 'en-US');
    expect(english).toHaveAttribute('hreflang', 'en');
    // The brand stays English, and says so.
    expect(screen.getAllByText(business.name).every((element) => element.closest('[lang="en-US"]') !== null)).toBe(true);
  });

  it('writes the navigation as an island, so only the menu hydrates', () => {
    const { container } = renderHeader();
    const island = container.querySelector('site-island');
    expect(island?.getAttribute('data-island')).toBe('SiteMenu');
    expect(island?.contains(mainNavigation())).toBe(true);
    expect(island?.contains(screen.getByRole('link', { name: headerCopy.callLabel }))).toBe(false);
  });
});

describe('SiteMenu', () => {
  it('makes the list a popover that its toggle opens natively, with or without JavaScript', () => {
    render(<SiteMenu {...menuProps} />);
    const menuId = toggle().getAttribute('popovertarget');
    const menu = document.getElementById(menuId ?? '');
    expect(menu?.tagName).toBe('UL');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(toggle()).toHaveAttribute('aria-controls', menuId);
  });

  it('leaves aria-expanded to the browser in the HTML, and says it once hydrated', () => {
    const html = renderToString(<SiteMenu {...menuProps} />);
    expect(/<button[^>]*aria-label="Menu"[^>]*>/.exec(html)?.[0]).not.toContain('aria-expanded');
    expect(html).toContain('popoverTarget=');
    render(<SiteMenu {...menuProps} />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws both icons, and CSS shows the one for the popover state', () => {
    render(<SiteMenu {...menuProps} />);
    expect(toggle().querySelectorAll('svg')).toHaveLength(2);
  });
});

describe('SiteMenu tooltip', () => {
  tooltipsUnderFakeTimers();

  it('shows the toggle label in a tooltip after the 700 ms delay, not before', () => {
    render(<SiteMenu {...menuProps} />);
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
  const aboutRoute = findRoute('/about') as SiteRoute;

  const renderLayout = () =>
    render(
      <SiteLayout route={aboutRoute}>
        <h1>About</h1>
      </SiteLayout>,
    );

  it('puts the skip link, the home link, phone, the language link, Call Now, the text link, Message Us and the menu toggle first in the tab order', async () => {
    const user = userEvent.setup();
    renderLayout();
    const names: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      const focused = document.activeElement as HTMLElement;
      names.push(focused.getAttribute('aria-label') ?? focused.textContent ?? '');
    }
    expect(names).toEqual([
      headerCopy.skipLinkLabel,
      business.name,
      business.phone.display,
      'Español',
      headerCopy.callLabel,
      // On phones only: a desktop's stylesheet hides it, and with it its place in the tab order.
      textLink.label,
      headerCopy.messageLabel,
      headerCopy.menuLabel,
    ]);
  });

  it('has one banner, main, footer and the breadcrumb trail around the page', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });

  it('links tel:, mailto:, other sites and pages as plain addresses', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: headerCopy.callLabel })).toHaveAttribute('href', business.phone.href);
    expect(screen.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
    expect(screen.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', business.social.facebook);
    expect(screen.getByRole('link', { name: headerCopy.messageLabel })).toHaveAttribute('href', '/contact');
  });

  it('has the toast region, an island of its own, with its live regions in the HTML', () => {
    const html = renderToString(
      <SiteLayout route={aboutRoute}>
        <h1>About</h1>
      </SiteLayout>,
    );
    expect(html).toMatch(/data-island="Toasts"[^>]*><div role="status" aria-live="polite"/);
  });

  it('loads no third-party script on its own', () => {
    renderLayout();
    expect(document.querySelector(`script[src="${business.reviews.widgetScriptUrl}"]`)).toBeNull();
  });
});
