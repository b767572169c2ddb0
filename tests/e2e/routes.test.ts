import { describe, expect, inject, it } from 'vitest';
import { business } from '../../site/content/facts/business';
import { contentFor } from '../../site/content/siteContent';
import { findRoute } from '../../site/routes/routeTable';
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

// Every route without JavaScript: tests/e2e/builtHtml.test.ts, which reads the HTML the server sends.
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
