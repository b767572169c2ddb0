/**
 * Where each island is on its way to hydrating, and the runtime's listeners on the document, which
 * first hear what the page kept for them before the runtime came (`early.ts`).
 */
import { islandTag } from '../registry';

/** Where an island is on its way to hydrating, in order: numbers, which the bundle writes shortest. */
export const waiting = 0;
export const loading = 1;
export const hydrating = 2;
export const hydrated = 3;
type IslandState = typeof waiting | typeof loading | typeof hydrating | typeof hydrated;

export const state = new WeakMap<HTMLElement, IslandState>();

export const islandOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(islandTag) : null;

const listeners: [string, (event: Event) => void][] = [];

/** Listens on the whole document, first (capture) and without delaying scrolling (passive). */
export function onDocument(type: string, listener: (event: Event) => void) {
  listeners.push([type, listener]);
  document.addEventListener(type, listener, { capture: true, passive: true });
}

/** True while the listeners hear events that happened before they were attached. */
export let draining = false;

/** Hands the listeners, in order, the events the page kept before the runtime came. */
export function drain(events: readonly Event[]) {
  draining = true;
  for (const event of events) for (const [type, listener] of listeners) if (type === event.type) listener(event);
  draining = false;
}

/** Still static: what happens to it now is the loader's business, not React's. */
export const isStatic = (island: HTMLElement) => (state.get(island) ?? waiting) <= loading;
