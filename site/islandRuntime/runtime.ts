/**
 * The island runtime: hydrates each island (see `registry.ts`) when its time comes, with only that
 * island's code, replays what the visitor did before (`loader/replay.ts`) and counts for the owner's
 * figures (`loader/count.ts`). The page's inline script (`loader.ts`) loads it once the page has
 * painted, so it is never in the way of that paint, and hands it what happened meanwhile (`start`).
 *
 * It imports no React, nor any island: the prerenderer writes each island's files into the page, and
 * a page whose islands never wake up downloads only this file. Its parts, one concern each:
 * - `loader/replay.ts`: recording what the visitor did before an island hydrated, and replaying it;
 * - `loader/hydration.ts`: loading an island's code and hydrating it;
 * - `loader/strategies/`: one module per hydration time;
 * - `loader/state.ts`: where each island is, and the runtime's listeners;
 * - `loader/count.ts`: the beacons the owner's weekly figures are counted from.
 */
import { revealedPanelSelector } from './markers';
import { islands, islandTag, isIslandName, type HydrationTime, type IslandEntry } from './registry';
import { drain, state, waiting } from './loader/state';
import { recordEvents } from './loader/replay';
import { count } from './loader/count';
import { inlinePart, type InlinePart } from './loader/inlinePart';
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
  // An answer the browser revealed before the runtime listened (a link to a passage) is state the
  // island must be handed now, like an address that asks for state the HTML cannot show.
  const time: HydrationTime =
    entry.hydrateAtLoadIf?.(new URL(window.location.href)) || island.querySelector(revealedPanelSelector) ? 'load' : entry.hydrate;
  if (time === 'load') hydrateNow(island);
  else if (time === 'visible') hydrateWhenVisible(island);
  else if (time === 'with-toasts') hydrateWithToasts(island);
  // 'interaction': the document's listeners start it.
}

/** Called once by the inline script, after the document has been parsed and painted. */
export function start(fromPage: InlinePart) {
  Object.assign(inlinePart, fromPage);
  recordEvents();
  hydrateOnInteraction();
  count();
  // Each island waits for its time, then hears what was done to it meanwhile: a tap on an island that
  // hydrates on interaction wakes it now, and is replayed once it has.
  document.querySelectorAll<HTMLElement>(islandTag).forEach(schedule);
  drain(fromPage.events);
  fromPage.stop();
}
