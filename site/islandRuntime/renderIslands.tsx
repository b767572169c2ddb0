/**
 * The server half of the islands: loading their components for the prerenderer (and the tests), and
 * rendering each island of a page as a root of its own.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandComponent, type RenderedIsland } from './Island';
import { IslandRoot, identifierPrefixFor } from './IslandRoot';

export { loadIslandModules } from './loadIslandModules';

/** Props must survive the trip through the HTML as JSON, or the browser would hydrate other props. */
function assertPlainJson(island: RenderedIsland) {
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(island.props)), island.props)) {
    throw new Error(
      `The props of island ${island.name} are not plain JSON (a function, a Date, undefined in an array, a class instance?): ${JSON.stringify(island.props)}`,
    );
  }
}

/** One island as a root of its own, with the id prefix the browser hydrates it with. */
export function renderIsland(island: RenderedIsland): string {
  assertPlainJson(island);
  const Component = islandComponent(island.name) as ComponentType<object> | undefined;
  if (Component === undefined) return '';
  return renderToString(
    <IslandRoot locale={island.locale} strings={island.strings}>
      <Component {...(island.props as object)} />
    </IslandRoot>,
    { identifierPrefix: identifierPrefixFor(island.id) },
  );
}

/** Writes each island's HTML into its empty container in the page. */
export function fillIslands(html: string, rendered: readonly RenderedIsland[]): string {
  let filled = html;
  for (const island of rendered) {
    const empty = `data-id="${island.id}"></site-island>`;
    if (!filled.includes(empty)) throw new Error(`The page has no empty container for island ${island.name} (${island.id}).`);
    filled = filled.replace(empty, `data-id="${island.id}">${renderIsland(island)}</site-island>`);
  }
  return filled;
}
