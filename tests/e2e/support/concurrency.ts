import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll } from 'vitest';

/**
 * Running a test file's pages side by side. Most of a page's time in a test is waiting: for frames,
 * for a tooltip's delay, for the next request. Several pages at once fill those waits; the test files
 * mark the describe blocks whose tests are independent `describe.concurrent`, and Vitest starts up to
 * `maxConcurrency` of their tests at a time (tests/e2e/vitest.config.ts).
 */

/**
 * At most `size` holders at a time; the others wait their turn, first come first served. `acquire`
 * resolves to the function that gives the place up.
 */
export function semaphore(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    // The place goes straight to the next in line, so no newcomer can slip in between.
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async acquire(): Promise<() => void> {
      if (active < size) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
  };
}

/** Runs the jobs it is given at most `size` at a time. */
export function limit(size: number) {
  const places = semaphore(size);
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    const release = await places.acquire();
    try {
      return await job();
    } finally {
      release();
    }
  };
}

/** `work(key)` done once per key: the tests that check different parts of one page load share it. */
export function once<K, V>(work: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const started = new Map<K, Promise<V>>();
  return (key) => {
    let result = started.get(key);
    if (!result) {
      result = work(key);
      started.set(key, result);
    }
    return result;
  };
}

/**
 * Up to `size` things made by `create` (tabs, mostly), lent to one job at a time and reused, and
 * disposed of once the file is done. A new context costs a renderer process, and on these two cores
 * starting and ending one per test cost more than the test's own page.
 */
export function pool<T>(size: number, create: () => Promise<T>, dispose: (item: T) => Promise<void>) {
  const made: T[] = [];
  const idle: T[] = [];
  const slots = limit(size);
  afterAll(async () => {
    await Promise.all(made.map(dispose));
  });
  return {
    use<R>(job: (item: T) => Promise<R>): Promise<R> {
      return slots(async () => {
        let item = idle.pop();
        if (item === undefined) {
          item = await create();
          made.push(item);
        }
        try {
          return await job(item);
        } finally {
          idle.push(item);
        }
      });
    },
  };
}

/**
 * Up to `size` tabs, each in a context of its own, for pages that leave nothing behind that the next
 * one would see (no typing, no storage).
 */
export function tabPool(browser: () => Browser, size: number, options: BrowserContextOptions) {
  return pool(
    size,
    async (): Promise<Page> => (await browser().newContext(options)).newPage(),
    (page) => page.context().close(),
  );
}
