import hash from '@emotion/hash';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { islandFile } from './site/islandRuntime/islandFiles.ts';
import { islandNames } from './site/islandRuntime/registry.ts';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
// SITE_DIST lets several builds run side by side (tests, benchmarks) without sharing dist/.
const dist = process.env.SITE_DIST ? resolve(process.env.SITE_DIST) : path('./dist');
// BUNDLE_REPORT=<file.html> writes a treemap of the browser bundle there (with gzip sizes), for finding
// what makes a page's JS heavy; BUNDLE_REPORT_RAW=1 writes the same data as JSON for scripts. Off by
// default so ordinary builds stay as fast as before.
const bundleReport = process.env.BUNDLE_REPORT ? resolve(process.env.BUNDLE_REPORT) : undefined;

/**
 * With no build-time preload lists and one stylesheet, Vite's wrapper around each dynamic import
 * (`__vitePreload(() => import(x), …)`) has nothing left to load but `x`: unwrapped, no island pulls
 * in the wrapper's helper (0.9 KB gzip) for the tooltip bubble, the toasts or the forms' client. A chunk
 * that uses the helper any other way is left as it is.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'plain-dynamic-imports',
    apply: 'build',
    enforce: 'post',
    renderChunk(code) {
      if (!code.includes('__vitePreload')) return null;
      const unwrapped = code.replace(/__vitePreload\(\(\) => (import\("[^"]+"\)), __VITE_PRELOAD__\)/g, '$1');
      const withoutHelper = unwrapped.replace(/^import \{ \w+ as __vitePreload \} from "[^"]+";\n/m, '');
      // The manifest still names the helper's chunk among this one's imports; the prerenderer lists
      // only the imports a chunk's code makes.
      return withoutHelper.includes('__vitePreload') ? null : { code: withoutHelper, map: null };
    },
  };
}

/**
 * A style module's CSS is what it is for: in the server build, which emits the site's stylesheet, it is
 * kept even when the bundler has written every class name it exports where it is used (short names are
 * inlined) and nothing imports from it any more. The browser build leaves such a module out, as
 * package.json lets it; its CSS is not shipped (see site/prerender.ts).
 */
function keepStyleModules(): Plugin {
  return {
    name: 'keep-style-modules',
    apply: (_config, { isSsrBuild }) => isSsrBuild === true,
    enforce: 'post',
    transform(code, id) {
      return /\.css\.ts$/.test(id.split('?')[0] ?? '') ? { code, map: null, moduleSideEffects: true } : null;
    },
  };
}

/**
 * Rolldown warns when JavaScript plugins take most of a build's time. Here they always do, by design:
 * vanilla-extract compiles the style modules and imagetools encodes the pictures (about 98% of each
 * build). The warning would print on every build and say nothing new; the benchmark reports the
 * build's time (npm run bench).
 */
const checks = { bundlerTimings: false };

/**
 * Class and custom property names for the built site, as short as they can be and the same in both
 * builds: a letter per style file (its place in the sorted list of the repository's `*.css.ts` files)
 * and the rule's number in that file, `_b3` rather than vanilla-extract's `_1ny5mlo3`. Every page carries
 * hundreds of them in its markup and inline CSS: about 0.5 KB gzip a page. vanilla-extract numbers a
 * file's identifiers after a hash of its path, which is taken off here (it uses @emotion/hash, so
 * the same function finds it); `vite dev`, Ladle and the tests keep the readable debug names.
 */
function shortIdentifiers() {
  const styleFiles = ['design-system', 'site']
    .flatMap((folder) => readdirSync(path(`./${folder}`), { recursive: true, encoding: 'utf8' }).map((file) => resolve(path(`./${folder}`), file)))
    .filter((file) => file.endsWith('.css.ts'))
    .map((file) => relative(path('./site'), file).split(sep).join('/'))
    .sort();
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  // Codes of one length, so that no file's code and number can read as another's.
  const length = Math.max(1, Math.ceil(Math.log(styleFiles.length) / Math.log(letters.length)));
  const codeOf = (index: number) =>
    Array.from({ length }, (_, place) => letters[Math.floor(index / letters.length ** (length - 1 - place)) % letters.length]).join('');
  const codes = new Map(styleFiles.map((file, index) => [file, codeOf(index)]));
  return ({ hash: identifier, filePath, packageName }: { hash: string; filePath: string; packageName?: string }) => {
    const code = codes.get(filePath);
    const fileHash = hash(`${packageName ?? ''}${filePath}`);
    if (code === undefined || !identifier.startsWith(fileHash)) {
      throw new Error(`No short CSS identifier for ${identifier} of ${filePath}: is it a *.css.ts file of this repository?`);
    }
    // The underscore keeps the name from reading as part of a selector's words: vanilla-extract finds
    // class names in selectors as substrings, and `us` is in `focus-visible`.
    return `_${code}${identifier.slice(fileHash.length)}`;
  };
}

