import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notFoundPath, routes } from '../../site/routes/routeTable';
import { chromiumForFile } from './chromium';
import { openSettled, settledAfterLayout } from './settle';

const baseUrl = inject('baseUrl');
const widths = { phone: 390, desktop: 1280 } as const;
const height = 900;
const paths = [...routes.map((route) => route.path), notFoundPath];

const browser = chromiumForFile();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // @axe-core/playwright needs pages from a context of their own.
  context = await browser().newContext({ viewport: { width: widths.phone, height } });
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
});

async function violations() {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// Each page is loaded once, at phone width, then widened: the desktop audit reuses the load, after
// the islands that the wider layout brings near the viewport have settled.
describe.each(paths)('axe-core on %s', (path) => {
  it(`has no violations at phone width (${widths.phone} px)`, async () => {
    await page.setViewportSize({ width: widths.phone, height });
    await openSettled(page, `${baseUrl}${path}`);
    expect(await violations()).toEqual([]);
  });

  it(`has no violations at desktop width (${widths.desktop} px)`, async () => {
    expect(new URL(page.url()).pathname.replace(/(.)\/$/, '$1')).toBe(path);
    await page.setViewportSize({ width: widths.desktop, height });
    await settledAfterLayout(page);
    expect(await violations()).toEqual([]);
  });
});
