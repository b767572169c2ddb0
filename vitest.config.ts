import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that replace a module for their own tests (`vi.mock`, `vi.doMock`) run in a module registry
 * of their own. Every other file shares its worker's modules and DOM environment with the files run
 * before it: the design system's styles and the islands are loaded once per worker, not once per file,
 * which halves the unit phase. Testing Library's cleanup (tests/setup.ts) empties the DOM between tests.
 */
const ownRegistry = ['tests/site/ResponsiveImage.test.tsx', 'tests/site/useSend.test.tsx', 'tests/design-system/tooltipLoading.test.tsx'];
const exclude = [...configDefaults.exclude, 'tests/e2e/**', '.dist-*/**'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    // Two cores: keep workers from fighting over them.
    maxWorkers: 2,
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ['tests/**/*.test.{ts,tsx}'], exclude: [...exclude, ...ownRegistry], isolate: false } },
      { extends: true, test: { name: 'isolated', include: ownRegistry } },
    ],
  },
});
