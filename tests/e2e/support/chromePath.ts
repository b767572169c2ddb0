import { existsSync } from 'node:fs';

/**
 * Where the browser tests and the benchmark find Chromium, and how they start it. No test framework
 * is imported here: `npm test` checks for Chromium before anything else.
 */
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
