import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notFoundPath, routes } from '../../site/routes/routeTable';
import { chromiumForFile } from './chromium';

const baseUrl = inject('baseUrl');
const widths = { phone: 390, desktop: 1280 } as const;
const paths = [...routes.map((route) => route.path), notFoundPath];

const browser = chromiumForFile();
const pages = new Map<number, { context: BrowserContext; page: Page }>();

beforeAll(async () => {
  for (const width of Object.values(widths)) {
    // @axe-core/playwright needs pages from a context of their own.
    const context = await browser().newContext({ viewport: { width, height: 900 } });
    pages.set(width, { context, page: await context.newPage() });
  }
});
afterAll(async () => {
  for (const { context } of pages.values()) await context.close();
});

describe.each(Object.entries(widths))('axe-core at %s width', (_name, width) => {
  it.each(paths)('%s has no violations', async (path) => {
    const { page } = pages.get(width)!;
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const summary = result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
});
