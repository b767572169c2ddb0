import { hydrate } from '../hydration';

/** `load`: at once. The loader starts once the document has been parsed, so after first paint. */
export const hydrateNow = (island: HTMLElement) => void hydrate(island);
