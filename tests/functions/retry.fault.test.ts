// @vitest-environment node
/**
 * The retry when SES hangs: it accepts connections and never answers, for a simulated 30 minutes,
 * with 20 enquiries due. Against dynalite, a TCP stand-in for the hanging SES, and the SES emulator
 * once SES is back. The clock the store sees is simulated (a pass every 5 minutes); the deadline of
 * each pass is real, taken from a Lambda context as the deployed function takes it.
 */
import { createServer, type Socket } from 'node:net';
import { SESClient } from '@aws-sdk/client-ses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureEnquiryTable, localDynamoClient, startLocalDynamo, type LocalDynamo } from '../../functions/dev/localDynamo';
import { startSesEmulator, type SesEmulator } from '../../functions/dev/sesEmulator';
import { retryPass } from '../../functions/retry-enquiries/pass';
import { dynamoEnquiryStore, type Enquiry } from '../../functions/forms/enquiryStore';
import { sesClientConfig, sesSender } from '../../functions/forms/sesSender';

const credentials = { accessKeyId: 'l', secretAccessKey: 'l' };
const tableName = 'enquiries-fault';

let dynamo: LocalDynamo;
let ses: SesEmulator;
let hanging: { url: string; connections: () => number; close: () => Promise<void> };

/** Accepts every connection and never answers: SES hanging. */
async function hangingServer() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

beforeAll(async () => {
  dynamo = await startLocalDynamo({ host: '127.0.0.1' });
  ses = await startSesEmulator({ host: '127.0.0.1', port: 0 });
  hanging = await hangingServer();
  await ensureEnquiryTable(localDynamoClient(dynamo.url), tableName);
});

afterAll(async () => {
  await hanging.close();
  await ses.close();
  await dynamo.close();
});

/**
 * As the deployed retry, one attempt per call, but with SES's answer awaited for 20 s rather than 3:
 * longer than a pass has, so that only the pass's deadline can end a hanging send.
 */
const senderTo = (endpoint: string) =>
  sesSender(
    new SESClient({
      ...sesClientConfig({ region: 'us-east-1', sesEndpoint: endpoint }),
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 20_000 },
      maxAttempts: 1,
      credentials,
    }),
  );

describe('the retry while SES hangs', () => {
  it('ends every pass before its deadline and writes its metric; once SES is back, sends all 20 exactly once', async () => {
    const store = dynamoEnquiryStore(localDynamoClient(dynamo.url), tableName);
    let clock = Date.parse('2026-06-01T08:00:00Z');
    const now = () => clock;
    const run = Date.now();
    for (let index = 0; index < 20; index += 1) {
      const enquiry: Enquiry = {
        id: `fault-${run}-${index}`,
        receivedAt: new Date(clock).toISOString(),
        email: {
          Source: 'website@example.com',
          Destination: { ToAddresses: ['inbox@example.com'] },
          Message: { Subject: { Data: `Fault ${run} #${index}` }, Body: { Text: { Data: 'Basement flooded.' } } },
        },
        status: 'unsent',
        attempts: 0,
        nextAttemptAt: clock,
        leaseUntil: 0,
      };
      await store.put(enquiry);
    }

    // A pass is given what Lambda says is left, less the margin: 2 s of real time to work in, and 3 s
    // after it to stop, write its metric and return. The deployed margin is 10 s; a machine with every
    // core busy (npm test runs these tests, at a lower priority, beside the browser's) needed 1.3 s.
    const remainingMs = 5_000;
    const marginMs = 3_000;
    const metrics: Record<string, unknown>[] = [];
    const durations: number[] = [];
    const pass = async (endpoint: string) => {
      const started = performance.now();
      const context = { getRemainingTimeInMillis: () => remainingMs - (performance.now() - started) };
      const emitted = metrics.length;
      await retryPass({ store, sendEmail: senderTo(endpoint), context, now, marginMs, emit: (line) => metrics.push(line) });
      durations.push(performance.now() - started);
      expect(metrics.length, 'one metric line per pass').toBe(emitted + 1);
    };

    // 30 minutes of SES hanging: a pass every 5 minutes.
    for (let minute = 0; minute <= 30; minute += 5) {
      await pass(hanging.url);
      clock += 5 * 60_000;
    }
    const hangingPasses = durations.length;
    expect(hangingPasses).toBe(7);
    // Before Lambda would stop it: the deadline is what it has left, less the margin for the metric.
    for (const duration of durations) expect(duration).toBeLessThan(remainingMs);
    expect(hanging.connections()).toBeGreaterThan(0);
    for (const line of metrics) {
      expect(line).toMatchObject({ RetrySent: 0, RetryPassErrors: 0 });
      expect(typeof line.OldestUnsentMinutes).toBe('number');
    }
    expect(metrics.at(-1)?.OldestUnsentMinutes).toBeGreaterThanOrEqual(30);

    // SES is back.
    const subjects = () =>
      fetch(`${ses.url}/store`)
        .then((response) => response.json() as Promise<{ emails: { subject: string }[] }>)
        .then(({ emails }) => emails.map((mail) => mail.subject).filter((subject) => subject.startsWith(`Fault ${run} `)));
    for (let passes = 0; passes < 12 && (await subjects()).length < 20; passes += 1) {
      await pass(ses.url);
      clock += 5 * 60_000;
    }
    const sent = await subjects();
    expect(sent).toHaveLength(20);
    expect(new Set(sent).size).toBe(20);
    // Before Lambda would stop it: the deadline is what it has left, less the margin for the metric.
    for (const duration of durations) expect(duration).toBeLessThan(remainingMs);
    expect((await store.unsent()).filter((enquiry) => enquiry.id.startsWith(`fault-${run}-`))).toEqual([]);
    // More passes send nothing more.
    await pass(ses.url);
    expect(await subjects()).toHaveLength(20);
    expect(metrics.at(-1)).toMatchObject({ OldestUnsentMinutes: 0, RetrySent: 0 });
  }, 60_000);
});
