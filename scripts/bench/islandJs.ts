/**
 * The JavaScript a page really fetches, measured in Chromium: which islands hydrate at once depends on
 * the layout (what is near the first screen), which only a browser knows. Sizes are the built files
 * compressed here (gzip -9), not what a throttled transfer reported, so they are the same on every run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request, Response } from 'playwright-core';
import { openSettled, settled } from '../../tests/e2e/support/settle';
import { assetsElementId, vitalsModulesKey, type PageAssets } from '../../site/documentAssets';
import { gzipBytes, moduleListsOf, staticImports } from './firstLoad';

/** The phone the first-load budget is measured on: no scrolling, no input. */
export const firstLoadViewport = { width: 390, height: 844 } as const;

export interface IslandJs {
  /** Gzip bytes of the page's inline loader and the JS requested from loading the page until its islands have settled and its requests ended. */
  firstLoad: number;
  /** Gzip bytes of all JS once every island on the page has hydrated. */
  hydrated: number;
  /** ...and once the code islands fetch on first use has come too (the tooltip bubble, the forms' HTTP client). */
  used: number;
  firstLoadFiles: string[];
  hydratedFiles: string[];
  usedFiles: string[];
  /**
   * Gzip bytes of the speed measurement for the owner's report (web-vitals), which the loader fetches at
   * idle after `load` on every page: never on the way to the first paint or an island, so counted apart
   * from the three figures above, once it has certainly been requested.
   */
  afterLoad: number;
  afterLoadFiles: string[];
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

/** The scripts a page has asked for, and a way to wait until a set of them has been asked for. */
class RequestedScripts {
  readonly files = new Set<string>();
  private waiters: { files: readonly string[]; resolve: () => void }[] = [];

  add(file: string) {
    this.files.add(file);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.files.every((wanted) => this.files.has(wanted))) return true;
      waiter.resolve();
      return false;
    });
  }

  /** Resolves once every file has been requested; rejects after `timeout` ms naming the ones that were not. */
  requested(files: readonly string[], timeout = 10_000): Promise<void> {
    if (files.every((file) => this.files.has(file))) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Never requested: ${files.filter((file) => !this.files.has(file)).join(', ')}`)), timeout);
      this.waiters.push({ files, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }

  sorted() {
    return [...this.files].sort();
  }
}

/** Every chunk the given ones import statically, themselves included: the browser fetches them all before any runs. */
function withStaticImports(clientDir: string, files: Iterable<string>): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const code = readFileSync(path.join(clientDir, file), 'utf8');
    for (const imported of staticImports(code)) visit(path.posix.join(path.posix.dirname(file), imported));
  };
  for (const file of files) visit(file);
  return [...found];
}

/**
 * Uses what loads more code on first use: the menu toggle's tooltip (hovered on a phone-sized page,
 * as a mouse user with a narrow window would) and each form's HTTP client (fetched as the visitor types).
 * Every island has hydrated by then, so the scripts these ask for are their own: they are counted once
 * each has come with every chunk it imports, without waiting out the tooltip's delay.
 */
async function exerciseEverything(page: Page, scripts: RequestedScripts, clientDir: string): Promise<void> {
  const before = new Set(scripts.files);
  const toggle = page.locator('site-island[data-island="SiteMenu"] button[popovertarget]');
  const box = (await toggle.isVisible()) ? await toggle.boundingBox() : null;
  if (box) {
    const bubbleRequested = page.waitForRequest((request) => request.url().endsWith('.js'), { timeout: 10_000 });
    // A pointer that glides in, as a mouse does: React Aria does not take a jump from nowhere for a hover.
    await page.mouse.move(box.x - 40, box.y + box.height + 40);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await bubbleRequested;
  }
  const fields = await page.locator('main form input[type="email"]').all();
  // The first keystroke in a form fetches its HTTP client.
  const clientRequested = fields.length > 0 ? page.waitForRequest((request) => request.url().endsWith('.js'), { timeout: 10_000 }) : undefined;
  for (const field of fields) {
    await field.scrollIntoViewIfNeeded();
    await field.pressSequentially('a');
  }
  await clientRequested;
  const added = scripts.sorted().filter((file) => !before.has(file));
  await scripts.requested(withStaticImports(clientDir, added));
  await settled(page);
}

/** Measures a page in a context of its own, as a first visit: the benchmark's way. */
export async function measureIslandJs(browser: Browser, baseUrl: string, clientDir: string, pagePath: string): Promise<IslandJs> {
  const context = await browser.newContext({ viewport: firstLoadViewport });
  try {
    return (await measureIslandJsIn(await context.newPage(), baseUrl, clientDir, pagePath)).js;
  } finally {
    await context.close();
  }
}

/**
 * Measures a page in a tab that may have shown others before, with the browser's cache off for it
 * (`firstVisitTab`): every file is requested from the server again, as on a first visit.
 */
export async function measureIslandJsIn(
  page: Page,
  baseUrl: string,
  clientDir: string,
  pagePath: string,
): Promise<{ js: IslandJs; response: Response | null }> {
  const scripts = new RequestedScripts();
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(baseUrl).origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  };
  page.on('request', onRequest);
  try {
    const response = await openSettled(page, `${baseUrl}${pagePath}`);
    const listed = await page.$eval(`#${assetsElementId}`, (element) => element.textContent ?? '{}');
    const afterLoadFiles = withStaticImports(clientDir, moduleListsOf(clientDir, JSON.parse(listed) as PageAssets)[vitalsModulesKey] ?? []);
    await scripts.requested(afterLoadFiles);
    const afterLoadSet = new Set(afterLoadFiles);
    const islandsOnly = () => scripts.sorted().filter((file) => !afterLoadSet.has(file));
    // The loader comes inside the page: its bytes count as the first script, as when it was a file.
    const inline = await page.$$eval('script:not([src])', (scripts: HTMLScriptElement[]) =>
      scripts.filter((script) => ['', 'module', 'text/javascript'].includes(script.type)).map((script) => script.textContent ?? ''),
    );
    const inlineBytes = inline.length > 0 ? gzipBytes(inline.join('\n')) : 0;
    const sum = (files: Iterable<string>) =>
      [...files].reduce((total, file) => total + gzipBytes(readFileSync(path.join(clientDir, file))), inlineBytes);
    const firstLoadFiles = islandsOnly();
    await hydrateAll(page);
    const hydratedFiles = islandsOnly();
    await exerciseEverything(page, scripts, clientDir);
    const usedFiles = islandsOnly();
    const js = {
      firstLoad: sum(firstLoadFiles),
      hydrated: sum(hydratedFiles),
      used: sum(usedFiles),
      firstLoadFiles,
      hydratedFiles,
      usedFiles,
      afterLoad: sum(afterLoadFiles) - inlineBytes,
      afterLoadFiles,
    };
    return { js, response };
  } finally {
    page.off('request', onRequest);
  }
}

/**
 * A tab for `measureIslandJsIn`, at the first-load viewport, whose cache is off as when DevTools'
 * "Disable cache" is ticked. `forget` clears what the last page kept (the forms' drafts) and moves the
 * pointer away, so the next page starts as a first visit does.
 */
export async function firstVisitTab(browser: Browser): Promise<{ page: Page; forget: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: firstLoadViewport });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  return {
    page,
    forget: async () => {
      await page.mouse.move(0, 0);
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
      await context.clearCookies();
    },
  };
}
