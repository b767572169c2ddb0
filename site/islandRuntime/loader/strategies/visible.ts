import { hydrate } from '../hydration';
import { inlinePart } from '../inlinePart';
import { islandOf } from '../state';

/** Islands that wait to come near the viewport and have not yet heard whether they are. */
const unreported = new Set<HTMLElement>();
const nearViewport = new IntersectionObserver(
  (entries, observer) => {
    const reported = entries.map(({ target }) => islandOf(target));
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      const island = islandOf(target);
      if (!island) continue;
      for (const child of island.children) observer.unobserve(child);
      void hydrate(island);
    }
    for (const island of reported) if (island && unreported.delete(island)) inlinePart.busyBy(-1);
  },
  { rootMargin: '200px' },
);

/**
 * `visible`: when the island comes within 200 px of the viewport. Until every such island has heard
 * whether it is, the page is not settled.
 */
export function hydrateWhenVisible(island: HTMLElement) {
  // The container takes no box of its own (display: contents), so its children are what can be seen.
  if (island.children.length === 0) return;
  unreported.add(island);
  inlinePart.busyBy(1);
  for (const child of island.children) nearViewport.observe(child);
}
