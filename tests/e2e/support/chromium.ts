import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { assertChromium, chromeFlags, chromePath } from './chromePath';

export { assertChromium, chromeFlags, chromePath };

export function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: chromePath, args: chromeFlags });
}

/** The one Chromium the browser test files share, started by the global setup. */
export function launchChromiumServer(): Promise<BrowserServer> {
  assertChromium();
  return chromium.launchServer({ executablePath: chromePath, args: chromeFlags });
}

/**
 * The shared Chromium for the test file that calls this at its top level: connected before the file's
 * other `beforeAll` hooks and disconnected after its other `afterAll` hooks (Vitest runs after-hooks
 * in reverse). Each test makes contexts of its own, so files running side by side never share a page
 * or a cookie. Returns a getter, since the connection exists only once the hook has run.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running: call chromiumForFile() at the top level of the test file.');
    return browser;
  };
}
