// @vitest-environment node
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaticFiles } from '../../functions/dev/staticFiles';
import { contentSecurityPolicy, securityHeaders, thirdPartyOrigins } from '../../functions/infra/securityHeaders';
import { embedCopy } from '../../site/content/navigation';
import { routes } from '../../site/routes/routeTable';
import { chromiumForFile } from './chromium';
import { once, pool } from './concurrency';
import { hydrateAll } from '../bench/islandJs';
import { watchProblems } from './pageProblems';
import { openSettled } from './settle';

/**
 * The built site under the production response headers, to prove the Content-Security-Policy lets
 * every page and every embed load. The shared dev server sends no CSP, so this file serves the build
 * itself with the headers the CDN adds (functions/infra/securityHeaders.ts).
 */

const distDir = inject('distDir');
const probePath = '/__csp-probe';

// A page that breaks the policy on purpose, so the test shows its detectors fire. It also holds the
// same kinds of data blocks every page has, which must neither run nor be reported.
const probeHtml = `<!doctype html><html><head><title>probe</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Thing"}</script>
<script id="data" type="application/json">{"ok":true}</script>
<script>window.inlineRan = true;</script>
</head><body><p>probe</p></body></html>`;

let server: Server;
let baseUrl: string;
const browser = chromiumForFile();
/** Every context the tests opened and have not closed yet. */
const contexts = new Set<BrowserContext>();
/** Origins of every request the pages made to another host, across the whole file. */
const thirdPartyRequests = new Set<string>();
/** Origins of other hosts whose requests have ended (finished or, offline, failed). */
const thirdPartyEnded = new Set<string>();

