import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { inlineCss } from './inlineCss.ts';

// The editor's own build, apart from the site's: none of the site's island splitting, inlining or
// image encoding applies to it, and no public page loads any of it. Its output folder is given by
// site/admin/build.ts, which also adds the configuration module (`virtual:admin-config`, made from the
// content's schemas in Node, so this file imports none of them). The previews draw with the site's own components, so the site's style modules
// are compiled as the site's build compiles them (vanilla-extract), their CSS going to the previews'
// frame only (inlineCss.ts).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  publicDir: false,
  plugins: [vanillaExtractPlugin(), inlineCss(fileURLToPath(new URL('./previews/previewCss.ts', import.meta.url)))],
  define: {
    // Vitest runs the editor's build with NODE_ENV=test, which would ship React's development build.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  logLevel: 'warn',
  build: {
    emptyOutDir: true,
    // Sveltia CMS is most of the first script; its size is held by a test (tests/site/adminBundle.test.ts).
    chunkSizeWarningLimit: 10_000,
    reportCompressedSize: false,
    rollupOptions: {
      // Rolldown's note that plugins take most of the build's time: here they do by design
      // (vanilla-extract compiles the site's style modules for the previews), as in the site's build.
      checks: { bundlerTimings: false },
      // The site's icons (lucide-react) mark their modules 'use client', which means nothing in a bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /node_modules/.test(warning.id ?? warning.message)) return;
        warn(warning);
      },
    },
  },
});
