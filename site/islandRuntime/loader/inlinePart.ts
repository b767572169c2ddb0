/**
 * What the page's inline script (`../loader.ts`) hands the runtime (`../runtime.ts`) when it has
 * come: the events it kept, and the parts of the page's state both of them touch (the settled marker's
 * count, the links added, what a press disclosed). Handed over rather than imported: a module both
 * imported would be a file the inline script loads before the page can paint.
 */
import type { busyBy } from './settled';
import type { ModuleLists } from '../../documentAssets';
import type { addLinks, addStylesheets } from './pageAssets';
import type { markFailed } from './failure';
import type { disclose, pressedButton, revealedByPress } from './early';

export interface InlinePart {
  /** The events that reached the document before the runtime listened, in order. */
  events: Event[];
  /** Ends the inline script's own listening: the runtime listens now. */
  stop: () => void;
  /** The islands' module lists, every page's (`PageAssets.modules`). */
  modules: ModuleLists;
  busyBy: typeof busyBy;
  addLinks: typeof addLinks;
  addStylesheets: typeof addStylesheets;
  markFailed: typeof markFailed;
  disclose: typeof disclose;
  pressedButton: typeof pressedButton;
  revealedByPress: typeof revealedByPress;
}

/** Filled in by the runtime's `start`, before anything reads it. */
export const inlinePart = {} as InlinePart;
