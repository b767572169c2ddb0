import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { siteResponseHeaders } from '../../functions/infra/responseHeaders';
import { readInlineScriptHashes } from '../../functions/contract/inlineScripts';
import { routes } from '../../site/routes/routeTable';
import { budgets } from '../../scripts/bench/budgets';
import { firstVisitTab, measureIslandJsIn, type IslandJs } from '../../scripts/bench/islandJs';
import { chromiumForFile } from './support/chromium';
import { once, pool } from './support/concurrency';
import { watchProblems } from './support/pageProblems';
import { watchPolicy } from './support/productionHeaders';

/**
 * Every route, visited once as a first visit on a phone (390x844, cache off) under the production
 * response headers, the way a visitor who reads to the bottom and uses everything would: loaded,
 * every island woken and hydrated, the menu's tooltip hovered, each form typed into. One visit, and
 * everything it shows is checked: the page loads and hydrates with no error, breaks no policy, asks
 * no other host for anything, and stays within its JavaScript budget.
 */

const clientDir = path.join(inject('distDir'), 'client');
const baseUrl = inject('baseUrl');
/** What the CDN sends with every page of this build (functions/infra/responseHeaders.ts), by lower-case name as Playwright reports them. */
const pageHeaders = Object.fromEntries(Object.entries(siteResponseHeaders(readInlineScriptHashes(clientDir), inject('s3Url')).page.headers).map(([name, value]) => [name.toLowerCase(), value]));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const browser = chromiumForFile();

/** Three tabs, each with its watchers, that the routes take turns in (tests/e2e/vitest.config.ts). */
const tabs = pool(
  3,
  async () => {
    const tab = await firstVisitTab(browser());
    return { ...tab, policy: await watchPolicy(tab.page, baseUrl), problems: watchProblems(tab.page) };
  },
  (tab) => tab.page.context().close(),
);

const visits = once((route: string) =>
  tabs.use(async (tab) => {
    tab.policy.forget();
    tab.problems.take();
    try {
      const { js, response } = await measureIslandJsIn(tab.page, baseUrl, clientDir, route);
      return {
        js,
        status: response?.status(),
        headers: response?.headers(),
        pathname: new URL(tab.page.url()).pathname.replace(/(.)\/$/, '$1'),
        headings: await tab.page.locator('h1').count(),
        // Every page carries JSON-LD and the asset list as inline data blocks, and the speculation
        // rules; none of them may count as script that the policy blocks.
        jsonLdBlocks: await tab.page.locator('script[type="application/ld+json"]').count(),
        // An island whose HTML and first render disagree is reported as a console error (the loader's
        // onRecoverableError), which the watcher collects.
        problems: tab.problems.take(),
        // WCAG 2.2.2: nothing moves for more than five seconds without a way to stop it.
        endlessAnimations: await tab.page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
            .map((animation) => {
              const effect = animation.effect as KeyframeEffect | null;
              const target = `${effect?.target?.nodeName ?? '?'}${effect?.pseudoElement ?? ''} '${effect?.target?.textContent?.trim().slice(0, 30) ?? ''}'`;
              return `${animation instanceof CSSAnimation ? animation.animationName : 'an animation'} on ${target}`;
            }),
        ),
        violations: await tab.policy.violations(),
        headerErrors: [...tab.policy.headerErrors],
        otherOrigins: [...tab.policy.otherOrigins.requested],
      };
    } finally {
      await tab.forget();
    }
  }),
);

describe.concurrent('every route under the production headers', () => {
  describe.each(routes.map((route) => route.path))('%s', (route) => {
    it('loads with status 200, hydrates every island cleanly, logs no errors and animates nothing forever', async () => {
      const visit = await visits(route);
      expect(visit.status).toBe(200);
      expect(visit.headers).toMatchObject(pageHeaders);
      expect(visit.headings).toBe(1);
      expect(visit.problems).toEqual([]);
      expect(visit.endlessAnimations).toEqual([]);
    });

    it('breaks no policy and asks no other host for anything', async () => {
      const visit = await visits(route);
      expect(visit.pathname).toBe(route);
      expect(visit.jsonLdBlocks).toBeGreaterThan(0);
      expect(visit.violations).toEqual([]);
      expect(visit.headerErrors).toEqual([]);
      // Embeds load only behind their facades' buttons (tests/e2e/csp.test.ts presses them).
      expect(visit.otherOrigins).toEqual([]);
    });
  });
});

const pages = [...routes.map((route) => route.path), '/404'];
const scripts = new Map<string, IslandJs>();

describe.concurrent('JavaScript budgets (gzip, as Chromium requests it at 390x844)', () => {
  it.each(pages)('%s: first load and every island hydrated within budget', async (route) => {
    const { js } = await visits(route);
    scripts.set(route, js);
    // The inline loader is counted: a measure that saw no script at all would pass the budget by accident.
    expect(js.firstLoad).toBeGreaterThan(1000);
    expect(js.firstLoad, `first load: ${js.firstLoadFiles.join(', ')}`).toBeLessThanOrEqual(budgets.bytes.firstLoadJs);
    expect(js.hydrated, `hydrated: ${js.hydratedFiles.join(', ')}`).toBeLessThanOrEqual(budgets.bytes.hydratedJs);
  });
});

describe('JavaScript, every route measured', () => {
  it('prints what each route asked for', () => {
    const rows = pages.map((route) => [route, scripts.get(route)] as const).map(
      ([route, js]) => `${route.padEnd(48)} ${kb(js?.firstLoad ?? 0).padStart(9)} ${kb(js?.hydrated ?? 0).padStart(9)} ${kb(js?.used ?? 0).padStart(9)}`,
    );
    console.log(['JS, gzip:                                         first load  hydrated      used', ...rows].join('\n'));
    expect(scripts.size).toBe(pages.length);
  });

  it('keeps React off the first load of every route, the FAQ (whose questions are on its first screen) included', () => {
    const react = (files: readonly string[]) => files.some((file) => /\/hydrate-[\w-]+\.js$/.test(file));
    expect(scripts.size).toBe(pages.length);
    for (const [route, js] of scripts) expect(react(js.firstLoadFiles), route).toBe(false);
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
