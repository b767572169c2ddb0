/**
 * Taps made right after first paint, on a slow phone: does the page answer them, or are they lost
 * while its script is still on the way? Shared by the browser test (tests/e2e/earlyTaps.test.ts),
 * which requires an answer, and the benchmark, which reports how long after first paint taps start
 * being answered (the target is 0 ms).
 */
import type { Browser, Page } from 'playwright-core';
import { faqs } from '../../site/content/faqs';
import { galleryImages } from '../../site/content/gallery';
import { homePage } from '../../site/content/home';
import { headerCopy } from '../../site/content/navigation';

/** What the throttling stands for: a mid-range phone on a weak mobile connection (Chrome DevTools Protocol). */
export const slowPhone = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 } as const;

export interface TapCheck {
  name: string;
  path: string;
  /** Makes the tap, as a visitor would, once the page has painted. */
  tap: (page: Page) => Promise<void>;
  /** Whether the page did what the tap asked. */
  answered: (page: Page) => Promise<boolean>;
  /** The island the tap lands on. */
  island: string;
}

const phoneViewport = { width: 390, height: 844 };

export const tapChecks: readonly TapCheck[] = [
  {
    name: 'menu',
    path: '/',
    island: 'SiteMenu',
    tap: (page) => page.getByRole('button', { name: headerCopy.menuLabel }).click(),
    answered: async (page) => {
      const toggle = page.getByRole('button', { name: headerCopy.menuLabel });
      return page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`).isVisible();
    },
  },
  {
    name: 'accordion',
    path: '/faq',
    island: 'FaqAccordion',
    tap: (page) => page.getByRole('button', { name: faqs[0]?.question }).click(),
    answered: async (page) =>
      (await page.getByRole('button', { name: faqs[0]?.question }).getAttribute('aria-expanded')) === 'true' &&
      page.locator('main').getByText(faqs[0]?.answer ?? '', { exact: true }).isVisible(),
  },
  {
    name: 'See More Work',
    path: '/',
    island: 'GalleryToggle',
    tap: async (page) => {
      const more = page.getByRole('button', { name: homePage.gallery.showMoreLabel });
      await more.scrollIntoViewIfNeeded();
      await more.click();
    },
    answered: async (page) =>
      (await page.getByRole('region', { name: homePage.gallery.heading }).locator('li:not([hidden]) img').count()) === galleryImages.length,
  },
];

/** A fresh page under the slow phone's CPU and network. */
export async function slowPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: phoneViewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: (slowPhone.downloadKbps * 1024) / 8,
    uploadThroughput: (slowPhone.uploadKbps * 1024) / 8,
  });
  return page;
}

export interface EarlyTap {
  /** Whether the island had hydrated when the tap was made: false means the tap came early. */
  hydratedAtTap: boolean;
  /** Whether the page did what the tap asked, within `settleMs`. */
  answered: boolean;
}

/** Opens the page, waits `delayMs` after its first paint, taps, and sees whether the tap was answered. */
export async function tapAfterFirstPaint(browser: Browser, baseUrl: string, check: TapCheck, delayMs = 0, settleMs = 20_000): Promise<EarlyTap> {
  const page = await slowPhonePage(browser);
  try {
    await page.goto(`${baseUrl}${check.path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 10 });
    if (delayMs > 0) await page.waitForTimeout(delayMs);
    const island = page.locator(`site-island[data-island="${check.island}"]`).first();
    const hydratedAtTap = (await island.getAttribute('data-hydrated')) !== null;
    await check.tap(page);
    let answered = false;
    const deadline = Date.now() + settleMs;
    while (!answered && Date.now() < deadline) {
      answered = await check.answered(page);
      if (!answered) await page.waitForTimeout(100);
    }
    return { hydratedAtTap, answered };
  } finally {
    await page.context().close();
  }
}

/**
 * How long after first paint a tap starts being answered: 0 when the first tap right after paint
 * already is (natively or replayed), otherwise the first delay, in steps of `stepMs`, that worked.
 */
export async function deadTapWindow(browser: Browser, baseUrl: string, check: TapCheck, stepMs = 250, maxMs = 5000): Promise<number> {
  for (let delay = 0; delay <= maxMs; delay += stepMs) {
    if ((await tapAfterFirstPaint(browser, baseUrl, check, delay)).answered) return delay;
  }
  return Number.POSITIVE_INFINITY;
}
