// @vitest-environment node
/**
 * No enquiry lost when SES or storage is down, against real emulators: DynamoDB (dynalite) and the SES
 * emulator, through the dev server that `npm start` runs. No mocks: an outage is every SES call failing
 * (`sesOutage`), storage down is a DynamoDB endpoint nobody answers.
 */
import { createServer } from 'node:net';
import { SESClient } from '@aws-sdk/client-ses';
import { describe, expect, it } from 'vitest';
import { enquiryTableName } from '../../functions/dev-server';
import { ensureEnquiryTable, localDynamoClient } from '../../functions/dev/localDynamo';
import { deliver, retryDelayMs, retryUnsent } from '../../functions/forms/delivery';
import { dynamoEnquiryStore, type Enquiry } from '../../functions/forms/enquiryStore';
import { sesClientConfig, sesSender } from '../../functions/forms/sesSender';
import { enquiryRetentionDays } from '../../functions/contract/forms';
import { enquiryEmulators } from './enquiriesSupport';

const { dynamo, ses, servers, start, post, mails, store, emulatorSender } = enquiryEmulators();

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
