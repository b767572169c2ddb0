import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
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
const pageFiles = readdirSync(path('./site/pages')).filter((file) => /Page\.tsx$/.test(file));
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
          // The island loader is the only script a page names; it imports each island when it is
          // needed. The layout and the pages are entries too, but no page loads them: they are built for
          // their CSS and images, which the prerenderer reads from the manifest (as entries, not dynamic
          // imports, so that Vite's dynamic-import helper is the loader's alone and not a chunk of its own).
          input: {
            loader: path('./site/islands/loader.ts'),
            SiteLayout: path('./site/components/SiteLayout.tsx'),
            ...Object.fromEntries(pageFiles.map((file) => [file.replace(/\.tsx$/, ''), path(`./site/pages/${file}`)])),
          },
          // Keeps the pages' exports, and with them their imports (an app build would drop them, unused).
          preserveEntrySignatures: 'exports-only',
        },
  },
}));
