// @vitest-environment node
import type { BrowserContext, Page } from 'playwright-core';
import { contentFor } from '../../site/content/siteContent';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { siteResponseHeaders } from '../../functions/infra/responseHeaders';
import { thirdPartyOrigins } from '../../functions/infra/securityHeaders';
import { readInlineScriptHashes } from '../../functions/contract/inlineScripts';
import { hydrateAll } from '../../scripts/bench/islandJs';
import { chromiumForFile } from './support/chromium';
import { watchPolicy, type PolicyWatch } from './support/productionHeaders';
import { openSettled } from './support/settle';

const { embedCopy } = contentFor('en').navigation;

/**
 * The Content-Security-Policy lets every embed load, and its detectors work. Every route's own load
 * under the same headers is checked in tests/e2e/everyRoute.test.ts.
 */

const baseUrl = inject('baseUrl');
/** What the CDN sends with every page of this build, and `npm start` with it (whose pages may upload photos to its S3 emulator). */
const pageHeaders = siteResponseHeaders(readInlineScriptHashes(`${inject('distDir')}/client`), inject('s3Url')).page.headers;
const probePath = '/__csp-probe';

// A page that breaks the policy on purpose, so the test shows its detectors fire. It also holds the
// same kinds of data blocks every page has, which must neither run nor be reported.
const probeHtml = `<!doctype html><html><head><title>probe</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Thing"}</script>
<script id="data" type="application/json">{"ok":true}</script>
<script>window.inlineRan = true;</script>
</head><body><p>probe</p></body></html>`;

const browser = chromiumForFile();
const contexts: BrowserContext[] = [];
const watches: PolicyWatch[] = [];

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

/** A page in a context of its own, watched for what the policy reports. */
async function openPage(): Promise<PolicyWatch & { page: Page }> {
  const context = await browser().newContext();
  contexts.push(context);
  const page = await context.newPage();
  const watch = await watchPolicy(page, baseUrl);
  watches.push(watch);
  return { ...watch, page };
}

describe('the detectors', () => {
  it('report an inline script, which does not run, and ignore the JSON data blocks', async () => {
    const { page, violations } = await openPage();
    // The server's own answer for the path (its not-found page), with its headers, carrying the probe instead.
    await page.route(`${baseUrl}${probePath}`, async (route) => {
      const served = await route.fetch();
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = served.headers();
      await route.fulfill({ status: 200, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' }, body: probeHtml });
    });
    const response = await page.goto(`${baseUrl}${probePath}`);
    expect(response?.headers()['content-security-policy']).toBe(pageHeaders['Content-Security-Policy']);
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    expect(await page.evaluate(() => JSON.parse(document.getElementById('data')?.textContent ?? 'null') as unknown)).toEqual({ ok: true });
    await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(2);
    const found = await violations();
    expect(found.filter((entry) => !entry.startsWith('console:'))).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    expect(found.filter((entry) => entry.startsWith('console:'))).toHaveLength(1);
  });
});

describe('the not-found page', () => {
  it('serves the not-found page under the same policy without violations', async () => {
    const { page, violations } = await openPage();
    const response = await openSettled(page, `${baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).toBe(pageHeaders['Content-Security-Policy']);
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
    const { page, violations, otherOrigins } = await openPage();
    await openSettled(page, `${baseUrl}${path}`);
    await page.getByRole('button', { name: buttonName }).first().click();
    const frame = page.locator(`iframe[src^="${origin}/"]`);
    await expect.poll(() => frame.count()).toBe(1);
    // The frame's navigation request is made only if frame-src allows it. Waiting for that request to
    // end, not for network idle: what Chromium does in the frame after a failed load is not ours to wait on.
    await expect.poll(() => otherOrigins.requested.has(origin ?? '')).toBe(true);
    await expect.poll(() => otherOrigins.ended.has(origin ?? '')).toBe(true);
    expect(await violations()).toEqual([]);
  }

  it('lets the map load on /contact', async () => {
    await loadFrame('/contact', new RegExp(embedCopy.map.loadLabel), thirdPartyOrigins.map);
  });

  it('lets the video load on /', async () => {
    await loadFrame('/', new RegExp(embedCopy.video.playLabel), thirdPartyOrigins.video);
  });

  it('lets the live reviews script load on /', async () => {
    const { page, violations, otherOrigins } = await openPage();
    await openSettled(page, `${baseUrl}/`);
    await page.getByRole('button', { name: embedCopy.reviews.showLiveLabel }).click();
    const origin = thirdPartyOrigins.reviewsWidget ?? '';
    await expect.poll(() => page.locator(`script[src^="${origin}/"]`).count()).toBe(1);
    await expect.poll(() => otherOrigins.ended.has(origin)).toBe(true);
    expect(await violations()).toEqual([]);
  });
});

describe('third parties', () => {
  it('the pages asked for exactly the origins the policy names', () => {
    // Runs last: the tests above have pressed every facade. Every route's own load asks for none
    // (tests/e2e/everyRoute.test.ts).
    const allowed = [thirdPartyOrigins.reviewsWidget, thirdPartyOrigins.map, thirdPartyOrigins.video].filter(Boolean).sort();
    const requested = new Set(watches.flatMap((watch) => [...watch.otherOrigins.requested]));
    expect([...requested].sort()).toEqual(allowed);
  });
});
