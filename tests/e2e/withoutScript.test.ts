import type { BrowserContext, Page } from 'playwright-core';
import { contentFor } from '../../site/content/siteContent';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { galleryMaxPhotos } from '../../site/components/galleryLimit';
import { articlesOf } from '../../site/content/blog';
import { business } from '../../site/content/facts/business';
import { blogPageSlice, newestFirst } from '../../site/routes/blogPages';
import { routesOfKind } from '../../site/routes/routeTable';
import { chromiumForFile } from './support/chromium';
import { openSettled } from './support/settle';

const { faqs } = contentFor('en').faqs;
const { galleryImages } = contentFor('en').gallery;
const { homePage } = contentFor('en').home;
const { blogPage, contactPage } = contentFor('en').pages;
const { embedCopy, headerCopy, mainNav } = contentFor('en').navigation;

const articles = articlesOf('en');

/**
 * Every page works before and without JavaScript: with it switched off, and when an island's code
 * cannot be fetched. Nothing may be out of reach, and no button may sit there doing nothing.
 */

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();
let context: BrowserContext;
let page: Page;

afterEach(async () => {
  await context?.close();
});

async function open(path: string, { width = 390, javaScript = false } = {}) {
  context = await browser().newContext({ viewport: { width, height: 860 }, javaScriptEnabled: javaScript });
  page = await context.newPage();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
}

/** The answer's text, visible on screen (not only in the DOM). */
const answer = (text: string) => page.locator('main').getByText(text, { exact: true });

describe('with JavaScript off', () => {
  it('the mobile menu opens from its toggle, lets a link be chosen, and closes on Escape', async () => {
    await open('/');
    const toggle = page.getByRole('button', { name: headerCopy.menuLabel });
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    const about = mainNav.find((item) => item.href === '/about');
    await menu.getByRole('link', { name: about?.label }).click();
    await page.waitForURL(`${baseUrl}/about`);
    expect(await page.locator('h1').textContent()).toMatch(/About/);
  });

  it('shows every FAQ answer', async () => {
    await open('/faq');
    for (const faq of faqs) expect(await answer(faq.answer).isVisible(), faq.question).toBe(true);
  });

  it('shows all 16 gallery photos and no See More Work button that would do nothing', async () => {
    await open('/', { width: 1280 });
    const gallery = page.getByRole('region', { name: homePage.gallery.heading });
    for (const image of galleryImages.slice(0, galleryMaxPhotos)) expect(await gallery.getByRole('img', { name: image.alt }).isVisible(), image.src).toBe(true);
    expect(await gallery.getByRole('button').count()).toBe(0);
  });

  it('shows every card of each blog page and hides the filter chips, which need a script', async () => {
    // Every article is on one of the blog's pages, each a plain file: with one page (12 articles or
    // fewer) that is /blog alone.
    for (const route of routesOfKind('blog', 'en')) {
      await open(route.path);
      for (const article of blogPageSlice(newestFirst(articles), route.params.page)) {
        expect(await page.getByRole('link', { name: article.title }).isVisible(), article.slug).toBe(true);
      }
      expect(await page.getByRole('group', { name: blogPage.categoriesLabel }).isVisible()).toBe(false);
    }
  });

  it('keeps the contact details in reach and says how to write without the form', async () => {
    await open('/contact');
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: business.phone.display }).first().getAttribute('href')).toBe(business.phone.href);
    expect(await main.getByRole('link', { name: business.email }).first().getAttribute('href')).toBe(`mailto:${business.email}`);
    // Playwright's text search skips <noscript>; the browser shows it with scripting off.
    const noScript = main.locator('noscript p');
    expect(await noScript.textContent()).toBe(contactPage.form.noScriptText);
    expect((await noScript.boundingBox())?.height).toBeGreaterThan(0);
    // The form never submits natively: its button waits for the script.
    expect(await page.getByRole('button', { name: contactPage.form.submitLabel }).isDisabled()).toBe(true);
  });

  it('offers the embeds as links and hides their load buttons', async () => {
    await open('/', { width: 1280 });
    expect(await page.getByRole('link', { name: new RegExp(embedCopy.map.openLabel) }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: new RegExp(embedCopy.video.watchLabel) }).isVisible()).toBe(true);
    for (const label of [embedCopy.map.loadLabel, embedCopy.video.playLabel, embedCopy.reviews.showLiveLabel]) {
      expect(await page.getByRole('button', { name: new RegExp(label) }).count(), label).toBe(0);
    }
  });
});

