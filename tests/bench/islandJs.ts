/**
 * The JavaScript a page really fetches, measured in Chromium: which islands hydrate at once depends on
 * the layout (what is near the first screen), which only a browser knows. Sizes are the built files
 * compressed here (gzip -9), not what a throttled transfer reported, so they are the same on every run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openSettled, settled } from '../e2e/settle';
import { gzipBytes } from './firstLoad';

/** The phone the first-load budget is measured on: no scrolling, no input. */
export const firstLoadViewport = { width: 390, height: 844 } as const;

export interface IslandJs {
  /** Gzip bytes of the JS requested from loading the page until its islands have settled and its requests ended. */
  firstLoad: number;
  /** Gzip bytes of all JS once every island on the page has hydrated. */
  hydrated: number;
  /** ...and once the code islands fetch on first use has come too (the tooltip bubble, the forms' HTTP client). */
  used: number;
  firstLoadFiles: string[];
  hydratedFiles: string[];
  usedFiles: string[];
}

/**
 * Wakes every island on the page, as a visitor who reads to the bottom and uses everything would:
 * scrolling past the ones that wait to be near, and a focus event in each of the ones that wait for
 * the visitor. Resolves once all of them have hydrated and every request the page made has ended.
 */
export async function hydrateAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A screen at a time, each step rendered, so lazy images and islands see the viewport pass.
    for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
    for (const island of document.querySelectorAll('site-island')) island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  await page.waitForFunction(() => document.querySelector('site-island:not([data-hydrated])') === null, undefined, { timeout: 15_000 });
  await settled(page);
}

/**
 * Uses what loads more code on first use: the menu toggle's tooltip (hovered on a phone-sized page,
 * as a mouse user with a narrow window would) and each form's HTTP client (fetched as the visitor types).
 */
async function exerciseEverything(page: Page): Promise<void> {
  const toggle = page.locator('site-island[data-island="SiteMenu"] button[popovertarget]');
  const box = (await toggle.isVisible()) ? await toggle.boundingBox() : null;
  if (box) {
    // A pointer that glides in, as a mouse does: React Aria does not take a jump from nowhere for a hover.
    await page.mouse.move(box.x - 40, box.y + box.height + 40);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.getByRole('tooltip').waitFor({ state: 'visible' });
  }
  const fields = await page.locator('main form input[type="email"]').all();
  // The first keystroke in a form fetches its HTTP client: wait for that request, then for it to end.
  const clientRequested = fields.length > 0 ? page.waitForRequest((request) => request.url().endsWith('.js'), { timeout: 10_000 }) : undefined;
  for (const field of fields) {
    await field.scrollIntoViewIfNeeded();
    await field.pressSequentially('a');
  }
  await clientRequested;
  await settled(page);
}

export async function measureIslandJs(browser: Browser, baseUrl: string, clientDir: string, pagePath: string): Promise<IslandJs> {
  const context = await browser.newContext({ viewport: firstLoadViewport });
  const page = await context.newPage();
  const requested = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(baseUrl).origin && url.pathname.endsWith('.js')) requested.add(url.pathname);
  });
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(readFileSync(path.join(clientDir, file))), 0);
  try {
    await openSettled(page, `${baseUrl}${pagePath}`);
    const firstLoadFiles = [...requested].sort();
    await hydrateAll(page);
    const hydratedFiles = [...requested].sort();
    await exerciseEverything(page);
    const usedFiles = [...requested].sort();
    return {
      firstLoad: sum(firstLoadFiles),
      hydrated: sum(hydratedFiles),
      used: sum(usedFiles),
      firstLoadFiles,
      hydratedFiles,
      usedFiles,
    };
  } finally {
    await context.close();
  }
}
