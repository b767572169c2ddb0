/**
 * The one script a page names. It hydrates each island (see `registry.ts`) when its time comes, with
 * only that island's code, and makes sure no tap is lost on the way (`loader/replay.ts`). It runs early
 * (an async module in the head) and listens on the document from its first moment.
 *
 * It imports no React, nor any island: the prerenderer writes each island's files into the page, and
 * a page whose islands never wake up downloads only this file. Its parts, one concern each:
 * - `loader/replay.ts`: recording what the visitor did before an island hydrated, and replaying it;
 * - `loader/pageAssets.ts`: the page's stylesheets (added once it has painted) and each island's modules,
 *   as the prerenderer listed them;
 * - `loader/failure.ts`: marking an island whose code could not load;
 * - `loader/strategies/`: one module per hydration time;
 * - `loader/state.ts`: where each island is, and the page's settled marker;
 * - `loader/count.ts`: the beacons the owner's weekly figures are counted from.
 */
import { revealedPanelSelector } from './markers';
import { islands, islandTag, isIslandName, type HydrationTime, type IslandEntry } from './registry';
import { state, waiting } from './loader/state';
import { recordEvents } from './loader/replay';
import { addStylesheetsAfterPaint } from './loader/pageAssets';
import { count } from './loader/count';
import { hydrateOnInteraction } from './loader/strategies/interaction';
import { hydrateNow } from './loader/strategies/load';
import { hydrateWhenVisible } from './loader/strategies/visible';
import { hydrateWithToasts } from './loader/strategies/withToasts';

function schedule(island: HTMLElement) {
  if (state.has(island)) return;
  const name = island.dataset.island ?? '';
  if (!isIslandName(name)) {
    console.error(`No island is registered as "${name}".`);
    return;
  }
  state.set(island, waiting);
  const entry: IslandEntry = islands[name];
  // An answer the browser revealed before the loader listened (a link to a passage) is state the
  // island must be handed now, like an address that asks for state the HTML cannot show.
  const time: HydrationTime =
    entry.hydrateAtLoadIf?.(new URL(window.location.href)) || island.querySelector(revealedPanelSelector) ? 'load' : entry.hydrate;
  if (time === 'load') hydrateNow(island);
  else if (time === 'visible') hydrateWhenVisible(island);
  else if (time === 'with-toasts') hydrateWithToasts(island);
  // 'interaction': the document's listeners start it.
}

recordEvents();
hydrateOnInteraction();
count();
const start = () => {
  document.querySelectorAll<HTMLElement>(islandTag).forEach(schedule);
  addStylesheetsAfterPaint();
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
