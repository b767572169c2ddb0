import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { business } from '../../site/content/facts/business';
import { contentFor } from '../../site/content/siteContent';
import { localPath } from '../../site/i18n/paths';
import { findRoute, routes } from '../../site/routes/routeTable';
import { chromiumForFile } from './support/chromium';
import { openSettled } from './support/settle';

const { notFoundPage } = contentFor('en').pages;
const { privacyPage } = contentFor('en').privacy;

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();

// Every route's load, hydration and console: tests/e2e/csp.test.ts, under the production headers.
describe('every route', () => {
  it('answers an unknown path with the not-found page and status 404', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await openSettled(page, `${baseUrl}/no-such-page/here`);
    expect(response?.status()).toBe(404);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain(notFoundPage.code);
    expect(main).toContain(notFoundPage.message);
    expect(await page.getByRole('link', { name: notFoundPage.homeLabel }).getAttribute('href')).toBe('/');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(warnings.some((text) => text.includes('/no-such-page/here'))).toBe(true);
    await context.close();
  });
});

describe('without JavaScript', () => {
  // One tab for every page: with no script, nothing a page leaves behind can reach the next one.
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser().newContext({ javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(routes.map((route) => route.path))('%s shows its content, title and canonical link', async (path) => {
    await page.goto(`${baseUrl}${path}`);
    const route = routes.find((candidate) => candidate.path === path);
    expect(await page.title()).toContain(route?.meta.title ?? '');
    expect((await page.locator('h1').textContent())?.trim()).not.toBe('');
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\//);
    // The blog and the privacy page are reachable from every page in its own language, and the name
    // in the header leads to the home page in that language.
    const lang = route?.lang ?? 'en';
    const { links } = contentFor(lang).navigation.footer;
    const more = page.getByRole('contentinfo').getByRole('navigation', { name: links.navLabel });
    const [blog, privacy] = links.items;
    expect(await more.getByRole('link', { name: blog?.label, exact: true }).getAttribute('href')).toBe(localPath(lang, '/blog'));
    expect(await more.getByRole('link', { name: privacy?.label, exact: true }).getAttribute('href')).toBe(localPath(lang, '/privacy'));
    const home = page.getByRole('banner').getByRole('link', { name: business.name });
    expect(await home.getAttribute('href')).toBe(localPath(lang, '/'));
    expect(await home.getAttribute('aria-current')).toBe(path === localPath(lang, '/') ? 'page' : null);
  });
});

describe('the privacy page', () => {
  it('is prerendered with its own title, description and canonical, and listed in the sitemap', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/privacy`);
    expect(response?.status()).toBe(200);
    const meta = findRoute('/privacy')?.meta;
    expect(await page.title()).toBe(`${meta?.title} | ${business.name}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(meta?.description);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${business.siteUrl}/privacy`);
    expect(await page.locator('h1').textContent()).toBe(privacyPage.heading);
    const sitemap = await (await context.request.get(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${business.siteUrl}/privacy</loc>`);
    await context.close();
  });

  it('is linked next to the submit button of the contact form and the newsletter box', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/contact', '/blog']) {
      await page.goto(`${baseUrl}${path}`);
      const form = page.locator('main form');
      expect(await form.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
    }
    await context.close();
  });
});

describe('the prerendered contact page', () => {
  it('is valid where validators looked: no type attribute on the textarea', async () => {
    const html = await (await fetch(`${baseUrl}/contact`)).text();
    const textarea = /<textarea[^>]*>/.exec(html)?.[0] ?? '';
    expect(textarea).toContain('name="message"');
    expect(textarea).not.toMatch(/\stype=/);
  });
});
