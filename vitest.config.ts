import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const exclude = [...configDefaults.exclude, 'tests/e2e/**', '.dist-*/**'];
/** Files that render the site's pages or sections, whose islands must be loaded first (tests/setupIslands.ts). */
const rendersIslands = ['tests/site/**/*.test.{ts,tsx}', 'tests/design-system/stories.a11y.test.tsx'];

/**
 * Three projects, so that each file loads only what it needs: the functions run in Node with no setup;
 * the design system's files get jest-dom and Testing Library; the files that render the site also get
 * its islands. Loading the islands (the whole site and its styles) into every file was a third of
 * the unit phase's time.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    exclude,
    // Two cores: keep workers from fighting over them.
    maxWorkers: 2,
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'functions', include: ['tests/functions/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'design-system',
          include: ['tests/design-system/**/*.test.{ts,tsx}', 'tests/ladle/**/*.test.{ts,tsx}'],
          exclude: [...exclude, ...rendersIslands],
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'site', include: rendersIslands, environment: 'jsdom', setupFiles: ['tests/setup.ts', 'tests/setupIslands.ts'] },
      },
    ],
  },
});
