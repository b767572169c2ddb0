import { describe, expect, inject, it } from 'vitest';
import { notFoundPath, routes } from '../../site/routes/routeTable';
import { axeViolations } from './support/axe';
import { chromiumForFile } from './support/chromium';
import { once, tabPool } from './support/concurrency';
import { openSettled, settledAfterLayout } from './support/settle';

const baseUrl = inject('baseUrl');
const widths = { phone: 390, desktop: 1280 } as const;
const height = 900;
const paths = [...routes.map((route) => route.path), notFoundPath];

const browser = chromiumForFile();
// Two pages at a time: an audit keeps a core busy, and there are two.
const tabs = tabPool(browser, 2, { viewport: { width: widths.phone, height } });

/**
 * Each page is loaded once, at phone width, and audited; then widened and audited again, after the
 * islands that the wider layout brings near the viewport have settled.
 */
const audits = once((path: string) =>
  tabs.use(async (page) => {
    await page.setViewportSize({ width: widths.phone, height });
    await openSettled(page, `${baseUrl}${path}`);
    const phone = await axeViolations(page);
    await page.setViewportSize({ width: widths.desktop, height });
    await settledAfterLayout(page);
    expect(new URL(page.url()).pathname.replace(/(.)\/$/, '$1')).toBe(path);
    const desktop = await axeViolations(page);
    return { phone, desktop };
  }),
);

describe('the audit', () => {
  it('reports what axe finds, naming the rule and the element', async () => {
    const found = await tabs.use(async (page) => {
      await page.setContent('<!doctype html><html lang="en"><title>t</title><main><h1>Photos</h1><img src="/x.png"></main></html>');
      return axeViolations(page);
    });
    expect(found).toContainEqual('image-alt: img');
  });
});

describe.concurrent.each(paths)('axe-core on %s', (path) => {
  it(`has no violations at phone width (${widths.phone} px)`, async () => {
    expect((await audits(path)).phone).toEqual([]);
  });

  it(`has no violations at desktop width (${widths.desktop} px)`, async () => {
    expect((await audits(path)).desktop).toEqual([]);
  });
});
