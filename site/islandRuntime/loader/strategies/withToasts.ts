const waiting: HTMLElement[] = [];

/** `with-toasts`: the toasts' island waits for the first island that can raise a toast. */
export const hydrateWithToasts = (island: HTMLElement) => void waiting.push(island);

/** The toasts' islands still waiting, now that an island that raises toasts has hydrated. */
export const toastsWaiting = () => waiting.splice(0);
