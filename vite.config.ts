import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
// SITE_DIST lets several builds run side by side (tests, benchmarks) without sharing dist/.
const dist = process.env.SITE_DIST ? resolve(process.env.SITE_DIST) : path('./dist');
// BUNDLE_REPORT=<file.html> writes a treemap of the browser bundle there (with gzip sizes), for finding
// what makes a page's JS heavy; BUNDLE_REPORT_RAW=1 writes the same data as JSON for scripts. Off by
// default so ordinary builds stay as fast as before.
const bundleReport = process.env.BUNDLE_REPORT ? resolve(process.env.BUNDLE_REPORT) : undefined;

// Two builds share this config: the browser bundle (with a manifest the prerenderer reads to link
// each page's CSS and chunks) and the server bundle that renders every route to HTML.
export default defineConfig(({ isSsrBuild }) => ({
  root: path('./site'),
  publicDir: path('./site/public'),
  plugins: [
    react(),
    vanillaExtractPlugin(),
    imagetools(),
    // Only the browser bundle: the server bundle never reaches a visitor.
    ...(bundleReport && !isSsrBuild ? [visualizer({ filename: bundleReport, template: process.env.BUNDLE_REPORT_RAW === '1' ? 'raw-data' : 'treemap', gzipSize: true })] : []),
  ],
  resolve: {
    // react-router's package exports name its development build for every condition (remix-run/react-router#14102);
    // the production build is the same code with its development warnings switched off, so the minifier drops them.
    alias: isSsrBuild
      ? []
      : [
          { find: /^react-router$/, replacement: path('./node_modules/react-router/dist/production/index.mjs') },
          { find: /^react-router\/dom$/, replacement: path('./node_modules/react-router/dist/production/dom-export.mjs') },
        ],
  },
  define: { __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? '') },
  build: {
    outDir: isSsrBuild ? resolve(dist, 'server') : resolve(dist, 'client'),
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // Every browser the site supports with module scripts (Chrome 66+, Safari 17+, Firefox 115+) reads
    // <link rel=modulepreload> itself; an older one loads the same modules through import(), only later.
    modulePreload: { polyfill: false },
    rollupOptions: isSsrBuild
      ? { input: path('./site/entry-server.tsx') }
      : {
          // The HTML's only script is the boot script; the app is a second entry it imports once the
          // page has painted (see site/boot.ts).
          input: [path('./site/index.html'), path('./site/entry-client.tsx')],
          output: {
            // The content every page imports (route table, navigation, summaries, business facts) was
            // split into ten small chunks by who imports what: one chunk is 1.8 KB less gzip and six
            // fewer requests per page. Long-form content stays with the page that shows it.
            codeSplitting: {
              groups: [
                {
                  name: 'content',
                  test: /[\\/]site[\\/](content[\\/](business|navigation|phrases|team|pageMeta|\w+Summaries)|routes[\\/](routeTable|breadcrumbs))\.ts$/,
                },
              ],
            },
          },
        },
  },
}));
