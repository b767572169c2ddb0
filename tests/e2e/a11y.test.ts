import { describe, expect, inject, it } from 'vitest';
import { notFoundPath, routes, routesIn } from '../../site/routes/routeTable';
import { axeViolations } from './support/axe';
import { chromiumForFile } from './support/chromium';
import { once, tabPool } from './support/concurrency';
import { openSettled, settledAfterLayout } from './support/settle';
import { englishOn, overflowOf } from './support/spanishReading';

/*
 * Every page read at a phone's width and a computer's, as a reader of it meets it: axe-core's audit at
 * each width, nothing cut off or scrolling sideways on the phone (WCAG 1.4.10, reflow), and on a
 * Spanish page no English interface words (WCAG 3.1.2, the language of its parts). One load of each
 * page serves all of them: each check is most of a core, and a second load was a third of the file.
 */

const baseUrl = inject('baseUrl');
const widths = { phone: 390, desktop: 1280 } as const;
const height = 900;
const paths = [...routes.map((route) => route.path), notFoundPath];
const spanish = new Set(routesIn('es').map((route) => route.path));

const browser = chromiumForFile();
// Two pages at a time: an audit keeps a core busy, and there are two.
const tabs = tabPool(browser, 2, { viewport: { width: widths.phone, height } });

/**
 * Each page is loaded once, at phone width, and audited and measured; then widened and audited
 * again, after the islands that the wider layout brings near the viewport have settled, and a Spanish
 * page's text read.
 */
const visits = once((path: string) =>
  tabs.use(async (page) => {
    await page.setViewportSize({ width: widths.phone, height });
    await openSettled(page, `${baseUrl}${path}`);
    const phone = await axeViolations(page);
    const phoneOverflow = await overflowOf(page);
    await page.setViewportSize({ width: widths.desktop, height });
    await settledAfterLayout(page);
    expect(new URL(page.url()).pathname.replace(/(.)\/$/, '$1')).toBe(path);
    const desktop = await axeViolations(page);
    const english = spanish.has(path) ? await englishOn(page) : [];
    return { phone, phoneOverflow, desktop, english };
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
    expect((await visits(path)).phone).toEqual([]);
  });

  it(`has no violations at desktop width (${widths.desktop} px)`, async () => {
    expect((await visits(path)).desktop).toEqual([]);
  });
});

describe.concurrent('every page fits on a phone', () => {
  it.each(paths.filter((path) => !spanish.has(path)))('%s: no sideways scrolling, no clipped control', async (path) => {
    expect((await visits(path)).phoneOverflow).toEqual({ page: 0, clipped: [] });
  });
});

describe.concurrent('longer Spanish words fit on a phone', () => {
  it.each([...spanish])('%s: no sideways scrolling, no clipped control', async (path) => {
    expect((await visits(path)).phoneOverflow).toEqual({ page: 0, clipped: [] });
  });
});

describe.concurrent('no English interface text on a Spanish page', () => {
  it.each([...spanish])('%s', async (path) => {
    expect((await visits(path)).english).toEqual([]);
  });
});
