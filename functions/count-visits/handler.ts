/**
 * `POST /api/e`: a page's beacon. Always 204 with no body, whatever came: a beacon's sender never reads
 * the answer, and an error page would tell a prober only what to change. What counts is decided by
 * `readBeacon`; the counts are added before answering, so a frozen function loses none.
 */
import type { HttpEvent, HttpResult } from '../forms/http';
import { readBody } from '../forms/http';
import type { PageRoutes } from '../contract/pageRoutes';
import { readBeacon, type DropReason } from './beacon';
import type { CounterStore } from './counterStore';
import { dayOf } from './counters';

export interface BeaconDeps {
  routes: PageRoutes;
  allowedOrigins: readonly string[];
  store: CounterStore;
  /** @default Date.now */
  now?: () => number;
  /** Only failures are logged, and never the visitor's address or user agent. */
  log: (line: { outcome: 'store_failed'; errorName: string }) => void;
  /** Told what each beacon became, for tests and the local server. */
  onBeacon?: (outcome: { counted: number } | { dropped: DropReason }) => void;
}

export const noContent: HttpResult = { statusCode: 204, headers: { 'Cache-Control': 'no-store' }, body: '' };

export function createBeaconHandler({ routes, allowedOrigins, store, now = Date.now, log, onBeacon }: BeaconDeps) {
  return async (event: HttpEvent): Promise<HttpResult> => {
    const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    const { text, bytes } = readBody(event);
    const reading = readBeacon({ method: event.requestContext?.http?.method ?? '', headers, body: text, bodyBytes: bytes }, { routes, allowedOrigins });
    if (!reading.ok) {
      onBeacon?.({ dropped: reading.reason });
      return noContent;
    }
    try {
      await store.add(dayOf(now()), reading.counters);
      onBeacon?.({ counted: reading.counters.length });
    } catch (error) {
      log({ outcome: 'store_failed', errorName: (error as Error).name ?? 'Error' });
    }
    return noContent;
  };
}
