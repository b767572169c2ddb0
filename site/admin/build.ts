/**
 * Builds the editor (/admin/) apart from the site, and keeps the result by a hash of everything it is
 * made of, so a repeated build costs a copy. It is not part of `npm run build`: the site's build and
 * its checks cover the public pages only, and the editor's bundle (Sveltia CMS, about 2 MB) has nothing
 * to do with them. `npm run admin`, the deploy and the editor's browser tests call it.
 *
 *   tsx site/admin/build.ts [outDir]   (default: $SITE_DIST/client/admin, or dist/client/admin)
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { Plugin } from 'vite';
import { adminBuildSettings } from './buildSettings';
import { editorConfig } from './editorConfig';

const root = fileURLToPath(new URL('../../', import.meta.url));
const adminDir = path.join(root, 'site/admin');
const cacheDir = path.join(root, 'node_modules/.cache/admin');
/** The content the editor's check and previews read (through Vite's glob, which esbuild's import graph does not see). */
const contentFolder = 'site/content';
/** Builds kept besides the newest, so a run with other inputs beside this one keeps its own. */
const kept = 3;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

/**
 * The project's own files in the editor's bundle, read off the import graph (esbuild resolves it in a
 * few tens of milliseconds): the content's schemas, the list of languages and whatever they import.
 */
async function bundledSources(): Promise<string[]> {
  const result = await esbuild.build({
    // The first script, the configuration generated from the schemas, and the parts loaded later.
    entryPoints: ['main.ts', 'editorConfig.ts', 'saveCheck.ts', 'previews/previewRoot.tsx'].map((file) => path.join(adminDir, file)),
    absWorkingDir: root,
    bundle: true,
    write: false,
    outdir: path.join(cacheDir, 'sources'),
    metafile: true,
    packages: 'external',
    platform: 'browser',
    format: 'esm',
    logLevel: 'silent',
    // Vite's `?raw` imports (the favicon's SVG) are plain files to the hash.
    loader: { '.svg': 'text' },
    plugins: [
      {
        name: 'vite-raw-imports',
        setup(build) {
          build.onResolve({ filter: /\?raw$/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path.replace(/\?raw$/, '')) }));
          // The configuration module is made by the build from editorConfig.ts, an entry point above.
          build.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs);
}

/** What the build depends on: the installed packages, the editor's folder, its imports, the content and its settings. */
export async function adminInputsHash(): Promise<string> {
  const files = [...new Set(['package-lock.json', ...filesUnder(adminDir), ...(await bundledSources()), ...filesUnder(path.join(root, contentFolder))])].sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  hash.update(JSON.stringify(adminBuildSettings()));
  return hash.digest('hex').slice(0, 16);
}

export interface AdminBuild {
  /** A folder holding `admin/`: serve it as the site's root. */
  servedRoot: string;
  /** The built admin itself. */
  dir: string;
  cached: boolean;
  seconds: number;
}

/** The built admin, from the cache when its inputs have not changed. */
export async function buildAdmin(): Promise<AdminBuild> {
  const started = performance.now();
  const hash = await adminInputsHash();
  const servedRoot = path.join(cacheDir, hash);
  const dir = path.join(servedRoot, 'admin');
  const result = (cached: boolean): AdminBuild => ({ servedRoot, dir, cached, seconds: (performance.now() - started) / 1000 });
  if (existsSync(path.join(dir, 'index.html'))) return result(true);

  // Built beside the cache entry and renamed into place, so a run that finds the entry finds it whole.
  const building = `${servedRoot}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  const { build } = await import('vite');
  // Vite reads "production" off NODE_ENV, which Vitest sets to "test": the editor would then carry the
  // site's development-only checks and JSX for React's development runtime (whose `jsxDEV` the
  // production React it ships lacks), and differ by who built it under the same cache entry.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(adminDir, 'vite.config.ts'),
      plugins: [adminConfigModule(editorConfig(adminBuildSettings()))],
      build: { outDir: path.join(building, 'admin') },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  rmSync(servedRoot, { recursive: true, force: true });
  renameSync(building, servedRoot);
  pruneCache(servedRoot);
  return result(false);
}

function pruneCache(current: string) {
  const entries = readdirSync(cacheDir)
    .map((name) => path.join(cacheDir, name))
    .filter((entry) => entry !== current && !entry.endsWith('.tmp'))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of entries.slice(kept)) rmSync(old, { recursive: true, force: true });
}

/** `virtual:admin-config`: the editor's configuration, generated here from the content (editorConfig.ts). */
export function adminConfigModule(config: object): Plugin {
  const id = 'virtual:admin-config';
  return {
    name: 'admin-config',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(config)};` : null),
  };
}

/** Builds (or finds) the admin and copies it to `outDir`. */
export async function buildAdminInto(outDir: string): Promise<AdminBuild> {
  const built = await buildAdmin();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.dirname(outDir), { recursive: true });
  cpSync(built.dir, outDir, { recursive: true });
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = path.resolve(process.argv[2] ?? path.join(process.env.SITE_DIST ?? 'dist', 'client/admin'));
  const built = await buildAdminInto(outDir);
  console.log(`The editor is in ${path.relative(process.cwd(), outDir) || '.'} (${built.cached ? 'unchanged, from the cache' : 'built'} in ${built.seconds.toFixed(1)} s).`);
}
