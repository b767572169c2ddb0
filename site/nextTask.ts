/** Resolves in a later task, so the browser can paint and handle input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
