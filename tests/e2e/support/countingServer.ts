import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { beaconPath } from '../../../functions/contract/visits';
import { dynamoCounterStore } from '../../../functions/count-visits/counterStore';
import { counterKey, dayOf, type Counter } from '../../../functions/count-visits/counters';
import { startDevServer, type DevServer } from '../../../functions/dev-server';
import { localDynamoClient } from '../../../functions/dev/localDynamo';
import { counterTableName } from '../../../functions/dev/visitCounts';

/** A phone's ordinary browser: the endpoint does not count headless Chromium. */
export const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export const fieldsOf = (request: Request) => Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
export const ofType = (beacons: Request[], type: string) => beacons.filter((request) => fieldsOf(request).t === type);

/**
 * The built site served with the functions by a local server of the calling file's own (its counters
 * start empty), the day's counts it holds, and tabs that watch the beacons they send. Call it at the
 * file's top level, after `chromiumForFile()`.
 */
export function countingServer(browser: () => Browser) {
  const distDir = inject('distDir');
  let server: DevServer | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startDevServer({ port: 0, sesPort: 0, retryIntervalMs: 0, staticDir: `${distDir}/client`, log: () => undefined });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await server?.close();
  });
  const running = () => {
    if (!server) throw new Error('The server is not running: call countingServer() at the top level of the test file.');
    return server;
  };

  async function counts(): Promise<Map<string, number>> {
    const client = localDynamoClient(running().dynamoUrl);
    try {
      const [day] = await dynamoCounterStore(client, counterTableName).read([dayOf(Date.now())]);
      return new Map((day?.counts ?? []).map(({ counter, n }) => [counterKey(counter), n]));
    } finally {
      client.destroy();
    }
  }
  const countOf = async (counter: Counter) => (await counts()).get(counterKey(counter)) ?? 0;

  /** A tab in a context of its own: a phone's browser unless told otherwise, and the beacons it sends. */
  async function openTab(options: { userAgent?: string | null; gpc?: boolean } = {}): Promise<{ page: Page; beacons: Request[] }> {
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      ...(options.userAgent === null ? {} : { userAgent: options.userAgent ?? phone }),
    });
    contexts.push(context);
    // Global Privacy Control as a browser that sends it exposes it to pages.
    if (options.gpc) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const page = await context.newPage();
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === beaconPath) beacons.push(request);
    });
    return { page, beacons };
  }

  return {
    /** The server's address, once it has started. */
    get url() {
      return running().url;
    },
    counts,
    countOf,
    openTab,
  };
}
