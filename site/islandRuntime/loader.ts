/**
 * The one script a page carries, written into it by the prerenderer (as a file it would cost a phone
 * one more round trip before the first paint), and only what must run before any file arrives:
 * - it keeps every event the island runtime listens to, so none is lost before it comes, and a press
 *   on a disclosure (a question, 'See More Work') shows what it controls at once (`loader/early.ts`);
 * - once the page has painted, it adds the full stylesheet (`loader/pageAssets.ts`) and loads the
 *   runtime (`runtime.ts`) with the islands' module lists, and the runtime hydrates the islands,
 *   replays the kept events and counts;
 * - it keeps the page's settled marker (`loader/settled.ts`) until both have come (or failed).
 * If the runtime cannot load, the next interaction with an island tries again, and the island is
 * marked failed if it cannot, which shows its static fallback (`fallback.css.ts`).
 */
import type { ModuleLists } from '../documentAssets';
import { disclose, islandOf, keepEarlyEvents, pressedButton, revealedByPress } from './loader/early';
import { markFailed } from './loader/failure';
import { addLinks, addStylesheets, afterPaint, pageAssets } from './loader/pageAssets';
import { busyBy } from './loader/settled';
import type * as Runtime from './runtime';

let loading = false;
let failed = false;

function loadRuntime(island?: HTMLElement | null) {
  if (loading) return;
  loading = true;
  busyBy(1);
  // The runtime, the modules it imports and the islands' module lists, requested at once.
  const { runtime: [file = '', ...imported] = [], modules = '' } = pageAssets();
  addLinks('modulepreload', imported);
  Promise.all([import(/* @vite-ignore */ file) as Promise<typeof Runtime>, import(/* @vite-ignore */ modules) as Promise<{ default: ModuleLists }>])
    .then(
      ([runtime, lists]) =>
        runtime.start({ ...early, modules: lists.default, busyBy, addLinks, addStylesheets, markFailed, disclose, pressedButton, revealedByPress }),
      (error: unknown) => {
        failed = true;
        loading = false;
        if (island) markFailed(island, true);
        // An interaction with an island tries again.
        console.error('The island runtime could not load.', error);
      },
    )
    .finally(() => busyBy(-1));
}

const early = keepEarlyEvents((event) => {
  const island = failed && islandOf(event.target);
  if (island) loadRuntime(island);
});

const start = () =>
  afterPaint(() => {
    addStylesheets();
    loadRuntime();
  });
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
