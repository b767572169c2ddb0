// @vitest-environment node
/**
 * `npm start` killed right after SES accepted an enquiry's mail, before the function recorded it,
 * then started again: the mail SES accepted is still in the emulator's store, SES's Send event records
 * the enquiry as sent, and no retry ever sends it a second time. The dev server runs as `npm start`
 * runs it, in its own process (killed with SIGKILL); its DynamoDB is dynalite behind a proxy that
 * holds the write recording the enquiry as sent, which is how the test stops it at that moment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESClient } from '@aws-sdk/client-ses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryTableName } from '../../functions/dev-server';
import { localDynamoClient, startLocalDynamo, type LocalDynamo } from '../../functions/dev/localDynamo';
import { acceptanceGraceMs, retryUnsent, sendLeaseMs } from '../../functions/forms/delivery';
import { dynamoEnquiryStore } from '../../functions/forms/enquiryStore';
import { sesClientConfig, sesSender } from '../../functions/forms/sesSender';

const root = fileURLToPath(new URL('../..', import.meta.url));
let dynamo: LocalDynamo;
let proxy: { url: string; hold: (on: boolean) => void; held: () => number; close: () => Promise<void> };
let dataDir: string;
const children: ChildProcess[] = [];

/** Forwards to dynalite; while holding, the write that records an enquiry as sent gets no answer. */
async function dynamoProxy(target: string) {
  let holding = false;
  const held: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (holding && body.toString('utf8').includes(':sentValue')) {
        held.push(res);
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name))) as Record<string, string>;
      fetch(`${target}${req.url ?? '/'}`, { method: req.method ?? 'POST', headers, body })
        .then(async (answer) => {
          res.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: (on: boolean) => {
      holding = on;
      if (!on) for (const res of held.splice(0)) res.destroy();
    },
    held: () => held.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `npm start`'s server in its own process; resolves with its two addresses once it listens. */
function startNpmStart(): Promise<{ child: ChildProcess; url: string; sesUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/dev-server.ts', path.join(dataDir, 'no-site')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      SES_PORT: '0',
      DYNAMODB_ENDPOINT: proxy.url,
      LOCAL_SES_DIR: path.join(dataDir, 'ses'),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Site and functions +(\S+)/.exec(out)?.[1];
      const sesUrl = /Mail they sent \(SES\) +(\S+?)\/ /.exec(out)?.[1];
      if (url && sesUrl) resolve({ child, url, sesUrl });
    });
    child.once('exit', (code) => reject(new Error(`npm start's server exited (${code}): ${errors}`)));
  });
}

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'never-twice-'));
  dynamo = await startLocalDynamo({ host: '127.0.0.1' });
  proxy = await dynamoProxy(dynamo.url);
});
afterAll(async () => {
  for (const child of children) await stop(child, 'SIGTERM');
  await proxy.close();
  await dynamo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> => {
  const started = performance.now();
  let value = await read();
  while (!done(value) && performance.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
};

describe('npm start killed right after SES accepted a mail', () => {
  it('has the mail after the restart, records the enquiry as sent from SES\'s Send event, and never sends it again', async () => {
    const subject = `Never twice ${Date.now()}`;
    const mailsIn = async (sesUrl: string) =>
      ((await (await fetch(`${sesUrl}/store`)).json()) as { emails: { messageId: string; body: { text?: string } }[] }).emails.filter((mail) => mail.body.text?.includes(subject));

    const first = await startNpmStart();
    proxy.hold(true);
    const answer = fetch(`${first.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: first.url },
      body: JSON.stringify({ fullName: 'Jane Doe', email: 'jane@example.org', message: subject }),
    }).catch(() => undefined);
    // SES has accepted the mail; recording it (by the function or by the Send event) hangs.
    const accepted = await until(() => mailsIn(first.sesUrl), (found) => found.length === 1, 20_000);
    expect(accepted).toHaveLength(1);
    await until(async () => proxy.held(), (count) => count >= 1, 10_000);
    await stop(first.child, 'SIGKILL');
    await answer;
    proxy.hold(false);

    const store = dynamoEnquiryStore(localDynamoClient(dynamo.url), enquiryTableName);
    const [enquiry] = (await store.unsent()).filter((candidate) => candidate.email.Message?.Body?.Text?.Data?.includes(subject));
    // Killed before anything recorded it: the enquiry is still being sent.
    expect(enquiry?.status).toBe('sending');

    const second = await startNpmStart();
    // The mail SES accepted is still in the emulator's store ...
    expect(await mailsIn(second.sesUrl)).toHaveLength(1);
    // ... and its Send event, played again at start, records the enquiry as sent with its message id.
    const recorded = await until(() => store.get(enquiry?.id ?? ''), (found) => found?.status === 'sent', 10_000);
    expect(recorded).toMatchObject({ status: 'sent', messageId: accepted[0]?.messageId });

    // Long after the lease and the grace period, the retry finds nothing to send.
    const sender = sesSender(new SESClient({ ...sesClientConfig({ region: 'us-east-1', sesEndpoint: second.sesUrl }), maxAttempts: 1, credentials: { accessKeyId: 'l', secretAccessKey: 'l' } }));
    const summary = await retryUnsent(store, sender, () => Date.now() + sendLeaseMs + acceptanceGraceMs + 60_000);
    expect(summary).toMatchObject({ due: 0, sent: 0 });
    expect(await mailsIn(second.sesUrl)).toHaveLength(1);
    await stop(second.child, 'SIGTERM');
  }, 90_000);
});
