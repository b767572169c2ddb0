/**
 * For the files that render the site (vitest.config.ts): pages render their islands in place, so the
 * islands' modules are loaded once, up front. The site's Node files (content, build output) skip it.
 */
export {};

if (typeof document !== 'undefined') {
  const { loadIslandModules } = await import('../site/islandRuntime/renderIslands');
  await loadIslandModules();
}