beforeAll(async () => {
  const staticFiles = createStaticFiles({ root: `${distDir}/client`, headers: securityHeaders });
  server = createServer((req, res) => {
    if (req.url === probePath) {
      res.writeHead(200, { ...securityHeaders, 'Content-Type': 'text/html; charset=utf-8' }).end(probeHtml);
      return;
    }
    staticFiles(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

afterAll(async () => {
  await Promise.all([...contexts].map((context) => context.close()));
});

interface Watch {
  page: Page;
  /** Closes the page's context. */
  close: () => Promise<void>;
  /** CSP violations seen so far: `securitypolicyviolation` events and console reports. */
  violations: () => Promise<string[]>;
  /** Problems with the other headers, e.g. a Permissions-Policy feature Chromium does not know. */
  headerErrors: string[];
  /** Console errors, uncaught exceptions and failed requests (pageProblems.ts). */
  problems: ReturnType<typeof watchProblems>;
  /** Forgets what the last page reported, before the tab loads another. */
  forget: () => void;
}

/** A page in a context of its own. */
async function openPage(): Promise<Watch> {
  const context = await browser().newContext();
  contexts.add(context);
  // Init scripts are injected by the browser's debugging protocol, which CSP does not govern.
  await context.addInitScript(() => {
    const record = window as unknown as { cspViolations: string[] };
    record.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      record.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const consoleReports: string[] = [];
  const headerErrors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('Content Security Policy')) consoleReports.push(`console: ${text}`);
    if (text.includes('Permissions-Policy') || text.includes('Strict-Transport-Security')) headerErrors.push(text);
  });
  page.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    if (origin !== baseUrl && /^https?:/.test(origin)) thirdPartyRequests.add(origin);
  });
  const ended = (request: { url: () => string }) => {
    const origin = new URL(request.url()).origin;
    if (origin !== baseUrl && /^https?:/.test(origin)) thirdPartyEnded.add(origin);
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    page,
    close: async () => {
      contexts.delete(context);
      await context.close();
    },
    headerErrors,
    problems,
    forget: () => {
      consoleReports.length = 0;
      headerErrors.length = 0;
      problems.take();
    },
    violations: async () => {
      const events = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
      return [...events, ...consoleReports];
    },
  };
}

describe('the detectors', () => {
  it('report an inline script, which does not run, and ignore the JSON data blocks', async () => {
    const { page, violations } = await openPage();
    const response = await page.goto(`${baseUrl}${probePath}`);
    expect(response?.headers()['content-security-policy']).toBe(contentSecurityPolicy);
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    expect(await page.evaluate(() => JSON.parse(document.getElementById('data')?.textContent ?? 'null') as unknown)).toEqual({ ok: true });
    await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(2);
    const found = await violations();
    expect(found.filter((entry) => !entry.startsWith('console:'))).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    expect(found.filter((entry) => entry.startsWith('console:'))).toHaveLength(1);
  });
});

/** Three tabs that the routes take turns in (tests/e2e/vitest.config.ts). */
const tabs = pool(3, openPage, (watch) => watch.close());

/** Each route is loaded and hydrated once, for two checks: the page itself, then the policy. */
const visits = once((path: string) =>
  tabs.use(async (watch) => {
    watch.forget();
    const { page } = watch;
    const response = await openSettled(page, `${baseUrl}${path}`);
    const headings = await page.locator('h1').count();
    // An island whose HTML and first render disagree is reported as a console error (the loader's
    // onRecoverableError), which the watcher collects.
    await hydrateAll(page);
    return {
      status: response?.status(),
      headers: response?.headers(),
      headings,
      problems: watch.problems.take(),
      pathname: new URL(page.url()).pathname.replace(/(.)\/$/, '$1'),
      // Every page carries JSON-LD and the asset list as inline data blocks, and the speculation rules;
      // none of them may count as script that the policy blocks.
      jsonLdBlocks: await page.locator('script[type="application/ld+json"]').count(),
      violations: await watch.violations(),
      headerErrors: [...watch.headerErrors],
    };
  }),
);

describe.concurrent('every route under the production headers', () => {
  describe.each(routes.map((route) => route.path))('%s', (path) => {
    it('loads with status 200, hydrates every island cleanly and logs no errors', async () => {
      const visit = await visits(path);
      expect(visit.status).toBe(200);
      expect(visit.headers).toMatchObject(Object.fromEntries(Object.entries(securityHeaders).map(([name, value]) => [name.toLowerCase(), value])));
      expect(visit.headings).toBe(1);
      expect(visit.problems).toEqual([]);
    });

    it('breaks no policy', async () => {
      const visit = await visits(path);
      expect(visit.pathname).toBe(path);
      expect(visit.jsonLdBlocks).toBeGreaterThan(0);
      expect(visit.violations).toEqual([]);
      expect(visit.headerErrors).toEqual([]);
    });
  });
});

describe('the not-found page', () => {
  it('serves the not-found page under the same policy without violations', async () => {
    const { page, violations } = await openPage();
    const response = await openSettled(page, `${baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).toBe(contentSecurityPolicy);
    await hydrateAll(page);
    expect(await violations()).toEqual([]);
  });
});

describe('speculation rules', () => {
  it('are on every page, allowed by the policy, and prerender a page while the pointer rests on its link', async () => {
    const { page, violations } = await openPage();
    const prerendered: string[] = [];
    page.on('request', (request) => {
      if ((request.headers()['sec-purpose'] ?? '').includes('prerender')) prerendered.push(new URL(request.url()).pathname);
    });
    await openSettled(page, `${baseUrl}/`);
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}') as { prerender?: { eagerness?: string }[] };
    expect(rules.prerender?.[0]?.eagerness).toBe('moderate');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).hover();
    await expect.poll(() => prerendered, { timeout: 10_000 }).toContain('/privacy');
    expect(await violations()).toEqual([]);
  });
});

describe('embeds behind facades', () => {
  /** Presses a facade's button and waits for its frame; offline, the frame's load fails, which is fine. */
  async function loadFrame(path: string, buttonName: RegExp, origin: string | undefined) {
    const { page, violations } = await openPage();
    await openSettled(page, `${baseUrl}${path}`);
    await page.getByRole('button', { name: buttonName }).first().click();
    const frame = page.locator(`iframe[src^="${origin}/"]`);
    await expect.poll(() => frame.count()).toBe(1);
    // The frame's navigation request is made only if frame-src allows it. Waiting for that request to
    // end, not for network idle: what Chromium does in the frame after a failed load is not ours to wait on.
    await expect.poll(() => thirdPartyRequests.has(origin ?? '')).toBe(true);
    await expect.poll(() => thirdPartyEnded.has(origin ?? '')).toBe(true);
    expect(await violations()).toEqual([]);
  }

  it('lets the map load on /contact', async () => {
    await loadFrame('/contact', new RegExp(embedCopy.map.loadLabel), thirdPartyOrigins.map);
  });

  it('lets the video load on /', async () => {
    await loadFrame('/', new RegExp(embedCopy.video.playLabel), thirdPartyOrigins.video);
  });

  it('lets the live reviews script load on /', async () => {
    const { page, violations } = await openPage();
    await openSettled(page, `${baseUrl}/`);
    await page.getByRole('button', { name: embedCopy.reviews.showLiveLabel }).click();
    const origin = thirdPartyOrigins.reviewsWidget ?? '';
    await expect.poll(() => page.locator(`script[src^="${origin}/"]`).count()).toBe(1);
    await expect.poll(() => thirdPartyEnded.has(origin)).toBe(true);
    expect(await violations()).toEqual([]);
  });
});

describe('third parties', () => {
  it('the pages asked for exactly the origins the policy names', () => {
    // Runs last: the tests above have loaded every route and pressed every facade.
    const allowed = [thirdPartyOrigins.reviewsWidget, thirdPartyOrigins.map, thirdPartyOrigins.video].filter(Boolean).sort();
    expect([...thirdPartyRequests].sort()).toEqual(allowed);
  });
});
