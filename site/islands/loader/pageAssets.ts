/**
 * The page's files as the prerenderer listed them: the stylesheets, added after first paint, and each
 * island's modules, preloaded together when it starts to hydrate.
 */
import { assetsElementId, type PageAssets } from '../../documentAssets';

/** What the prerenderer wrote about the page's files. */
export const pageAssets = (): PageAssets => {
  const json = document.getElementById(assetsElementId)?.textContent;
  return json ? (JSON.parse(json) as PageAssets) : { stylesheets: [], modules: {} };
};

export function addLinks(rel: 'stylesheet' | 'modulepreload', hrefs: readonly string[]) {
  const missing = hrefs.filter((href) => !document.querySelector(`link[rel="${rel}"][href="${href}"]`));
  // One insertion for all of them: the head changes once.
  document.head.append(
    ...missing.map((href) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      return link;
    }),
  );
}

/**
 * The page's full stylesheet, behind the inline CSS, which has every rule the prerendered markup uses
 * (the open menu's and plain links' hover among them). The rest is for islands' states (hover and
 * press, toasts, the tooltip), so it is added when the first island starts to hydrate or the visitor
 * first moves, types or scrolls: never in the way of the first screen, which does not need it.
 */
let stylesheetsAdded = false;
export function addStylesheets() {
  if (stylesheetsAdded) return;
  stylesheetsAdded = true;
  addLinks('stylesheet', pageAssets().stylesheets);
}

export function addStylesheetsOnFirstInput() {
  // Pointer events cover touch too.
  for (const type of ['pointermove', 'pointerdown', 'keydown', 'scroll']) {
    window.addEventListener(type, addStylesheets, { capture: true, passive: true, once: true });
  }
}
