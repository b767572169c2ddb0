// @vitest-environment node
/**
 * The counting endpoint against dynalite, through the local server (as `npm start` runs it) and, for
 * the day's turn, the handler with a clock of its own. Linux routes all of 127/8 to the loopback
 * interface, so each client sends from an address of its own.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beaconPath } from '../../functions/contract/visits';
import { dynamoCounterStore } from '../../functions/count-visits/counterStore';
import { counterKey, dayOf, notFoundCap, type Counter } from '../../functions/count-visits/counters';
import { createBeaconHandler } from '../../functions/count-visits/handler';
import type { DevServer } from '../../functions/dev-server';
import { startDevServer } from '../../functions/dev-server';
import { localDynamoClient } from '../../functions/dev/localDynamo';
import { counterTableName, ensureCounterTable } from '../../functions/dev/visitCounts';
import { perClientBeaconLimit } from '../../functions/infra/limits';
import { toLambdaEvent } from '../../functions/dev/lambdaEvent';
import { cspHashOf, inlineScriptsFile } from '../../functions/contract/inlineScripts';
import { pageRoutesFile } from '../../functions/contract/pageRoutes';
import { serviceChoices } from './serviceChoices';

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const cityPath = '/water-damage-restoration-snellville-ga';
const routes = { '/': { lang: 'en', kind: 'home' }, [cityPath]: { lang: 'en', kind: 'cityService' } };

let server: DevServer;
let site: string;
const agents: Agent[] = [];

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'count-visits-'));
  mkdirSync(path.join(site, '.vite'));
  writeFileSync(path.join(site, pageRoutesFile), JSON.stringify(routes));
  writeFileSync(path.join(site, inlineScriptsFile), JSON.stringify({ hashes: [cspHashOf('')] }));
  server = await startDevServer({ serviceChoices, port: 0, sesPort: 0, retryIntervalMs: 0, staticDir: site, log: () => undefined });
});
afterAll(async () => {
  for (const agent of agents) agent.destroy();
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** A client at `localAddress`, over up to 25 kept-alive connections. */
function clientAt(localAddress: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 25 });
  agents.push(agent);
  return (pathname: string, body: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const started = performance.now();
      const req = request(
        `${server.url}${pathname}`,
        { method: 'POST', agent, localAddress, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

/** What a page in Chrome sends with `navigator.sendBeacon`. */
const beaconHeaders = () => ({
  'Content-Type': 'text/plain;charset=UTF-8',
  'User-Agent': chrome,
  'Sec-Fetch-Site': 'same-origin',
  Origin: server.url,
});
const beacon = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function counts(day = dayOf(Date.now())): Promise<Map<string, number>> {
  const client = localDynamoClient(server.dynamoUrl);
  try {
    const [read] = await dynamoCounterStore(client, counterTableName).read([day]);
    return new Map((read?.counts ?? []).map(({ counter, n }) => [counterKey(counter), n]));
  } finally {
    client.destroy();
  }
}
const countOf = async (counter: Counter) => (await counts()).get(counterKey(counter)) ?? 0;

describe('the counting endpoint', () => {
  it('counts 100 concurrent beacons exactly, each answered 204', async () => {
    const clients = ['127.0.1.1', '127.0.1.2', '127.0.1.3', '127.0.1.4'].map(clientAt);
    const call = { type: 'call', path: cityPath, lang: 'en', kind: 'cityService', place: 'emergency-banner' } as const;
    const before = await countOf(call);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => clients[index % 4]!(beaconPath, beacon({ t: 'c', p: cityPath, l: 'emergency-banner' }), beaconHeaders())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(204));
    expect(answers.every((answer) => answer.body === '')).toBe(true);
    expect((await countOf(call)) - before).toBe(100);
  });

  it('drops a 1.1 KB body and answers 204; counts an unknown path as (other)', async () => {
    const send = clientAt('127.0.2.1');
    const before = await counts();
    const big = beacon({ t: 'v', p: '/', d: 'p', n: 'n', pad: 'x'.repeat(1100) });
    expect(Buffer.byteLength(big)).toBeGreaterThan(1100);
    expect((await send(beaconPath, big, beaconHeaders())).status).toBe(204);
    expect(await counts()).toEqual(before);

    expect((await send(beaconPath, beacon({ t: 'v', p: '/no/such/page', d: 'd', n: 'r' }), beaconHeaders())).status).toBe(204);
    expect(await countOf({ type: 'view', path: '(other)', lang: '-', kind: '-', device: 'desktop' })).toBe(1);
  });

  it(`keeps ${notFoundCap} not-found paths a day and counts later new ones together`, async () => {
    const send = clientAt('127.0.3.1');
    for (let index = 0; index < notFoundCap + 10; index += 1) {
      expect((await send(beaconPath, beacon({ t: 'v', p: `/gone-${index}`, d: 'p', n: 'n', x: '1' }), beaconHeaders())).status).toBe(204);
    }
    // A path already listed still adds to its own count once the list is full.
    await send(beaconPath, beacon({ t: 'v', p: '/gone-0', d: 'p', n: 'n', x: '1' }), beaconHeaders());
    const listed = [...(await counts()).entries()].filter(([key]) => key.startsWith('n|/gone-'));
    expect(listed).toHaveLength(notFoundCap);
    expect(await countOf({ type: 'notFound', path: '/gone-0' })).toBe(2);
    expect(await countOf({ type: 'notFound', path: '(more)' })).toBe(10);
  });

  it('answers a second client at once, and counts only its limit, while one client floods it with 500 beacons', async () => {
    const flood = clientAt('127.0.4.1');
    const visitor = clientAt('127.0.4.2');
    const view = { type: 'view', path: '/', lang: 'en', kind: 'home', device: 'phone' } as const;
    const before = await countOf(view);
    let contact: Promise<Answer> | undefined;
    const answers: Answer[] = [];
    let next = 0;
    const worker = async () => {
      while (next < 500) {
        next += 1;
        answers.push(await flood(beaconPath, beacon({ t: 'v', p: '/', d: 'p', n: 'r' }), beaconHeaders()));
        if (answers.length === 250) {
          contact = visitor(
            '/api/send-contact-email',
            JSON.stringify({ fullName: 'Jane Visitor', email: 'jane@example.org', phone: '', serviceNeeded: 'water-damage', message: 'Water in the basement.' }),
            { 'Content-Type': 'application/json', Origin: server.url },
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 25 }, worker));
    expect(answers.map((answer) => answer.status)).toEqual(Array(500).fill(204));
    expect((await countOf(view)) - before).toBe(perClientBeaconLimit.requests);
    const answered = await contact;
    expect(answered?.status).toBe(200);
    console.log(`Contact form answered ${answered?.status} in ${Math.round(answered?.ms ?? 0)} ms during a flood of 500 beacons.`);
    // The same flooder's own form is not held back by its beacons: the forms' limit is apart.
    const own = await flood(
      '/api/send-contact-email',
      JSON.stringify({ fullName: 'Flood Source', email: 'f@example.org', phone: '', serviceNeeded: 'other', message: 'Still reaches the office.' }),
      { 'Content-Type': 'application/json', Origin: server.url },
    );
    expect(own.status).toBe(200);
  });
});

describe('the day', () => {
  it('turns at midnight in New York: a beacon a millisecond before counts on the day before', async () => {
    const client = localDynamoClient(server.dynamoUrl);
    await ensureCounterTable(client);
    const store = dynamoCounterStore(client, counterTableName);
    let now = Date.parse('2026-03-09T03:59:59.999Z');
    const handler = createBeaconHandler({ routes, allowedOrigins: [server.url], store, now: () => now, log: () => undefined });
    const event = () => {
      const body = Buffer.from(beacon({ t: 's', p: cityPath }));
      const req = { url: beaconPath, method: 'POST', headers: Object.fromEntries(Object.entries(beaconHeaders()).map(([k, v]) => [k.toLowerCase(), v])), httpVersion: '1.1', socket: {} };
      return toLambdaEvent(req as never, body);
    };
    await handler(event());
    now = Date.parse('2026-03-09T04:00:00.000Z');
    await handler(event());
    await handler(event());
    const key = counterKey({ type: 'signUp', path: cityPath, lang: 'en', kind: 'cityService' });
    const days = await store.read(['2026-03-08', '2026-03-09']);
    client.destroy();
    expect(days.map(({ day, counts: found }) => [day, found.find(({ counter }) => counterKey(counter) === key)?.n])).toEqual([
      ['2026-03-08', 1],
      ['2026-03-09', 2],
    ]);
  });
});
