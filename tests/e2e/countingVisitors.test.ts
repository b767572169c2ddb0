// @vitest-environment node
/**
 * Counting visits in a real browser, against the built site served with the functions by a local
 * server of this file's own: what a visitor on a phone does (views, visits, taps on a call link, the
 * page's speed) and the messages the contact form sends are counted. Chromium here is headless, which
 * the endpoint does not count: a visitor's browser is played by a context with a phone's ordinary user
 * agent.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callPlaceAttribute } from '../../functions/contract/visits';
import { contentFor } from '../../site/content/siteContent';
import { chromiumForFile } from './support/chromium';
import { countingServer, fieldsOf, ofType } from './support/countingServer';
import { openSettled, settled } from './support/settle';

const browser = chromiumForFile();
const server = countingServer(browser);
const { countOf, openTab } = server;
const cityPath = '/water-damage-restoration-snellville-ga';
const city = { path: cityPath, lang: 'en', kind: 'cityService' } as const;

/** Until the speed chunk has come and web-vitals has had a frame to read the buffered paints. */
async function vitalsReady(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/vitals-/.test(entry.name) && entry.responseEnd > 0));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The tab goes to the background, as when a tap on a call link opens the phone's dialer. Played by
 * the page itself: Chromium under Playwright loses a beacon sent while a page unloads for a
 * navigation (it keeps those of a closed tab), which a visitor's browser sends.
 */
async function hide(page: Page, hidden = true) {
  await page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden ? 'hidden' : 'visible');
}

