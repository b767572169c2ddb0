import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Real-browser tests against the built static site, served the way a CDN would with the functions
// beside it. One file at a time: the machine has two cores and each file drives its own Chromium.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
