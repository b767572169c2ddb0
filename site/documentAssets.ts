/**
 * What the prerenderer tells a page about its files, read by the island loader. Kept apart from
 * `Document.tsx` so the loader can read it without React or the design system.
 */

export const assetsElementId = 'page-assets';
export const stylesElementId = 'page-styles';
/** The inline module the prerenderer fills with the island loader's code (`islands/loader.ts`). */
export const loaderElementId = 'island-loader';

export interface PageAssets {
  /**
   * The page's stylesheets. The rules of theirs that the page's markup uses are inline in the document,
   * so it paints without waiting for a file; the loader adds the files once the page has painted, for
   * states that appear later (an open menu, a toast, hover).
   */
  stylesheets: readonly string[];
  /**
   * For each island on the page, the modules its chunk imports, and under `hydrate` React DOM's: the
   * loader asks for them all at once (modulepreload) instead of finding them one import at a time.
   */
  modules: Readonly<Record<string, readonly string[]>>;
}

/** The `modules` entry for what every React island needs to hydrate. */
export const hydrateModulesKey = 'hydrate';

/** The `modules` entry for the speed measurement (islands/vitals.ts), which the loader fetches at idle after `load`. */
export const vitalsModulesKey = 'vitals';
