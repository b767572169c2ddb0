import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Real-browser tests against the built static site, served the way a CDN would with the functions
// beside it. Files run two at a time (the machine has two cores), each in its own browser contexts of
// the one Chromium the global setup starts; most of a page load is the browser's, not the test's.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    // A poll waits for a signal and ends as soon as it comes; the default second is short for a
    // hydration on a busy two-core machine with two files running.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
  },
});
