import { hydrate } from '../hydration';
import { islandOf, onDocument, state, waiting } from '../state';

// Events that mean someone is about to use an island: a press, and the browser revealing a
// find-in-page match inside it, among them. Pointer events cover touch too.
const interactionEvents = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click', 'beforematch'];

/**
 * `interaction`: on the first pointer, touch, key or focus inside the island. Every island that is
 * still waiting, whatever its time, hydrates then at the latest.
 */
export function hydrateOnInteraction() {
  for (const type of interactionEvents) {
    onDocument(type, (event) => {
      const island = islandOf(event.target);
      if (island && state.get(island) === waiting) void hydrate(island);
    });
  }
}