describe("when an island's code cannot be fetched", () => {
  it('keeps its content reachable, hides its dead controls and tries again later', async () => {
    context = await browser().newContext({ viewport: { width: 390, height: 860 } });
    page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/\/assets\/FaqAccordion-[\w-]+\.js$/, (route) => route.abort());
    await openSettled(page, `${baseUrl}/faq`);
    const island = page.locator('site-island[data-island="FaqAccordion"]');
    // The first interaction with it is when it would hydrate.
    await page.getByRole('button', { name: faqs[0]?.question }).hover();
    await expect.poll(() => island.getAttribute('data-failed')).toBe('');
    for (const faq of faqs) {
      const visible = await answer(faq.answer).isVisible();
      if (!visible) {
        console.log('NOT VISIBLE', faq.question, await island.evaluate((element) => element.outerHTML.slice(0, 200)), await answer(faq.answer).evaluate((element) => {
          const panel = element.closest('[role="group"]');
          return [panel?.outerHTML.slice(0, 300), panel ? getComputedStyle(panel).contentVisibility : '', JSON.stringify(panel?.getBoundingClientRect()), JSON.stringify(element.getBoundingClientRect())];
        }));
      }
      expect(visible, faq.question).toBe(true);
    }
    expect(errors.some((text) => text.includes('FaqAccordion'))).toBe(true);

    // The network is back: the next interaction hydrates it, and the accordion works as designed.
    await page.unroute(/\/assets\/FaqAccordion-[\w-]+\.js$/);
    const first = page.getByRole('button', { name: faqs[0]?.question });
    await first.click();
    await expect.poll(() => island.getAttribute('data-hydrated')).toBe('');
    expect(await island.getAttribute('data-failed')).toBeNull();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    expect(await answer(faqs[1]?.answer ?? '').isVisible()).toBe(false);
  });
});

describe("when the gallery toggle's code cannot be fetched", () => {
  it('shows every photo beside it and no dead See More Work button', async () => {
    context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.route(/\/assets\/GalleryToggle-[\w-]+\.js$/, (route) => route.abort());
    await openSettled(page, `${baseUrl}/`);
    const gallery = page.getByRole('region', { name: homePage.gallery.heading });
    // The first interaction with the toggle is when it would hydrate.
    await gallery.getByRole('button').hover();
    const island = page.locator('site-island[data-island="GalleryToggle"]');
    await expect.poll(() => island.getAttribute('data-failed')).toBe('');
    for (const image of galleryImages.slice(0, galleryMaxPhotos)) expect(await gallery.getByRole('img', { name: image.alt }).isVisible(), image.src).toBe(true);
    expect(await gallery.getByRole('button').count()).toBe(0);
  });
});

describe('find-in-page and links to a passage', () => {
  const target = faqs[5];
  const fragment = () => `#:~:text=${encodeURIComponent(target?.answer.split(' ').slice(0, 6).join(' ') ?? '')}`;

  it('reveal a closed answer with JavaScript off', async () => {
    await open(`/faq${fragment()}`);
    expect(await answer(target?.answer ?? '').isVisible()).toBe(true);
  });

  it('reveal it before the accordion hydrates, and the hydrated accordion opens that item', async () => {
    await open(`/faq${fragment()}`, { javaScript: true });
    const header = page.getByRole('button', { name: target?.question });
    await expect.poll(() => header.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('true');
    expect(await answer(target?.answer ?? '').isVisible()).toBe(true);
  });

  it('open an item through beforematch once hydrated', async () => {
    await open('/faq', { javaScript: true });
    const header = page.getByRole('button', { name: target?.question });
    await header.hover();
    await page.locator('site-island[data-island="FaqAccordion"][data-hydrated]').waitFor({ state: 'attached' });
    expect(await header.getAttribute('aria-expanded')).toBe('false');
    const panelId = await header.getAttribute('aria-controls');
    const fired = page.evaluate(
      (id) =>
        new Promise<boolean>((resolve) => {
          document.getElementById(id ?? '')?.addEventListener('beforematch', () => resolve(true), { once: true });
          setTimeout(() => resolve(false), 5000);
        }),
      panelId,
    );
    // A link to an element inside a hidden="until-found" panel: the browser fires beforematch and reveals it.
    await page.evaluate((id) => {
      window.location.hash = id ?? '';
    }, panelId);
    expect(await fired).toBe(true);
    await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
    expect(await answer(target?.answer ?? '').isVisible()).toBe(true);
  });
});
