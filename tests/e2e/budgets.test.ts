import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loaderElementId } from '../../site/documentAssets';
import { htmlFileFor } from '../../site/prerender';
import { routes } from '../../site/routes/routeTable';
import { budgets, htmlBudgetMisses } from '../../scripts/bench/budgets';
import { formatFirstLoadTable, gzipBytes, measureFirstLoad, type FirstLoad } from '../../scripts/bench/firstLoad';
import { htmlWeight, type HtmlWeight } from '../../scripts/bench/pageWeight';
import { chromiumForFile } from './support/chromium';
import { openSettled } from './support/settle';

/**
 * Byte budgets, from the build the browser tests use: deterministic, so they fail the tests rather
 * than wait for a benchmark. CSS, fonts and images are read from the build here; JavaScript is what
 * Chromium requests, since which islands hydrate at once depends on the layout, and is measured in
 * each route's visit (tests/e2e/everyRoute.test.ts). Timings and Lighthouse scores are the
 * benchmark's (npm run bench).
 */

const clientDir = path.join(inject('distDir'), 'client');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const pages = [...routes.map((route) => ({ path: route.path, file: htmlFileFor(route.path) })), { path: '/404', file: '404.html' }];
const loads = new Map<string, FirstLoad>(
  pages.map((page) => [page.path, measureFirstLoad(clientDir, page.file, page.path, budgets.viewports.mobile)]),
);
const load = (route: string) => {
  const measured = loads.get(route);
  if (!measured) throw new Error(`No page measured for ${route}.`);
  return measured;
};

describe('first-load byte budgets (gzip)', () => {
  it('prints the table it checks', () => {
    const table = formatFirstLoadTable(pages.map((page) => ({ path: page.path, load: load(page.path) })));
    console.log(table);
    expect(table.split('\n')).toHaveLength(pages.length + 2);
  });

  it.each(pages.map((page) => page.path))(`%s: CSS within ${kb(budgets.bytes.anyRouteCss)}, nothing from other hosts`, (route) => {
    const measured = load(route);
    // The inline critical CSS alone is not the point: the full file follows on every first load.
    expect(measured.assets.some((asset) => asset.kind === 'css')).toBe(true);
    expect(measured.css).toBeLessThanOrEqual(budgets.bytes.anyRouteCss);
    expect(measured.thirdParty).toEqual([]);
  });

  it(`the island loader within ${budgets.bytes.islandLoader} bytes, inline in each page`, () => {
    const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const opening = `<script id="${loaderElementId}" type="module" async="">`;
    const start = html.indexOf(opening) + opening.length;
    expect(start).toBeGreaterThan(opening.length);
    const bytes = gzipBytes(html.slice(start, html.indexOf('</script>', start)));
    expect(bytes).toBeGreaterThan(1000);
    expect(bytes).toBeLessThanOrEqual(budgets.bytes.islandLoader);
  });

  it(`/: total first-load weight within ${kb(budgets.bytes.homeTotal)}`, () => {
    const home = load('/');
    // HTML, scripts and styles: the text is in the device's font, and the photo is the desktop's (below).
    expect(home.fonts).toBe(0);
    expect(home.html).toBeGreaterThan(0);
    expect(home.total).toBeLessThanOrEqual(budgets.bytes.homeTotal);
  });

  it.each(['/', '/es'])("%s: a phone's first screen is words and buttons, with no picture; the desktop's has the photo", (route) => {
    expect(load(route).images).toBe(0);
    const desktop = measureFirstLoad(clientDir, htmlFileFor(route), route, budgets.viewports.desktop);
    expect(desktop.images).toBeGreaterThan(0);
    expect(desktop.total).toBeLessThanOrEqual(budgets.bytes.homeTotal);
  });
});

describe('the HTML of every page (gzip)', () => {
  const weights = new Map<string, HtmlWeight>(pages.map((page) => [page.path, htmlWeight(readFileSync(path.join(clientDir, page.file), 'utf8'))]));
  const weight = (route: string) => {
    const measured = weights.get(route);
    if (!measured) throw new Error(`No page weighed for ${route}.`);
    return measured;
  };

  it('prints each page, heaviest first, and how many fit in the first round trip', () => {
    const rows = [...weights].sort(([, a], [, b]) => b.gzip - a.gzip);
    const oneTrip = rows.filter(([, measured]) => measured.gzip <= budgets.html.firstScreen).length;
    console.log(
      [
        `HTML, KB: gzip (first screen's end in it) / brotli / as written. ${oneTrip} of ${rows.length} pages within ${kb(budgets.html.firstScreen)}.`,
        ...rows.map(([route, measured]) => `${kb(measured.gzip).padStart(8)} (${kb(measured.firstScreenGzip)}) ${kb(measured.brotli).padStart(8)} ${kb(measured.raw).padStart(9)}  ${route}`),
      ].join('\n'),
    );
    expect(rows).toHaveLength(pages.length);
  });

  it.each(pages.map((page) => page.path))(
    `%s: the head and first screen within the first ${kb(budgets.html.firstScreen)} of the stream, the page within its budget`,
    (route) => {
      const measured = weight(route);
      // The first screen is a part of the page, and the stream's start holds it.
      expect(measured.firstScreenGzip).toBeGreaterThan(3000);
      expect(measured.firstScreenGzip).toBeLessThanOrEqual(measured.gzip);
      expect(htmlBudgetMisses(route, measured)).toEqual([]);
    },
  );
});

describe("a phone's first screen, in Chromium", () => {
  const browser = chromiumForFile();
  const baseUrl = inject('baseUrl');

  it.each(['/', '/es'])('%s at 390x844 requests no picture, the favicon included', async (route) => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const images: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image' || /\.(avif|webp|jpe?g|png|svg|ico)(\?|$)/.test(request.url())) images.push(request.url());
      });
      await openSettled(page, new URL(route, baseUrl).href);
      // The photo is in the page, for wider screens, and not drawn here.
      await expect(page.locator('section img').first().isVisible()).resolves.toBe(false);
      expect(images).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
