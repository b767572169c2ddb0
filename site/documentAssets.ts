/**
 * What the prerenderer tells a page about its files, read by the island loader and its runtime. Kept apart from
 * `Document.tsx` so the loader can read it without React or the design system.
 */

export const assetsElementId = 'page-assets';
export const stylesElementId = 'page-styles';
/** The inline module the prerenderer fills with the island loader's code (`islandRuntime/loader.ts`). */
export const loaderElementId = 'island-loader';

export interface PageAssets {
  /**
   * The page's stylesheets. The rules of theirs that the page's markup uses are inline in the document,
   * so it paints without waiting for a file; the loader adds the files once the page has painted, for
   * states that appear later (an open menu, a toast, hover).
   */
  stylesheets: readonly string[];
  /**
   * The island runtime (`islandRuntime/runtime.ts`) and the modules it imports, which the loader requests
   * together once the page has painted.
   */
  runtime: readonly string[];
  /**
   * The site's one module of `ModuleLists`, requested with the runtime: every page of a build names the
   * same file, which the browser then has, where the lists written into each page were 0.2-0.4 KB of
   * its gzip HTML.
   */
  modules: string;
}

/**
 * For each island, the modules its chunk imports, under `hydrate` React DOM's and under `vitals` the
 * speed measurement's: the runtime asks for an island's all at once (modulepreload) instead of finding
 * them one import at a time. The default export of the file `PageAssets.modules` names.
 */
export type ModuleLists = Readonly<Record<string, readonly string[]>>;

/** The `ModuleLists` entry for what every React island needs to hydrate. */
export const hydrateModulesKey = 'hydrate';

/** The `ModuleLists` entry for the speed measurement (islandRuntime/vitals.ts), which the loader fetches at idle after `load`. */
export const vitalsModulesKey = 'vitals';
