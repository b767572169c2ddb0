// @vitest-environment node
/**
 * What the visit counter never counts, in a real browser against the built site served with the
 * functions by a local server of this file's own (its counters start empty): anything from a browser
 * with Global Privacy Control on, a beacon sent with Sec-GPC or DNT, and a headless browser's visits.
 */
import { describe, expect, it } from 'vitest';
import { beaconPath } from '../../functions/contract/visits';
import { chromiumForFile } from './support/chromium';
import { countingServer, ofType, phone } from './support/countingServer';
import { openSettled } from './support/settle';

const browser = chromiumForFile();
const server = countingServer(browser);
const { counts, countOf, openTab } = server;

describe('what is never counted', () => {
  it('sends nothing at all with Global Privacy Control on', async () => {
    const { page, beacons } = await openTab({ gpc: true });
    await openSettled(page, `${server.url}/contact`);
    expect(await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(true);
    await page.locator('a[href^="tel:"]').first().click({ noWaitAfter: true });
    // The speed chunk is never fetched, and leaving sends nothing.
    await page.goto('about:blank');
    expect(beacons).toEqual([]);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded.some((name) => name.includes('/assets/vitals-'))).toBe(false);
  });

  it.each([
    ['Sec-GPC: 1', { 'Sec-GPC': '1' }],
    ['DNT: 1', { DNT: '1' }],
  ])('writes nothing for a beacon sent with %s, and counts the same beacon without it', async (_name, privacy) => {
    const send = (extra: Record<string, string>) =>
      fetch(`${server.url}${beaconPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': phone, 'Sec-Fetch-Site': 'same-origin', Origin: server.url, ...extra },
        body: new URLSearchParams({ t: 'c', p: '/faq', l: 'footer' }).toString(),
      });
    const call = { type: 'call', path: '/faq', lang: 'en', kind: 'faq', place: 'footer' } as const;
    const before = await countOf(call);
    expect((await send(privacy)).status).toBe(204);
    expect(await countOf(call)).toBe(before);
    expect((await send({})).status).toBe(204);
    expect(await countOf(call)).toBe(before + 1);
  });

  it('writes nothing for the default headless user agent, whose page sends its beacons all the same', async () => {
    const { page, beacons } = await openTab({ userAgent: null });
    expect(await page.evaluate(() => navigator.userAgent)).toContain('HeadlessChrome');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === beaconPath);
    await openSettled(page, `${server.url}/about`);
    expect((await answered).status()).toBe(204);
    expect(ofType(beacons, 'v')).toHaveLength(1);
    expect([...(await counts()).keys()].filter((key) => key.includes('|/about|'))).toEqual([]);
  });
});
