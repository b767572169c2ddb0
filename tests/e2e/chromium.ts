import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Flags for a closed network: without the background-networking ones Chromium keeps trying to reach
// Google's hosts, and the refused connections show up as noise.
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Fails at once, saying how to get a browser, when none is installed. */
export function assertChromium() {
  if (!existsSync(chromePath)) {
    throw new Error(
      `The browser tests need Chromium at ${chromePath}. Install it with ` +
        '`sudo apt-get update && sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
}

export function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: chromePath, args: chromeFlags });
}

/**
 * One Chromium for the test file that calls this at its top level: launched before the file's other
 * `beforeAll` hooks and closed after its other `afterAll` hooks (Vitest runs after-hooks in reverse).
 * Returns a getter, since the browser exists only once the hook has run.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running: call chromiumForFile() at the top level of the test file.');
    return browser;
  };
}