/**
 * Pictures carry a shorter hash than the default eight characters. A page names every width of every
 * picture in its srcsets (the home page about 110 files), and the hashes, being random, are what gzip
 * cannot shrink: five characters (30 bits, among the few files of one name and format) save 0.1-0.4 KB
 * of a page's HTML and still change whenever the picture does.
 */
const assetFileNames = ({ names }: { names: readonly string[] }) =>
  /\.(avif|webp|jpe?g|png)$/.test(names[0] ?? '') ? 'assets/[name]-[hash:5][extname]' : 'assets/[name]-[hash][extname]';

// Two builds share this config: the server bundle that renders every route to HTML (and emits the
// stylesheet and images the pages use), and the browser bundle of the islands. The
// prerenderer reads both manifests.
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: path('./site'),
  publicDir: path('./site/public'),
  plugins: [
    react(),
    vanillaExtractPlugin(mode === 'production' ? { identifiers: shortIdentifiers() } : {}),
    imagetools(),
    plainDynamicImports(),
    keepStyleModules(),
    // Only the browser bundle: the server bundle never reaches a visitor.
    ...(bundleReport && !isSsrBuild ? [visualizer({ filename: bundleReport, template: process.env.BUNDLE_REPORT_RAW === '1' ? 'raw-data' : 'treemap', gzipSize: true })] : []),
  ],
  define: { __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? '') },
  build: {
    outDir: isSsrBuild ? resolve(dist, 'server') : resolve(dist, 'client'),
    emptyOutDir: true,
    // One stylesheet for the whole site (about 10 KB gzip), which the server build emits with the
    // images (ssrEmitAssets): every page inlines the rules its markup uses, and the island loader
    // adds the file after first paint, after which the browser has it for every other page.
    cssCodeSplit: false,
    ssrEmitAssets: true,
    manifest: true,
    // The prerenderer writes each page's islands' module lists into the page and the loader preloads
    // those, so no build-time preload lists: they would send every island's list to every page. Every
    // browser the site supports with module scripts reads <link rel=modulepreload> itself.
    modulePreload: false,
    rollupOptions: isSsrBuild
      ? { input: path('./site/entry-server.tsx'), checks, output: { assetFileNames } }
      : {
          checks,
          // Only what runs in the browser: the island loader, React DOM's hydration, and each island.
          input: {
            loader: path('./site/islandRuntime/loader.ts'),
            runtime: path('./site/islandRuntime/runtime.ts'),
            hydrate: path('./site/islandRuntime/hydrate.tsx'),
            vitals: path('./site/islandRuntime/vitals.ts'),
            ...Object.fromEntries(islandNames.map((name) => [name, path(`./site/${islandFile(name)}`)])),
          },
          // Keeps the islands' exports, which the loader imports by file.
          preserveEntrySignatures: 'exports-only',
          // Every imported constant written where it is used (the loader's island states, the islands'
          // class names and keys): a few bytes in every chunk, which the loader's budget counts.
          optimization: { inlineConst: true },
          output: {
            assetFileNames,
            // Shared chunks are named by their hash alone: every page lists, for each of its islands,
            // the chunks it imports (site/prerender.ts), and the names were a tenth of that list. The
            // entries (the islands, React DOM's hydration) keep theirs; the treemap names them all.
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [
                {
                  // Whatever hydrates first needs all of these, so they travel as one file: React, React
                  // DOM, React Aria's locale context (every island hydrates inside its I18nProvider) and
                  // the recipes' runtime (every island draws a design-system control). Left to the
                  // bundler they are separate small chunks, whose imports and exports cost bytes on
                  // every page that hydrates. The site's list of languages too (functions/contract/lang.ts,
                  // which site/i18n/lang.ts passes on): hydration and the forms' contract both read it,
                  // and alone it would be one more small file.
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|node_modules[\\/]@vanilla-extract[\\/]recipes[\\/]dist[\\/]createRuntimeFn|node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/](i18n[\\/](I18nProvider|useDefaultLocale|utils))\.mjs$|functions[\\/]contract[\\/]lang\.ts$|site[\\/]i18n[\\/]lang\.ts$/,
                },
              ],
            },
          },
        },
  },
}));
