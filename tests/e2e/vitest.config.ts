import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BrowserFileOrder } from './support/sequencer.ts';

// Real-browser tests against the built static site, served the way a CDN would with the functions
// beside it, in the one Chromium the global setup starts. One file at a time: on two cores, two files
// side by side made every page load more than twice as slow (Chromium starts a renderer process for
// each new context, and the two files' pages fought for the same cores), so the run took longer.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    fileParallelism: false,
    // The files share their worker's modules rather than loading the site's content, the route table
    // and Playwright's client again in a process of their own: about 50 CPU-seconds and 35 s less.
    // Each file gets its own Chromium connection, contexts and servers, and closes them (support/
    // chromium.ts, concurrency.ts). The two files that parse HTML in jsdom run after the others, in a
    // worker of their own, as a worker keeps one environment.
    isolate: false,
    // The files whose builds run in the background while the others test go late (support/prebuilt.ts),
    // and the two that fill both cores last (support/sequencer.ts).
    sequence: { sequencer: BrowserFileOrder },
    // Within a file, up to eight tests of a `describe.concurrent` block run at a time. The pages they
    // use are fewer: each file lends its tabs from a pool of two or three (tests/e2e/support/concurrency.ts), as
    // a page spends much of its time waiting (frames, delays, requests), which the others fill. The
    // tests beyond that are mostly ones waiting for a page load another test of theirs has started.
    maxConcurrency: 8,
    testTimeout: 60_000,
    // A poll waits for a signal and ends as soon as it comes; the default second is short for a
    // hydration on a busy two-core machine with two files running.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
  },
});