describe('a visitor on a phone', () => {
  it('on a city page counts a view, a visit and a tap on the emergency line; a reload adds a view and no visit; each view sends its speed once', async () => {
    const { page, beacons } = await openTab();
    await openSettled(page, `${server.url}${cityPath}`);
    await vitalsReady(page);
    const link = page.locator(`a[href^="tel:"][${callPlaceAttribute}="emergency-banner"]`);
    await link.scrollIntoViewIfNeeded();
    await link.click({ noWaitAfter: true });
    await hide(page);
    const view = { type: 'view', ...city, device: 'phone' } as const;
    const visit = { type: 'visit', ...city, channel: 'direct', source: '-', medium: '-', campaign: '-' } as const;
    const call = { type: 'call', ...city, place: 'emergency-banner' } as const;
    await expect.poll(async () => [await countOf(view), await countOf(visit), await countOf(call)]).toEqual([1, 1, 1]);
    // Hidden, the page sent its speed: one beacon, with the largest paint's time.
    await expect.poll(() => ofType(beacons, 'w').length).toBe(1);
    expect(Number(fieldsOf(ofType(beacons, 'w')[0] as Request).lcp)).toBeGreaterThan(0);
    // Back from the call and hidden again: no second one for the same view.
    await hide(page, false);
    await hide(page);

    await page.reload();
    await settled(page);
    await vitalsReady(page);
    await expect.poll(async () => [await countOf(view), await countOf(visit)]).toEqual([2, 1]);

    const context = page.context();
    // Nothing the page sends names the visitor: the fields are the page, the device and what happened.
    for (const beacon of beacons) {
      expect(Object.keys(fieldsOf(beacon)).every((name) => ['t', 'p', 'd', 'n', 'l', 'lcp', 'inp', 'cls'].includes(name))).toBe(true);
      expect(await beacon.headerValue('cookie')).toBeNull();
    }
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

    // Leaving (the tab closed): the second view's speed, so one per view.
    await page.close({ runBeforeUnload: true });
    const lcp = (rating: 'good' | 'needs-improvement' | 'poor') => countOf({ type: 'speed', kind: 'cityService', device: 'phone', vital: 'lcp', rating });
    await expect.poll(async () => (await lcp('good')) + (await lcp('needs-improvement')) + (await lcp('poor'))).toBe(2);
    expect(ofType(beacons, 'w')).toHaveLength(1);
  });

  it('counts a tap on the text link beside the emergency line as a call, from the place of the text link', async () => {
    const { page, beacons } = await openTab();
    await openSettled(page, `${server.url}${cityPath}`);
    const link = page.locator(`a[href^="sms:"][${callPlaceAttribute}="text-emergency-banner"]`);
    await link.scrollIntoViewIfNeeded();
    const call = { type: 'call', ...city, place: 'text-emergency-banner' } as const;
    const before = await countOf(call);
    await link.click({ noWaitAfter: true });
    await hide(page);
    await expect.poll(() => countOf(call)).toBe(before + 1);
    // Polled: Playwright can tell of a request after the server has answered it.
    await expect.poll(() => ofType(beacons, 'c').map((beacon) => fieldsOf(beacon).l)).toEqual(['text-emergency-banner']);
  });

  it('counts nothing for a page while it is prerendered, and one view once it is shown', async () => {
    const { page, beacons } = await openTab();
    // Hovering a link starts the speculation rules' prerender of its page...
    const prerender = page.waitForRequest((request) => (request.headers()['sec-purpose'] ?? '').includes('prerender') && new URL(request.url()).pathname === '/privacy');
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSettled(page, `${server.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).hover();
    await prerender;
    // ...which Chromium abandons under DevTools (PrerenderingDisabledByDevTools). So the page is put in
    // the state a prerender loads it in (document.prerendering until prerenderingchange) by the tab itself.
    await page.addInitScript(() => {
      let prerendering = true;
      Object.defineProperty(Document.prototype, 'prerendering', { get: () => prerendering, configurable: true });
      (window as unknown as { activate: () => void }).activate = () => {
        prerendering = false;
        document.dispatchEvent(new Event('prerenderingchange'));
      };
    });
    const privacyView = { type: 'view', path: '/privacy', lang: 'en', kind: 'privacy', device: 'desktop' } as const;
    const sentBefore = beacons.length;
    await openSettled(page, `${server.url}/privacy`);
    // Loaded, its islands settled, its idle time come and gone: nothing sent, the speed chunk not fetched.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(resolve))));
    expect(beacons.slice(sentBefore)).toEqual([]);
    expect(await countOf(privacyView)).toBe(0);
    await page.evaluate(() => (window as unknown as { activate: () => void }).activate());
    await expect.poll(() => countOf(privacyView)).toBe(1);
    // Polled: Playwright can tell of a request after the server has counted it (it once read none).
    await expect.poll(() => ofType(beacons.slice(sentBefore), 'v').length).toBe(1);
    await vitalsReady(page);
  });
});

describe('forms', () => {
  const { form } = contentFor('en').pages.contactPage;
  const message = { type: 'message', path: '/contact', lang: 'en', kind: 'contact' } as const;

  async function sendContact(answer?: number): Promise<{ page: Page; beacons: Request[] }> {
    const { page, beacons } = await openTab();
    if (answer !== undefined) {
      await page.route(`${server.url}/api/send-contact-email`, (route) =>
        route.fulfill({ status: answer, contentType: 'application/json', body: JSON.stringify(answer < 300 ? { ok: true, queued: true } : { ok: false }) }),
      );
    }
    await openSettled(page, `${server.url}/contact`);
    await page.locator(`#${form.anchorId}`).scrollIntoViewIfNeeded();
    await page.locator('site-island[data-island="ContactForm"][data-hydrated]').waitFor();
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await field(form.labels.fullName).fill('Jane Counted');
    await field(form.labels.email).fill('jane.counted@example.org');
    await field(form.labels.message).fill('Water under the kitchen sink since this morning.');
    await page.getByRole('button', { name: form.submitLabel }).click();
    return { page, beacons };
  }

  it.each([
    [200, undefined, form.successMessage],
    [202, 202, form.queuedMessage],
  ])('count one message when the contact function answers %i', async (_status, answer, shown) => {
    const before = await countOf(message);
    const { page, beacons } = await sendContact(answer);
    await page.getByText(shown).first().waitFor();
    await expect.poll(() => countOf(message)).toBe(before + 1);
    // Polled: Playwright can tell of the beacon after the page has shown the message.
    await expect.poll(() => ofType(beacons, 'm').length).toBe(1);
  });

  it('count none when it answers 502', async () => {
    const before = await countOf(message);
    const { page, beacons } = await sendContact(502);
    // The form reports a success before it shows it: once the failure shows, nothing was reported.
    await page.getByText(form.errorMessage).first().waitFor();
    expect(ofType(beacons, 'm')).toEqual([]);
    // A tap after it is counted, and the messages are as they were.
    const call = { type: 'call', path: '/contact', lang: 'en', kind: 'contact', place: 'header' } as const;
    const calls = await countOf(call);
    await page.locator(`a[href^="tel:"][${callPlaceAttribute}="header"]`).click({ noWaitAfter: true });
    await expect.poll(() => countOf(call)).toBe(calls + 1);
    expect(await countOf(message)).toBe(before);
  });
});
