import { hydrate } from '../hydration';

/** `load`: at once. The runtime starts once the page has painted. */
export const hydrateNow = (island: HTMLElement) => void hydrate(island);
