/**
 * What the prerenderer tells each page about its files, and how the browser reads it back. Kept apart
 * from `Document.tsx` so the boot script (`boot.ts`) can read the list without the design system.
 */

export const assetsElementId = 'document-assets';
export const stylesElementId = 'page-styles';

export interface DocumentAssets {
  /** The first script: `boot.ts`, which loads the app once the page has painted. */
  entryScript: string;
  /**
   * The stylesheets of the app and of this route's page chunk, in cascade order. The rules of theirs
   * that this page's markup uses are in the document (`inlineCss`), so it paints without waiting for
   * a file. The files are listed as disabled links, which the browser does not fetch but Vite's loader
   * finds, so a client-side navigation does not add them twice; the boot script adds them for real
   * once the page has painted, for the rules the markup does not use yet.
   */
  stylesheets: readonly string[];
  /** The critical part of `stylesheets` (see prerender.ts), in the same order. */
  inlineCss: string;
  /** The app's entry module (`entry-client.tsx`), imported by the boot script. */
  appScript: string;
  /** Every module the app runs on this page: the entry's imports, the page chunk and its imports. */
  modulePreloads: readonly string[];
  /** Files worth fetching before the parser finds them (the web font). */
  preloads: readonly { href: string; as: 'font' | 'image'; type?: string }[];
}

/** The asset list the server wrote into the page, for hydrating the identical Document. */
export function readDocumentAssets(): DocumentAssets {
  const element = document.getElementById(assetsElementId);
  if (!element?.textContent) throw new Error(`The prerendered page has no #${assetsElementId} element.`);
  const assets = JSON.parse(element.textContent) as Omit<DocumentAssets, 'inlineCss'>;
  return { ...assets, inlineCss: document.getElementById(stylesElementId)?.textContent ?? '' };
}
