declare module 'virtual:admin-config' {
  import type { CmsConfig } from '@sveltia/cms';

  /** The editor's configuration, generated at build time (editorConfig.ts, vite.config.ts). */
  const config: CmsConfig;
  export default config;
}
