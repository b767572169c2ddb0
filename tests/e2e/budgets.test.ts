import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { htmlFileFor } from '../../site/prerender';
import { languages } from '../../site/i18n/lang';
import { localPath } from '../../site/i18n/paths';
import { routes } from '../../site/routes/routeTable';
import { budgets, firstLoadJsBudget } from '../bench/budgets';
import { formatFirstLoadTable, measureFirstLoad, type FirstLoad } from '../bench/firstLoad';
import { firstVisitTab, measureIslandJsIn, type IslandJs } from '../bench/islandJs';
import { chromiumForFile } from './chromium';
import { pool } from './concurrency';

/**
 * Byte budgets, from the build the browser tests use: deterministic, so they fail the tests rather
 * than wait for a benchmark. CSS, fonts and images are read from the build; JavaScript is what
 * Chromium requests, since which islands hydrate at once depends on the layout. Timings and
 * Lighthouse scores are the benchmark's (npm run bench).
 */

const baseUrl = inject('baseUrl');
const clientDir = path.join(inject('distDir'), 'client');
const browser = chromiumForFile();
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
const scripts = new Map<string, IslandJs>();

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

  it(`/: total first-load weight within ${kb(budgets.bytes.homeTotal)}`, () => {
    const home = load('/');
    // HTML, scripts, styles, the web font and the hero image: a page that forgot its image or font
    // would pass a weight budget for the wrong reason.
    expect(home.fonts).toBeGreaterThan(0);
    expect(home.images).toBeGreaterThan(0);
    expect(home.total).toBeLessThanOrEqual(budgets.bytes.homeTotal);
  });
});

// Three tabs, cache off, each page measured as a first visit (tests/e2e/vitest.config.ts).
const tabs = pool(3, () => firstVisitTab(browser()), (tab) => tab.page.context().close());

describe.concurrent('JavaScript budgets (gzip, as Chromium requests it at 390x844)', () => {
  it.each(pages.map((page) => page.path))('%s: first load and every island hydrated within budget', async (route) => {
    const measured = await tabs.use(async (tab) => {
      try {
        return await measureIslandJsIn(tab.page, baseUrl, clientDir, route);
      } finally {
        await tab.forget();
      }
    });
    scripts.set(route, measured);
    expect(measured.firstLoadFiles.length).toBeGreaterThan(0);
    expect(measured.firstLoad, `first load: ${measured.firstLoadFiles.join(', ')}`).toBeLessThanOrEqual(firstLoadJsBudget(route));
    expect(measured.hydrated, `hydrated: ${measured.hydratedFiles.join(', ')}`).toBeLessThanOrEqual(budgets.bytes.hydratedJs);
  });
});

describe('JavaScript, every route measured', () => {
  it('prints what each route asked for', () => {
    const rows = [...scripts].map(([route, js]) => `${route.padEnd(48)} ${kb(js.firstLoad).padStart(9)} ${kb(js.hydrated).padStart(9)} ${kb(js.used).padStart(9)}`);
    console.log(['JS, gzip:                                         first load  hydrated      used', ...rows].join('\n'));
    expect(rows).toHaveLength(pages.length);
  });

  it('keeps React off the first load of every route but the ones whose islands are on the first screen', () => {
    const react = (files: readonly string[]) => files.some((file) => /\/hydrate-[\w-]+\.js$/.test(file));
    const others = [...scripts].filter(([route]) => !budgets.firstScreenIslandRoutes.includes(route));
    expect(others.length).toBeGreaterThan(30);
    for (const [route, js] of others) expect(react(js.firstLoadFiles), route).toBe(false);
    // The FAQ's questions are on its first screen, so its accordion hydrates with the page.
    for (const faq of languages.map((lang) => localPath(lang, '/faq'))) expect(react(scripts.get(faq)?.firstLoadFiles ?? []), faq).toBe(true);
  });

  it("keeps the forms' HTTP client and query cache out of every island until a form is used", () => {
    const markers = { ky: 'Request failed with ', 'TanStack Query': 'No mutationFn found' };
    const librariesIn = (files: readonly string[]) => {
      const code = files.map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
      return Object.entries(markers)
        .filter(([, marker]) => code.includes(marker))
        .map(([name]) => name);
    };
    // The markers are in the build all the same: the forms fetch both as the visitor starts typing.
    const everything = readdirSync(path.join(clientDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/assets/${file}`);
    expect(librariesIn(everything)).toEqual(Object.keys(markers));
    for (const [route, js] of scripts) expect(librariesIn(js.hydratedFiles), route).toEqual([]);
    expect(librariesIn(scripts.get('/contact')?.usedFiles ?? [])).toEqual(Object.keys(markers));
  });
});
