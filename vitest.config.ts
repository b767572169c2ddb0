import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

const exclude = [...configDefaults.exclude, 'tests/e2e/**', '.dist-*/**'];
/** The stack's construct tests, which read one synthesised template (see the infra project). */
const infraTests = ['tests/functions/infra/**/*.test.ts'];
/** Files that render the site's pages or sections, whose islands must be loaded first (tests/setupIslands.ts). */
const rendersIslands = ['tests/site/**/*.test.{ts,tsx}', 'tests/design-system/stories.a11y.test.tsx'];
/**
 * Site files that replace a module with `vi.mock`, found by reading them: a mock takes effect only where
 * the module is loaded afresh, so these do not share their worker's modules.
 */
const siteTests = new URL('./tests/site/', import.meta.url);
const replacesModules = readdirSync(siteTests)
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(new URL(file, siteTests), 'utf8').includes('vi.mock('))
  .map((file) => `tests/site/${file}`);

/**
 * Projects, so that each file loads only what it needs: the functions run in Node with no setup;
 * the design system's files get jest-dom and Testing Library; the files that render the site also get
 * its islands. Loading the islands (the whole site and its styles) into every file was a third of
 * the unit phase's time. The site's files are in two projects: most share their worker's modules, the
 * few that mock one do not.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    exclude,
    // Two cores: keep workers from fighting over them.
    maxWorkers: 2,
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'functions', include: ['tests/functions/**/*.test.ts', 'tests/docs/**/*.test.ts'], exclude: [...exclude, ...infraTests], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: infraTests,
          environment: 'node',
          // Synthesising the stack (about 25 s, most of it bundling and cdk-nag) starts with the run,
          // in a process of its own, while the projects before this one run; the files only read the
          // templates it writes (stackTemplate.ts, synth.ts), and start their own servers on port 0.
          globalSetup: ['tests/functions/infra/globalSetup.ts'],
          isolate: false,
        },
      },
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
        test: {
          name: 'site',
          include: rendersIslands,
          exclude: [...exclude, ...replacesModules],
          environment: 'jsdom',
          setupFiles: ['tests/freshWindow.ts', 'tests/setup.ts', 'tests/setupIslands.ts'],
          // These files load the whole site: sharing one worker's modules between files, rather than
          // loading it again for each, took this project from about 75 s to 47 s here, and the unit
          // phase from 126 s to 109 s. They share the worker's window too, which tests/freshWindow.ts
          // empties before each file; the files passed in eight shuffled orders.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'site (own modules)',
          include: replacesModules,
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts', 'tests/setupIslands.ts'],
        },
      },
    ],
  },
});
