import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A temporary copy of the site's sources, for tests that change content the way the office would
 * (through the editor, or by hand) and then build: the working tree is never touched. The copy holds
 * what a build reads; node_modules is linked, not copied, so the copy costs a few megabytes.
 */
export interface SiteCopy {
  /** The copy's root: what the editor's local backend edits (its `site/content/` is the content). */
  root: string;
  /** Its content folder. */
  content: string;
  /**
   * Builds the copy, rendering only `routes` (the sitemap and feeds are whole), or every page when
   * there are none; returns the folder a browser would be served. Rejects with the build's output
   * when the build fails.
   */
  build(routes?: readonly string[]): Promise<string>;
  /** The same build, also handing back what it printed (the prerender's page count and time). */
  buildWithOutput(routes?: readonly string[]): Promise<{ clientDir: string; output: string }>;
  remove(): void;
}

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
/** What a build reads: the site, the design system, the functions' shared contract and the configs. */
const buildInputs = ['site', 'design-system', 'functions', 'vite.config.ts', 'tsconfig.json', 'package.json'];
const skipped = /(^|[\\/])(node_modules|dist|\.dist-[^\\/]*|cdk\.out|\.local-data)$/;

export function makeSiteCopy(prefix = 'site-copy-'): SiteCopy {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const input of buildInputs) {
    cpSync(path.join(repoRoot, input), path.join(root, input), { recursive: true, filter: (source) => !skipped.test(source) });
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return {
    root,
    content: path.join(root, 'site/content'),
    build: async (routes = []) => (await buildCopy(root, routes)).clientDir,
    buildWithOutput: (routes = []) => buildCopy(root, routes),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

function buildCopy(root: string, routes: readonly string[]): Promise<{ clientDir: string; output: string }> {
  const dist = path.join(root, '.dist-copy');
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['site/scripts/build.ts'], {
      cwd: root,
      // As `npm run build` runs, whatever runs the test (Vitest sets NODE_ENV=test).
      env: { ...process.env, NODE_ENV: 'production', SITE_DIST: dist, SITE_ROUTES: routes.join(',') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ clientDir: path.join(dist, 'client'), output: Buffer.concat(output).toString() });
      else reject(new Error(`The copy's build failed (exit ${code}):\n${Buffer.concat(output).toString()}`));
    });
  });
}
