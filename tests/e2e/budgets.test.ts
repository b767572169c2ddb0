import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { htmlFileFor } from '../../site/prerender';
import { routes } from '../../site/routes/routeTable';
import { budgets } from '../bench/budgets';
import { formatFirstLoadTable, measureFirstLoad, type FirstLoad } from '../bench/firstLoad';

/**
 * Byte budgets, read from the build the browser tests use: deterministic, so they fail the tests
 * rather than wait for a benchmark. Timings and Lighthouse scores are the benchmark's (npm run bench).
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
    // The inline critical CSS alone is not the point: the full files follow on every first load.
    expect(measured.assets.some((asset) => asset.kind === 'css')).toBe(true);
    expect(measured.css).toBeLessThanOrEqual(budgets.bytes.anyRouteCss);
    expect(measured.thirdParty).toEqual([]);
  });

  it.each(pages.map((page) => page.path))('%s: JS within the ceiling the build is held to', (route) => {
    const ceiling = route === '/' ? budgets.jsCeilings.homeJs : budgets.jsCeilings.anyRouteJs;
    expect(load(route).js).toBeLessThanOrEqual(ceiling);
  });

  it(`/: total first-load weight within ${kb(budgets.bytes.homeTotal)}`, () => {
    const home = load('/');
    // HTML, scripts, styles, the web font and the hero image: a page that forgot its image or font
    // would pass a weight budget for the wrong reason.
    expect(home.fonts).toBeGreaterThan(0);
    expect(home.images).toBeGreaterThan(0);
    expect(home.total).toBeLessThanOrEqual(budgets.bytes.homeTotal);
  });

  it("keeps the forms' HTTP client and query cache off every first load", () => {
    const markers = { ky: 'Request failed with ', 'TanStack Query': 'No mutationFn found' };
    const librariesIn = (route: string) => {
      const code = load(route)
        .assets.filter((asset) => asset.kind === 'js')
        .map((asset) => readFileSync(path.join(clientDir, asset.url), 'utf8'))
        .join('\n');
      return Object.entries(markers)
        .filter(([, marker]) => code.includes(marker))
        .map(([name]) => name);
    };
    // The contact form and the blog's newsletter sign-up fetch both as the visitor starts typing
    // (tests/e2e/contact.test.ts sends through them); the markers are in the build all the same.
    const everything = readdirSync(path.join(clientDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(clientDir, 'assets', file), 'utf8'))
      .join('\n');
    expect(Object.values(markers).every((marker) => everything.includes(marker))).toBe(true);
    for (const route of ['/', '/contact', '/blog', '/about', '/faq', '/water-restoration', '/water-damage-restoration-snellville-ga', '/blog/insurance-claims-water-damage-guide']) {
      expect(librariesIn(route), route).toEqual([]);
    }
  });
});
