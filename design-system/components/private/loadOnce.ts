/** A promise that records its outcome where React's `use` reads it, so a settled one is read at once. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface LazyModule<T> {
  /** Starts the import on the first call and returns the same promise after; read it with React's `use`. */
  load(): Promise<T>;
  /** The module once it has loaded, without starting the import. */
  loaded(): T | undefined;
}

/**
 * A dynamic import that runs at most once and can be read with React's `use`: suspending while the
 * chunk loads, synchronous once it has. A failed load is forgotten, so the next call retries.
 */
export function loadOnce<T>(importModule: () => Promise<T>): LazyModule<T> {
  let promise: TrackedPromise<T> | undefined;
  return {
    load() {
      if (promise) return promise;
      const tracked: TrackedPromise<T> = importModule();
      tracked.status = 'pending';
      tracked.then(
        (value) => {
          tracked.status = 'fulfilled';
          tracked.value = value;
        },
        (reason: unknown) => {
          tracked.status = 'rejected';
          tracked.reason = reason;
          promise = undefined;
        },
      );
      promise = tracked;
      return tracked;
    },
    loaded: () => (promise?.status === 'fulfilled' ? promise.value : undefined),
  };
}
