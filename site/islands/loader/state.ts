/**
 * Where each island is on its way to hydrating, and the page's `data-islands-settled` marker.
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

/** Listens on the whole document, first (capture) and without delaying scrolling (passive). */
export const onDocument = (type: string, listener: (event: Event) => void) =>
  document.addEventListener(type, listener, { capture: true, passive: true });

/** Still static: what happens to it now is the loader's business, not React's. */
export const isStatic = (island: HTMLElement) => (state.get(island) ?? waiting) <= loading;

/**
 * `data-islands-settled` on the root element: no island is loading or hydrating, and every island
 * that waits to come near the viewport has heard whether it is. What a test or a measurement waits
 * for, instead of a quiet network.
 */
let busy = 0;
export function busyBy(change: number) {
  busy += change;
  document.documentElement.toggleAttribute('data-islands-settled', busy === 0);
}
