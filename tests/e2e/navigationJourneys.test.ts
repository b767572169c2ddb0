import type { Page } from 'playwright-core';
import { describe, inject } from 'vitest';
import { contentFor } from '../../site/content/siteContent';
import { langInfo, languages } from '../../site/i18n/lang';
import { viewTransitionCss, viewTransitionStyleId } from '../../site/navigation';
import { breadcrumbsFor } from '../../site/routes/breadcrumbs';
import { desktop, inLanguage, journeyTest, phone } from './support/journey';

/*
 * Finding the way around in a real browser: the skip link, the mobile menu and its tooltip in each
 * language, the breadcrumbs, and going from page to page.
 */

const { breadcrumbCopy, headerCopy, mainNav } = contentFor('en').navigation;

const baseUrl = inject('baseUrl');
const journey = journeyTest();

describe.each(languages)('skip link (%s)', (lang) => {
  const { navigation, at } = inLanguage(lang);

  journey('is the first tab stop and moves focus to the main content', async ({ open, expect }) => {
    const page = await open(at('/about'), desktop);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: navigation.headerCopy.skipLinkLabel });
    await expect.poll(() => skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});

describe.each(languages)('mobile menu (%s)', (lang) => {
  const { navigation, at } = inLanguage(lang);
  const { headerCopy, mainNav } = navigation;
  const menuOf = async (page: Page, toggle: ReturnType<Page['getByRole']>) => page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);

  journey('opens from its toggle, closes when a link is chosen, and navigates', async ({ open, expect }) => {
    const page = await open(at('/'), phone);
    const toggle = page.getByRole('button', { name: headerCopy.menuLabel });
    const menu = await menuOf(page, toggle);
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    expect(await menu.isVisible()).toBe(true);
    // A column of links, with no list bullets drawn beside them.
    expect(await menu.locator('li').first().evaluate((item) => getComputedStyle(item).listStyleType)).toBe('none');
    // The tap woke the menu's island, which now says what the browser already showed.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const about = mainNav.find((item) => item.href === at('/about'));
    await menu.getByRole('link', { name: about?.label }).click();
    await page.waitForURL(`${baseUrl}${at('/about')}`);
    const next = page.getByRole('button', { name: headerCopy.menuLabel });
    expect(await (await menuOf(page, next)).isVisible()).toBe(false);
    expect(await next.getAttribute('aria-expanded')).not.toBe('true');
  });

  journey('closes on Escape and gives focus back to the toggle', async ({ open, expect }) => {
    const page = await open(at('/services'), phone);
    const toggle = page.getByRole('button', { name: headerCopy.menuLabel });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[popover]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await (await menuOf(page, toggle)).isVisible()).toBe(false);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  journey('closes when Tab leaves the last link', async ({ open, expect }) => {
    const page = await open(at('/team'), phone);
    const toggle = page.getByRole('button', { name: headerCopy.menuLabel });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = await menuOf(page, toggle);
    await menu.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => menu.isVisible()).toBe(false);
    // The popover's toggle event, which the island follows, comes a task after the panel hides.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  });

  journey('is replaced by the full navigation on a desktop screen', async ({ open, expect }) => {
    const page = await open(at('/team'), desktop);
    expect(await page.getByRole('button', { name: headerCopy.menuLabel }).isVisible()).toBe(false);
    const nav = page.getByRole('navigation', { name: headerCopy.mainNavLabel });
    for (const item of mainNav) expect(await nav.getByRole('link', { name: item.label }).isVisible()).toBe(true);
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe(mainNav.find((item) => item.href === at('/team'))?.label);
  });
});

describe.each(languages)('tooltip (%s)', (lang) => {
  const { navigation, at } = inLanguage(lang);
  const { headerCopy } = navigation;

  journey('appears 700 ms after the pointer rests on the menu toggle, not before, and Escape closes it', async ({ open, expect }) => {
    const page = await open(at('/'), phone);
    const toggle = page.getByRole('button', { name: headerCopy.menuLabel });
    const tooltip = page.getByRole('tooltip');
    const box = await toggle.boundingBox();
    if (!box) throw new Error('The menu toggle is not on screen.');
    // A real pointer glides in; a single jump from the corner is not seen as hovering.
    await page.mouse.move(box.x - 40, box.y + box.height + 40);
    // The menu's island has no code until the pointer comes: when it came, when the code had arrived
    // and hydrated, and when the tooltip appeared, by the page's own clock.
    await page.evaluate(() => {
      const times: { hovered?: number; hydrated?: number; shown?: number } = {};
      (window as unknown as { tooltipTimes: typeof times }).tooltipTimes = times;
      const island = document.querySelector('site-island[data-island="SiteMenu"]');
      document.addEventListener('pointerover', () => (times.hovered ??= performance.now()), { capture: true, once: true });
      new MutationObserver(() => {
        if (island?.hasAttribute('data-hydrated')) times.hydrated ??= performance.now();
        if (document.querySelector('[role="tooltip"]')) times.shown ??= performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const started = Date.now();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    // Not before its delay: a tooltip that showed early would end this wait early and fail the next line.
    await tooltip.waitFor({ state: 'visible' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(690);
    const { hovered = 0, hydrated = 0, shown = 0 } = await page.evaluate(
      () => (window as unknown as { tooltipTimes: { hovered?: number; hydrated?: number; shown?: number } }).tooltipTimes,
    );
    expect(hovered).toBeGreaterThan(0);
    expect(shown - hovered).toBeGreaterThanOrEqual(690);
    // The delay counts from the hover, not from the hydration it set off: the time the code took to
    // come is not added to it. A browser's timer never fires early, so a delay started at hydration
    // would show the tooltip 700 ms or more after it; counted from the hover, it comes sooner by the
    // time the code took (a fast hydration makes that only a few milliseconds).
    expect(hydrated).toBeGreaterThan(hovered);
    expect(shown - hydrated).toBeLessThan(700);
    expect(await tooltip.textContent()).toContain(headerCopy.menuLabel);
    // The bubble's code and styles load on the first hover; it must arrive styled, not as bare text.
    expect(await tooltip.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
  });

  journey('appears when the keyboard brings focus to the menu toggle', async ({ open, expect }) => {
    const page = await open(at('/'), phone);
    const toggle = page.getByRole('button', { name: headerCopy.menuLabel });
    let focused = false;
    for (let step = 0; step < 12 && !focused; step += 1) {
      await page.keyboard.press('Tab');
      focused = await toggle.evaluate((element) => element === document.activeElement);
    }
    expect(focused).toBe(true);
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor({ state: 'visible' });
    expect(await tooltip.textContent()).toContain(headerCopy.menuLabel);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(langInfo[lang].htmlLang);
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
  });
});

describe('breadcrumbs', () => {
  journey('show the trail on a city page, the last crumb as the current page', async ({ open, expect }) => {
    const path = '/water-damage-restoration-snellville-ga';
    const page = await open(path, desktop);
    const trail = page.getByRole('navigation', { name: breadcrumbCopy.navLabel });
    const expected = breadcrumbsFor(path);
    expect(await trail.getByRole('listitem').allTextContents()).toEqual(expected.map((crumb) => crumb.name));
    expect(expected.at(-1)?.name).toBe('Water Damage Restoration Snellville, GA');
    const current = trail.locator('[aria-current="page"]');
    expect(await current.textContent()).toBe(expected.at(-1)?.name);
    expect(await current.evaluate((element) => element.closest('a'))).toBeNull();
    expect(await trail.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  journey('are hidden on the home page', async ({ open, expect }) => {
    const page = await open('/', desktop);
    expect(await page.getByRole('navigation', { name: breadcrumbCopy.navLabel }).count()).toBe(0);
  });
});

describe('navigation', () => {
  journey('loads the next page as a document of its own, with its own title and one canonical', async ({ open, expect }) => {
    const page = await open('/', desktop);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const nav = page.getByRole('navigation', { name: headerCopy.mainNavLabel });
    await nav.getByRole('link', { name: mainNav.find((item) => item.href === '/faq')?.label }).click();
    await page.waitForURL(`${baseUrl}/faq`);
    await expect.poll(() => page.title()).toMatch(/^Frequently Asked Questions|FAQ/i);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    expect(await page.locator('head title').count()).toBe(1);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(/\/faq$/);
  });

  journey('opts into cross-document view transitions, except for visitors who ask for reduced motion', async ({ open, expect }) => {
    const page = await open('/', desktop);
    const css = await page.locator(`#${viewTransitionStyleId}`).textContent();
    expect(css).toBe(viewTransitionCss);
    expect(css).toMatch(/^@media \(prefers-reduced-motion: no-preference\) \{ @view-transition \{ navigation: auto; \} \}$/);
  });
});
