import { describe, expect, inject, it } from 'vitest';
import { notFoundPage } from '../../site/content/pages';
import { routes } from '../../site/routes/routeTable';
import { chromiumForFile } from './chromium';
import { watchProblems } from './pageProblems';

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();


describe('every route', () => {
  it.each(routes.map((route) => route.path))('%s loads with status 200, hydrates and logs no errors', async (path) => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const watcher = watchProblems(page);
    const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(watcher.problems).toEqual([]);
    await context.close();
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto(`${baseUrl}/no-such-page/here`, { waitUntil: 'networkidle' });
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
  it.each(routes.map((route) => route.path))('%s shows its content, title and canonical link', async (path) => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    const route = routes.find((candidate) => candidate.path === path);
    expect(await page.title()).toContain(route?.meta.title ?? '');
    expect((await page.locator('h1').textContent())?.trim()).not.toBe('');
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\//);
    await context.close();
  });
});
