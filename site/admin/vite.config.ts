import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { adminBuildSettings } from './buildSettings.ts';
import { folderPerLanguage } from './folderPerLanguage.ts';
import { inlineCss } from './inlineCss.ts';

// The admin's own build, apart from the site's: none of the site's island splitting, inlining or
// image encoding applies to it, and no public page loads any of it. Its output folder is given by
// site/admin/build.ts. The previews draw with the site's own components, so the site's style modules
// are compiled as the site's build compiles them (vanilla-extract), their CSS going to the previews'
// frame only (inlineCss.ts). The previews' photos are encoded again (imagetools, previewPhotos.ts) so
// that no original, with what a phone wrote into it, is served under /admin/.
export default defineConfig(() => {
  const settings = adminBuildSettings();
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: '/admin/',
    publicDir: false,
    plugins: [folderPerLanguage(), vanillaExtractPlugin(), imagetools(), inlineCss(fileURLToPath(new URL('./previews/previewCss.ts', import.meta.url)))],
    define: {
      __ADMIN_GITHUB_REPO__: JSON.stringify(settings.githubRepo),
      __ADMIN_AUTH_BASE_URL__: JSON.stringify(settings.authBaseUrl),
      __ADMIN_SITE_URL__: JSON.stringify(settings.siteUrl),
      // Vitest runs the admin's build with NODE_ENV=test, which would ship React's development build.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    logLevel: 'warn',
    build: {
      emptyOutDir: true,
      // One editor for a few people on a desktop: its size is reported by the build, not a budget.
      chunkSizeWarningLimit: 10_000,
      reportCompressedSize: false,
      rollupOptions: {
        // Rolldown's note that plugins take most of the build's time: here they do by design
        // (vanilla-extract compiles the site's style modules for the previews), as in the site's build.
        checks: { bundlerTimings: false },
        // Decap's dependencies probe for Node with `eval("require(...)")` (a TOML parser, a SHA-256)
        // and mark React modules 'use client': warnings about code not ours, on every build.
        onwarn(warning, warn) {
          if (['EVAL', 'MODULE_LEVEL_DIRECTIVE'].includes(warning.code ?? '') && /node_modules/.test(warning.id ?? warning.message)) return;
          warn(warning);
        },
      },
    },
  };
});
