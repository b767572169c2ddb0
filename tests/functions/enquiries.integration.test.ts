// @vitest-environment node
/**
 * No enquiry lost, against real emulators: DynamoDB (dynalite) and the SES emulator, through the dev
 * server that `npm start` runs. No mocks: an outage is every SES call failing (`sesOutage`), storage
 * down is a DynamoDB endpoint nobody answers.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../functions/dev-server';
import { enquiryTableName, startDevServer } from '../../functions/dev-server';
import { localDynamoClient, startLocalDynamo, ensureEnquiryTable, type LocalDynamo } from '../../functions/dev/localDynamo';
import { startSesEmulator, type SesEmulator } from '../../functions/dev/sesEmulator';
import { acceptanceGraceMs, deliver, retryDelayMs, retryUnsent, sendLeaseMs } from '../../functions/forms/delivery';
import { dynamoEnquiryStore, type Enquiry, type EnquiryStore } from '../../functions/forms/enquiryStore';
import { createHandler } from '../../functions/send-contact-email/handler';
import type { HttpEvent } from '../../functions/forms/http';
import { createMailEventsHandler, mailEventMetrics } from '../../functions/mail-events/handler';
import { sesClientConfig, sesSender } from '../../functions/forms/sesSender';
import { SESClient } from '@aws-sdk/client-ses';
import { enquiryRetentionDays } from '../../functions/contract/forms';
import { serviceChoices } from './serviceChoices';

const payload = {
  fullName: 'Jane Doe',
  email: 'jane@example.org',
  phone: '555 010 1234',
  serviceNeeded: 'water-damage',
  message: 'Water is coming up through the basement floor.',
};

let dynamo: LocalDynamo;
let ses: SesEmulator;
const servers: DevServer[] = [];

beforeAll(async () => {
  dynamo = await startLocalDynamo({ host: '127.0.0.1' });
  ses = await startSesEmulator({ host: '127.0.0.1', port: 0 });
});

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  await fetch(`${ses.url}/clear-store`, { method: 'POST' });
});

afterAll(async () => {
  await ses.close();
  await dynamo.close();
});

async function start(options: { sesOutage?: boolean; dynamoEndpoint?: string } = {}) {
  const server = await startDevServer({ serviceChoices,
    port: 0,
    sesEndpoint: ses.url,
    dynamoEndpoint: options.dynamoEndpoint ?? dynamo.url,
    sesOutage: options.sesOutage ?? false,
    retryIntervalMs: 0,
    log: () => undefined,
  });
  servers.push(server);
  return server;
}

const post = (server: DevServer) =>
  fetch(`${server.url}/api/send-contact-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(payload),
  });

const mails = async () => ((await (await fetch(`${ses.url}/store`)).json()) as { emails: { subject: string }[] }).emails;

const store = () => dynamoEnquiryStore(localDynamoClient(dynamo.url), enquiryTableName);

const emulatorSender = () =>
  sesSender(new SESClient({ ...sesClientConfig({ region: 'us-east-1', sesEndpoint: ses.url }), credentials: { accessKeyId: 'l', secretAccessKey: 'l' } }));

describe('contact enquiries are stored before they are sent', () => {
  it('answers 202 and keeps the enquiry when SES is down, and sends exactly one mail once it is back', async () => {
    const down = await start({ sesOutage: true });
    const response = await post(down);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true, queued: true, photosNotReceived: 0 });
    expect(await mails()).toHaveLength(0);

    const unsent = await store().due(Date.now() + retryDelayMs(1));
    expect(unsent).toHaveLength(1);
    expect(unsent[0]).toMatchObject({ status: 'unsent', attempts: 1 });
    await down.close();
    servers.splice(servers.indexOf(down), 1);

    // SES is back: the retry sends it, once, however often it runs.
    await start();
    const id = unsent[0]?.id ?? '';
    // The first retry waits for the backoff; a retry pass before that sends nothing.
    await retryUnsent(store(), emulatorSender());
    expect(await mails()).toHaveLength(0);
    const later = () => Date.now() + retryDelayMs(1) + 1_000;
    await retryUnsent(store(), emulatorSender(), later);
    await retryUnsent(store(), emulatorSender(), later);
    expect(await mails()).toHaveLength(1);
    const sent = await store().get(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    // Off the index of unsent enquiries, and kept the retention period from the moment it was sent.
    expect(sent?.queue).toBeUndefined();
    expect(sent?.expiresAt).toBe(Math.floor(Date.parse(sent?.sentAt ?? '') / 1000) + enquiryRetentionDays * 86_400);
  });

  it("measures the oldest unsent enquiry for the owner's alarm, also while it waits for its next attempt", async () => {
    const down = await start({ sesOutage: true });
    expect((await post(down)).status).toBe(202);
    const failing = () => Promise.reject(new Error('SES is down'));
    const inThirtyOneMinutes = () => Date.now() + 31 * 60_000;
    // Due again (the backoff has passed) and failing again: counted.
    const summary = await retryUnsent(store(), failing, inThirtyOneMinutes);
    expect(summary).toMatchObject({ due: 1, sent: 0, failed: 1 });
    expect(summary.oldestUnsentMinutes).toBeGreaterThanOrEqual(30);
    // Waiting out its backoff: not retried, still counted.
    const waiting = await retryUnsent(store(), failing, inThirtyOneMinutes);
    expect(waiting).toMatchObject({ due: 0, failed: 0 });
    expect(waiting.oldestUnsentMinutes).toBeGreaterThanOrEqual(30);
    // Sent: nothing left to alarm about.
    const sentNow = await retryUnsent(store(), () => Promise.resolve({ messageId: 'x' }), () => Date.now() + 3 * 60 * 60_000);
    expect(sentNow).toMatchObject({ sent: 1, oldestUnsentMinutes: 0 });
  });

  it('answers 200 and records the enquiry as sent when SES works', async () => {
    const server = await start();
    const response = await post(server);
    expect(response.status).toBe(200);
    expect(await mails()).toHaveLength(1);
    await server.retryNow();
    expect(await mails()).toHaveLength(1);
  });

  it('answers 502 and sends nothing when the enquiry cannot be stored', async () => {
    // A port with nothing behind it: storage is down.
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const server = await start({ dynamoEndpoint: `http://127.0.0.1:${closed}` });
    const response = await post(server);
    expect(response.status).toBe(502);
    expect(await mails()).toHaveLength(0);
  });

  it('sends one mail when a retry races a slow first attempt', async () => {
    const client = localDynamoClient(dynamo.url);
    await ensureEnquiryTable(client, enquiryTableName);
    const enquiries = dynamoEnquiryStore(client, enquiryTableName);
    const ses_ = sesSender(new SESClient({ ...sesClientConfig({ region: 'us-east-1', sesEndpoint: ses.url }), credentials: { accessKeyId: 'l', secretAccessKey: 'l' } }));
    const enquiry: Enquiry = {
      id: `race-${Date.now()}`,
      receivedAt: new Date().toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      email: {
        Source: 'website@example.com',
        Destination: { ToAddresses: ['inbox@example.com'] },
        Message: { Subject: { Data: 'Race' }, Body: { Text: { Data: 'One mail only.' } } },
      },
      status: 'unsent',
      attempts: 0,
      nextAttemptAt: Date.now(),
      leaseUntil: 0,
    };
    await enquiries.put(enquiry);
    // The first attempt is slow to reach SES; the retry starts while it is still on its way.
    const slow = (input: Parameters<typeof ses_>[0]) => new Promise<void>((resolve) => setTimeout(resolve, 300)).then(() => ses_(input));
    const results = await Promise.all([deliver(enquiries, slow, enquiry), deliver(enquiries, ses_, enquiry), deliver(enquiries, ses_, enquiry)]);
    expect(results.filter((result) => result.sent)).toHaveLength(1);
    expect((await mails()).filter((mail) => mail.subject === 'Race')).toHaveLength(1);
    expect(await enquiries.get(enquiry.id)).toMatchObject({ status: 'sent' });
  });
});

/** Every stored enquiry whose mail names `name`, read straight from the table. */
async function storedFor(name: string): Promise<Enquiry[]> {
  const { ScanCommand, DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
  const documents = DynamoDBDocumentClient.from(localDynamoClient(dynamo.url));
  const { Items = [] } = await documents.send(new ScanCommand({ TableName: enquiryTableName }));
  return (Items as Enquiry[]).filter((item) => item.email.Message?.Subject?.Data?.includes(name));
}

const mailsFor = async (name: string) => (await mails()).filter((mail) => mail.subject.includes(name));

describe('one enquiry per draft, from the browser to SES', () => {
  const handlerWith = (enquiries: EnquiryStore) =>
    createHandler({
      config: { recipient: 'inbox@example.com', sender: 'website@example.com', allowedOrigins: ['https://www.example.com'] },
      sendEmail: emulatorSender(),
      store: enquiries,
      log: () => undefined,
    }, serviceChoices);
  const event = (body: unknown): HttpEvent => ({
    headers: { 'content-type': 'application/json', origin: 'https://www.example.com' },
    body: JSON.stringify(body),
    requestContext: { http: { method: 'POST' } },
  });

  beforeAll(async () => {
    await ensureEnquiryTable(localDynamoClient(dynamo.url), enquiryTableName);
  });

  it.each([
    ['the put is stored and then its answer is lost', 'throws'],
    ["the SDK retries a put whose answer was lost, and the retry finds it there", 'retries'],
  ] as const)('answers the real state when %s: one enquiry stored, one mail', async (_name, fault) => {
    const name = `Lost Answer ${fault} ${Date.now()}`;
    const real = store();
    const lossy: EnquiryStore = {
      ...real,
      put: async (enquiry, options) => {
        await real.put(enquiry, options);
        if (fault === 'throws') throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
        return real.put(enquiry, options);
      },
    };
    const result = await handlerWith(lossy)(event({ ...payload, fullName: name, idempotencyKey: randomUUID() }));
    expect(result.statusCode).toBe(200);
    expect(await storedFor(name)).toHaveLength(1);
    expect(await mailsFor(name)).toHaveLength(1);
  });

  it('stores and mails a draft sent twice after a timeout once, and answers both with its state', async () => {
    const server = await start();
    const name = `Twice Sent ${Date.now()}`;
    const body = JSON.stringify({ ...payload, fullName: name, idempotencyKey: randomUUID() });
    const send = () =>
      fetch(`${server.url}/api/send-contact-email`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url }, body });
    // The browser gave up on the first while the function went on; the visitor pressed Send again,
    // once while the first was still running, and once after.
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    for (const response of [first, second, third]) expect([200, 202]).toContain(response.status);
    expect(third.status).toBe(200);
    expect(await storedFor(name)).toHaveLength(1);
    expect(await mailsFor(name)).toHaveLength(1);
  });

  it('stores an edited draft as a new enquiry, with the same key', async () => {
    const server = await start();
    const name = `Edited Draft ${Date.now()}`;
    const idempotencyKey = randomUUID();
    const send = (message: string) =>
      fetch(`${server.url}/api/send-contact-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify({ ...payload, fullName: name, message, idempotencyKey }),
      });
    expect((await send('First version.')).status).toBe(200);
    expect((await send('Second version, with the phone number.')).status).toBe(200);
    expect(await storedFor(name)).toHaveLength(2);
  });
});

describe('a sender that dies between the send and recording it', () => {
  const enquiryNamed = (name: string): Enquiry => ({
    id: `died-${randomUUID()}`,
    receivedAt: new Date().toISOString(),
    email: {
      Source: 'website@example.com',
      Destination: { ToAddresses: ['inbox@example.com'] },
      Message: { Subject: { Data: name }, Body: { Text: { Data: 'Sent once.' } } },
    },
    status: 'unsent',
    attempts: 0,
    nextAttemptAt: Date.now(),
    leaseUntil: 0,
  });
  /** After the lease and the time SES's Send event may take. */
  const afterGrace = () => Date.now() + sendLeaseMs + acceptanceGraceMs + 1_000;

  beforeAll(async () => {
    await ensureEnquiryTable(localDynamoClient(dynamo.url), enquiryTableName);
  });

  it('sends no second mail when SES accepted it: its Send event records the enquiry as sent', async () => {
    const name = `Died After Send ${Date.now()}`;
    const enquiry = enquiryNamed(name);
    await store().put(enquiry);
    const started = Date.now();
    expect(await store().claim(enquiry.id, started, started + sendLeaseMs, started + sendLeaseMs + acceptanceGraceMs)).toBe(true);
    const { messageId } = await emulatorSender()(enquiry.email, { enquiryId: enquiry.id });
    // ... and the function is gone before markSent. SES publishes its Send event (the emulator does
    // not, so the event is built as SES writes it) to the topic the mail-events function reads.
    const lines: unknown[] = [];
    const events = createMailEventsHandler({
      store: store(),
      log: (line) => lines.push(line),
      emit: () => undefined,
      officeAddress: 'inbox@example.com',
      alertAddress: 'alerts@owner.example.net',
    });
    await events({
      Records: [{ messageId: 'q-1', body: JSON.stringify({ eventType: 'Send', mail: { messageId, timestamp: new Date().toISOString(), tags: { enquiry: [enquiry.id] } } }) }],
    });
    expect(await store().get(enquiry.id)).toMatchObject({ status: 'sent', messageId });

    // The retry, long after the lease ran out, leaves it alone.
    const summary = await retryUnsent(store(), emulatorSender(), afterGrace);
    expect(summary.sent).toBe(0);
    expect(await mailsFor(name)).toHaveLength(1);
  });

  it('sends it once the grace period is over when SES never took it', async () => {
    const name = `Died Before Send ${Date.now()}`;
    const enquiry = enquiryNamed(name);
    await store().put(enquiry);
    const started = Date.now();
    expect(await store().claim(enquiry.id, started, started + sendLeaseMs, started + sendLeaseMs + acceptanceGraceMs)).toBe(true);
    // Gone before SES was reached. Within the lease and the grace period nobody sends it ...
    await retryUnsent(store(), emulatorSender(), () => Date.now() + sendLeaseMs + 1_000);
    expect(await mailsFor(name)).toHaveLength(0);
    // ... after it, the retry does, once.
    await retryUnsent(store(), emulatorSender(), afterGrace);
    await retryUnsent(store(), emulatorSender(), afterGrace);
    expect(await mailsFor(name)).toHaveLength(1);
    expect(await store().get(enquiry.id)).toMatchObject({ status: 'sent' });
  });
});

describe("the office's mailbox refusing an enquiry", () => {
  const office = 'inbox@example.com';
  const alertAddress = 'alerts@owner.example.net';
  const bounced = (name: string): Enquiry => ({
    id: `bounced-${randomUUID()}`,
    receivedAt: new Date().toISOString(),
    email: {
      Source: 'website@example.com',
      Destination: { ToAddresses: [office] },
      Message: { Subject: { Data: `Water damage enquiry from ${name}` }, Body: { Text: { Data: 'Call 555 010 1234.' } } },
    },
    status: 'unsent',
    attempts: 0,
    nextAttemptAt: Date.now(),
    leaseUntil: 0,
  });
  const recipientsOf = async (name: string) =>
    ((await (await fetch(`${ses.url}/store`)).json()) as { emails: { subject: string; destination: { to: string[] } }[] }).emails
      .filter((mail) => mail.subject.includes(name))
      .map((mail) => ({ subject: mail.subject, to: mail.destination.to.join(', ') }));
  /** A Bounce event as SES publishes it through the configuration set (the emulator publishes none). */
  const bounceOf = (enquiryId: string, messageId: string, recipient: string, diagnosticCode = 'smtp; 552 5.2.2 mailbox full') => ({
    Records: [
      {
        messageId: `q-${enquiryId}`,
        body: JSON.stringify({
            eventType: 'Bounce',
            bounce: {
              bounceType: 'Permanent',
              bounceSubType: 'General',
              timestamp: new Date().toISOString(),
              bouncedRecipients: [{ emailAddress: recipient, action: 'failed', status: '5.2.2', diagnosticCode }],
            },
            mail: { messageId, timestamp: new Date().toISOString(), destination: [recipient], tags: { enquiry: [enquiryId] } },
          }),
      },
    ],
  });
  const handler = (metrics: Record<string, unknown>[]) =>
    createMailEventsHandler({ store: store(), log: () => undefined, emit: (line) => metrics.push(line), officeAddress: office, alertAddress });
  const total = (metrics: Record<string, unknown>[], name: string) => metrics.reduce((sum, line) => sum + Number(line[name] ?? 0), 0);

  beforeAll(async () => {
    await ensureEnquiryTable(localDynamoClient(dynamo.url), enquiryTableName);
  });

  it('sends a bounced enquiry to the alert address, counts the office bounce for its alarm, and keeps one it cannot deliver at all', async () => {
    const name = `Bounced ${Date.now()}`;
    const enquiry = bounced(name);
    await store().put(enquiry);
    const first = await deliver(store(), emulatorSender(), enquiry);
    expect(first).toMatchObject({ sent: true });
    const firstId = first.sent ? first.messageId ?? '' : '';

    // The office's mailbox refuses it: the enquiry is readdressed and waits for the retry.
    const metrics: Record<string, unknown>[] = [];
    await handler(metrics)(bounceOf(enquiry.id, firstId, office));
    const redirected = await store().get(enquiry.id);
    expect(redirected).toMatchObject({ status: 'unsent', queue: 'unsent', bounced: { messageId: firstId, reason: expect.stringContaining('mailbox full') } });
    expect(redirected?.expiresAt).toBeUndefined();
    expect(total(metrics, mailEventMetrics.officeRejected)).toBe(1);
    expect(total(metrics, mailEventMetrics.redirected)).toBe(1);
    // The same event delivered again by SNS, and a late Send event of the bounced mail, change nothing.
    await handler(metrics)(bounceOf(enquiry.id, firstId, office));
    await createMailEventsHandler({ store: store(), log: () => undefined, emit: () => undefined, officeAddress: office, alertAddress })({
      Records: [{ messageId: 'q-2', body: JSON.stringify({ eventType: 'Send', mail: { messageId: firstId, tags: { enquiry: [enquiry.id] } } }) }],
    });
    expect(await store().get(enquiry.id)).toMatchObject({ status: 'unsent' });
    expect(total(metrics, mailEventMetrics.redirected)).toBe(1);

    const summary = await retryUnsent(store(), emulatorSender());
    expect(summary.sent).toBe(1);
    expect(await recipientsOf(name)).toEqual([
      { subject: `Water damage enquiry from ${name}`, to: office },
      { subject: `Not delivered to the office inbox: Water damage enquiry from ${name}`, to: alertAddress },
    ]);
    const resent = await store().get(enquiry.id);
    expect(resent).toMatchObject({ status: 'sent' });

    // The alert address refuses it too: kept, out of the queue, never deleted, and counted for its alarm
    // (not as the office's: that alarm counts only the office address).
    const officeRejections = total(metrics, mailEventMetrics.officeRejected);
    await handler(metrics)(bounceOf(enquiry.id, resent?.messageId ?? '', alertAddress, 'smtp; 550 5.1.1 user unknown'));
    const kept = await store().get(enquiry.id);
    expect(kept).toMatchObject({ status: 'undeliverable', bounced: { reason: expect.stringContaining('user unknown') } });
    expect(kept?.expiresAt).toBeUndefined();
    expect(kept?.queue).toBeUndefined();
    expect(total(metrics, mailEventMetrics.undeliverable)).toBe(1);
    expect(total(metrics, mailEventMetrics.officeRejected)).toBe(officeRejections);
    expect((await retryUnsent(store(), emulatorSender(), () => Date.now() + 24 * 60 * 60_000)).sent).toBe(0);
    expect(await recipientsOf(name)).toHaveLength(2);
  });

  it("counts the office address rejecting any mail, a complaint included, for the office's alarm", async () => {
    const metrics: Record<string, unknown>[] = [];
    await handler(metrics)({
      Records: [
        {
          messageId: 'q-complaint',
          body: JSON.stringify({
            eventType: 'Complaint',
            complaint: { complainedRecipients: [{ emailAddress: office.toUpperCase() }], complaintFeedbackType: 'abuse' },
            mail: { messageId: 'not-an-enquiry', tags: {} },
          }),
        },
      ],
    });
    await handler(metrics)(bounceOf('no-such-enquiry', 'other', 'someone@elsewhere.example'));
    expect(total(metrics, mailEventMetrics.officeRejected)).toBe(1);
    expect(total(metrics, mailEventMetrics.redirected)).toBe(0);
    // Embedded metric format: CloudWatch makes metrics of these lines.
    expect(metrics[0]).toMatchObject({ _aws: { CloudWatchMetrics: [{ Namespace: 'SiteForms' }] } });
  });
});
