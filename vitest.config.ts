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
 * Files that replace a module (`vi.mock`, `vi.doMock`) or empty the module registry
 * (`vi.resetModules`), found by reading them: a mock takes effect only where the module is loaded
 * afresh, and an emptied registry makes the next file load everything again, so these do not share
 * their worker's modules.
 */
function ownModules(folders: string[]): string[] {
  return folders.flatMap((folder) => {
    const url = new URL(`./${folder}/`, import.meta.url);
    return readdirSync(url)
      .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(new URL(file, url), 'utf8')))
      .map((file) => `${folder}/${file}`);
  });
}
const functionsTests = ['tests/functions/**/*.test.ts', 'tests/docs/**/*.test.ts'];
const designSystemTests = ['tests/design-system/**/*.test.{ts,tsx}', 'tests/ladle/**/*.test.{ts,tsx}'];
const functionsOwnModules = ownModules(['tests/functions', 'tests/docs']);
// ToastLazy.test.tsx checks a toast shown before the toasts' module has loaded: it must be the first
// file to load it.
const designSystemOwnModules = [...ownModules(['tests/design-system', 'tests/ladle']), 'tests/design-system/ToastLazy.test.tsx'];
const siteOwnModules = ownModules(['tests/site']);
/**
 * The site's files that run in Node (content, build output), by their `@vitest-environment node`
 * line: a project of their own, since a worker is kept for the next file only when that file has the
 * same environment, and mixed in with the DOM files they ended a worker (and its loaded site) at
 * nearly every other file.
 */
const siteNodeFiles = readdirSync(new URL('./tests/site/', import.meta.url))
  .filter((file) => /\.test\.tsx?$/.test(file) && /@vitest-environment node\b/.test(readFileSync(new URL(`./tests/site/${file}`, import.meta.url), 'utf8')))
  .map((file) => `tests/site/${file}`)
  .filter((file) => !siteOwnModules.includes(file));

/**
 * Projects, so that each file loads only what it needs: the functions run in Node with no setup;
 * the design system's files get jest-dom and Testing Library; the files that render the site also get
 * its islands. Loading the islands (the whole site and its styles) into every file was a third of
 * the unit phase's time.
 *
 * Vitest starts a new process for every file of a project that isolates its files, and loads its
 * environment (jsdom), setup files and modules (React Aria, the AWS SDK) again in it. So the
 * functions', the design system's and the site's projects share their workers between their files,
 * each of which undoes what it changes (timers, mocks, environment variables; the DOM files start
 * from a fresh window, tests/freshWindow.ts); only the few files that replace or reload modules, or
 * must be the first to load one, run apart, in the "own modules" projects. A worker is kept for the
 * next file only while that file is of the same project and environment: the projects run one after
 * the other (by name), their files in turn, and the site's Node files are a project of their own.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    exclude,
    // Two cores: keep workers from fighting over them.
    maxWorkers: 2,
    // Caps, not waits: a test or hook that passes ends when it is done. The first test of a file pays
    // for transforming what it imports, which with every core busy and a third process competing took
    // a form's first test past 20 s; a hook starts the local AWS emulators.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The AWS SDK tells every process on Node 20 that its releases from 2027 need Node 22: true, known
    // (the functions run on Node 24 in AWS), and said once in docs/deploy.md rather than in each file's output.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      {
        extends: true,
        test: { name: 'functions', include: functionsTests, exclude: [...exclude, ...infraTests, ...functionsOwnModules], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: { name: 'functions (own modules)', include: functionsOwnModules, environment: 'node' },
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
          include: designSystemTests,
          exclude: [...exclude, ...rendersIslands, ...designSystemOwnModules],
          environment: 'jsdom',
          setupFiles: ['tests/freshWindow.ts', 'tests/setup.ts'],
          // Each file loading jsdom, React and React Aria again in a process of its own was most of this
          // project's time. React Aria keeps some state in its modules, which every file leaves as it
          // found it (toastSupport.tsx, tooltipTimers.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'design-system (own modules)',
          include: designSystemOwnModules,
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
          exclude: [...exclude, ...siteOwnModules, ...siteNodeFiles],
          environment: 'jsdom',
          setupFiles: ['tests/freshWindow.ts', 'tests/setup.ts', 'tests/setupIslands.ts'],
          // These files load the whole site: sharing one worker's modules between files, rather than
          // loading it again for each, took this project from about 75 s to 47 s here, and the unit
          // phase from 126 s to 109 s. The files passed in eight shuffled orders.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'site (Node)', include: siteNodeFiles, environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'site (own modules)',
          include: siteOwnModules,
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts', 'tests/setupIslands.ts'],
        },
      },
    ],
  },
});
