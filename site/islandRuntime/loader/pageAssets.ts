/**
 * The page's files as the prerenderer listed them: the stylesheets, added after first paint, and the
 * island runtime's modules; and the links that ask for them, and for an island's modules when it
 * starts to hydrate.
 */
import { assetsElementId, type PageAssets } from '../../documentAssets';
import { busyBy } from './settled';

/** What the prerenderer wrote about the page's files. */
export const pageAssets = (): PageAssets => {
  const json = document.getElementById(assetsElementId)?.textContent;
  return json ? (JSON.parse(json) as PageAssets) : { stylesheets: [], runtime: [], modules: '' };
};

/** Adds the links the head does not have yet, and returns them. */
export function addLinks(rel: 'stylesheet' | 'modulepreload', hrefs: readonly string[]): HTMLLinkElement[] {
  const missing = hrefs.filter((href) => !document.querySelector(`link[rel="${rel}"][href="${href}"]`));
  const links = missing.map((href) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    return link;
  });
  // One insertion for all of them: the head changes once.
  document.head.append(...links);
  return links;
}

/**
 * The page's full stylesheet. The inline CSS has the rules of the first screen only (site/firstScreen.ts),
 * so the file is added just after the page has painted, never in the way of that paint, or sooner when
 * an island starts to hydrate. The page is not settled until it has arrived (or failed): the rest of
 * the page is drawn with it.
 */
let stylesheetsAdded = false;
export function addStylesheets() {
  if (stylesheetsAdded) return;
  stylesheetsAdded = true;
  for (const link of addLinks('stylesheet', pageAssets().stylesheets)) {
    busyBy(1);
    link.onload = link.onerror = () => busyBy(-1);
  }
}

/** Runs `then` just after the page has painted, the page unsettled until it has. */
export function afterPaint(then: () => void) {
  busyBy(1);
  requestAnimationFrame(() =>
    setTimeout(() => {
      then();
      busyBy(-1);
    }),
  );
}
