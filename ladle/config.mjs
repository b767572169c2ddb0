/** @type {import('@ladle/react').UserConfig} */
export default {
  // The design system's components and foundations, and the site's sections beside their components.
  stories: '{design-system,site}/**/*.stories.tsx',
  // Ladle runs its own Vite 6: give it a config without the app's React plugin (built for Vite 8).
  viteConfig: 'ladle/vite.config.ts',
  outDir: 'build-ladle',
  addons: {
    a11y: { enabled: true },
  },
};
