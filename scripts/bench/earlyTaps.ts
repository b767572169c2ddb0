/**
 * Taps made right after first paint, on a slow phone: does the page answer them, or are they lost
 * while its script is still on the way? Shared by the browser test (tests/e2e/earlyTaps.test.ts),
 * which requires an answer, and the benchmark, which reports how long after first paint taps start
 * being answered (the target is 0 ms).
 */
import type { Browser, Page } from 'playwright-core';
import { contentFor } from '../../site/content/siteContent';

const { faqs } = contentFor('en').faqs;
const { galleryImages } = contentFor('en').gallery;
const { homePage } = contentFor('en').home;
const { headerCopy } = contentFor('en').navigation;

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

/** A fresh page under the slow phone's CPU and network; with a mouse instead of touch for hovering. */
export async function slowPhonePage(browser: Browser, input: 'touch' | 'mouse' = 'touch'): Promise<Page> {
  const touch = input === 'touch';
  const context = await browser.newContext({ viewport: phoneViewport, isMobile: touch, hasTouch: touch });
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

const firstPaint = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 10 });

/** Opens the page, waits `delayMs` after its first paint, taps, and sees whether the tap was answered. */
export async function tapAfterFirstPaint(browser: Browser, baseUrl: string, check: TapCheck, delayMs = 0, settleMs = 20_000): Promise<EarlyTap> {
  const page = await slowPhonePage(browser);
  try {
    await page.goto(`${baseUrl}${check.path}`, { waitUntil: 'commit' });
    await firstPaint(page);
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

/**
 * Milliseconds from a tap made right after first paint (after scrolling to the control, as a visitor
 * who jumps to it would) until what it controls shows, by the page's clock: from the tap (the click
 * event's time stamp, so a busy main thread's delay counts) to the first animation frame in which the tapped button's `aria-controls` (or `popovertarget`) element
 * is visible with no hidden children. The page times itself, so the test's own round trips do not count.
 */
export async function tapAnswerMs(browser: Browser, baseUrl: string, check: TapCheck): Promise<number> {
  const page = await slowPhonePage(browser);
  try {
    await page.goto(`${baseUrl}${check.path}`, { waitUntil: 'commit' });
    await firstPaint(page);
    // A string, not a function: the runner's transform would name the inner functions with a helper the page lacks.
    await page.evaluate(`
      document.addEventListener('click', function onClick(event) {
        document.removeEventListener('click', onClick, { capture: true });
        const button = event.target.closest('button');
        const ids = (button?.getAttribute('aria-controls') ?? button?.getAttribute('popovertarget') ?? '').split(' ');
        const shown = () => ids.every((id) => {
          const element = document.getElementById(id);
          return element?.checkVisibility() === true && element.querySelector(':scope > [hidden]') === null;
        });
        // Checked in each frame before it paints, from the next one on.
        requestAnimationFrame(function poll() {
          if (shown()) window.answeredAfter = performance.now() - event.timeStamp;
          else requestAnimationFrame(poll);
        });
      }, { capture: true });
    `);
    await check.tap(page);
    const answered = await page.waitForFunction(() => (window as unknown as { answeredAfter?: number }).answeredAfter ?? false, undefined, {
      timeout: 20_000,
    });
    return Math.round(Number(await answered.jsonValue()));
  } finally {
    await page.context().close();
  }
}

/**
 * Milliseconds from a mouse coming to rest on the menu toggle until its tooltip shows, by the page's
 * clock, on a page whose islands have no code yet: the menu's island hydrates on that hover. The
 * target is the tooltip's delay. Only a mouse hovers, so by default it is measured as on a computer
 * (no throttling, at a width that shows the toggle); `throttled` measures it on the slow phone's CPU and network.
 */
export async function firstTooltipMs(browser: Browser, baseUrl: string, throttled = false): Promise<number> {
  const page = throttled ? await slowPhonePage(browser, 'mouse') : await (await browser.newContext({ viewport: phoneViewport })).newPage();
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    await firstPaint(page);
    const toggle = page.getByRole('button', { name: headerCopy.menuLabel });
    const box = await toggle.boundingBox();
    if (!box) throw new Error('The menu toggle is not on the first screen.');
    await page.mouse.move(box.x - 40, box.y + box.height + 40);
    await toggle.evaluate((element) => {
      const record = window as unknown as { shownAfter?: number };
      element.addEventListener(
        'pointerover',
        (event) => {
          new MutationObserver((_records, observer) => {
            if (document.querySelector('[role="tooltip"]') === null) return;
            record.shownAfter = performance.now() - event.timeStamp;
            observer.disconnect();
          }).observe(document.body, { childList: true, subtree: true });
        },
        { once: true },
      );
    });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    const shown = await page.waitForFunction(() => (window as unknown as { shownAfter?: number }).shownAfter ?? false, undefined, {
      timeout: 20_000,
    });
    return Math.round(Number(await shown.jsonValue()));
  } finally {
    await page.context().close();
  }
}
