import type { Page, Request, Response } from 'playwright-core';

/**
 * What a browser test waits for after loading a page or waking its islands: the island loader's
 * `data-islands-settled` mark (no island loading or hydrating, every island that waits for the
 * viewport told whether it is near), then every request the page started having ended. Both are
 * signals: nothing here waits for a stretch of silence, as Playwright's `networkidle` does (500 ms
 * on every load).
 */

interface Requests {
  pending: Set<Request>;
  quiet: (() => void)[];
}

const watched = new WeakMap<Page, Requests>();

/** Starts counting the page's requests; idempotent. Call it before the requests a test waits for. */
export function watchRequests(page: Page): void {
  if (watched.has(page)) return;
  const requests: Requests = { pending: new Set(), quiet: [] };
  watched.set(page, requests);
  const ended = (request: Request) => {
    requests.pending.delete(request);
    if (requests.pending.size === 0) for (const resolve of requests.quiet.splice(0)) resolve();
  };
  page.on('request', (request) => requests.pending.add(request));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/** Resolves when no request the page started is still open. */
export function requestsEnded(page: Page, timeout = 15_000): Promise<void> {
  const requests = watched.get(page);
  if (!requests) throw new Error('Call watchRequests(page) before the page makes the requests to wait for.');
  if (requests.pending.size === 0) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      const open = [...requests.pending].map((request) => request.url()).join(', ');
      reject(new Error(`Requests still open after ${timeout} ms: ${open}`));
    }, timeout);
    requests.quiet.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Waits for the islands to settle, then for the page's requests to end. */
export async function settled(page: Page): Promise<void> {
  watchRequests(page);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-islands-settled'), undefined, { timeout: 15_000 });
  await requestsEnded(page);
}

/**
 * After a resize or a scroll: lets the browser render twice, so the intersection reports of the new
 * layout (which start the islands it brings near the viewport) are in before `settled` looks.
 */
export async function settledAfterLayout(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settled(page);
}

/** Loads a page (to its `load` event) and waits until it has settled. */
export async function openSettled(page: Page, url: string): Promise<Response | null> {
  watchRequests(page);
  const response = await page.goto(url);
  await settled(page);
  return response;
}

/** Reloads a page and waits until it has settled. */
export async function reloadSettled(page: Page): Promise<Response | null> {
  watchRequests(page);
  const response = await page.reload();
  await settled(page);
  return response;
}
