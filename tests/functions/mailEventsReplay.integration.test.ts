// @vitest-environment node
/**
 * An SES Send event the recording function could not record (the table unreachable) is not lost: the
 * function hands it back to its queue, and once it is replayed from the dead-letter queue (the body
 * unchanged, as SQS's redrive moves it) the enquiry is recorded as sent and never mailed twice.
 * Against dynalite and the SES emulator; the queue's part is the message as SQS delivers it.
 */
import { createServer } from 'node:net';
import { SESClient } from '@aws-sdk/client-ses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureEnquiryTable, localDynamoClient, startLocalDynamo, type LocalDynamo } from '../../functions/dev/localDynamo';
import { startSesEmulator, type SesEmulator } from '../../functions/dev/sesEmulator';
import { createMailEventsHandler, type MailEventLine, type SqsEvent } from '../../functions/mail-events/handler';
import { acceptanceGraceMs, retryUnsent, sendLeaseMs } from '../../functions/forms/delivery';
import { dynamoEnquiryStore, type Enquiry } from '../../functions/forms/enquiryStore';
import { sesClientConfig, sesSender } from '../../functions/forms/sesSender';

const tableName = 'enquiries-replay';
let dynamo: LocalDynamo;
let ses: SesEmulator;
beforeAll(async () => {
  dynamo = await startLocalDynamo({ host: '127.0.0.1' });
  ses = await startSesEmulator({ host: '127.0.0.1', port: 0 });
  await ensureEnquiryTable(localDynamoClient(dynamo.url), tableName);
});
afterAll(async () => {
  await ses.close();
  await dynamo.close();
});

describe('a Send event the recording function could not record', () => {
  it('goes back to the queue, and replayed from the dead-letter queue records the enquiry as sent: one mail', async () => {
    const store = dynamoEnquiryStore(localDynamoClient(dynamo.url), tableName);
    const sender = sesSender(new SESClient({ ...sesClientConfig({ region: 'us-east-1', sesEndpoint: ses.url }), maxAttempts: 1, credentials: { accessKeyId: 'l', secretAccessKey: 'l' } }));
    const subject = `Replay ${Date.now()}`;
    const now = Date.now();
    const enquiry: Enquiry = {
      id: `replay-${now}`,
      receivedAt: new Date(now).toISOString(),
      email: { Source: 'website@example.com', Destination: { ToAddresses: ['inbox@example.com'] }, Message: { Subject: { Data: subject }, Body: { Text: { Data: 'Basement flooded.' } } } },
      status: 'unsent',
      attempts: 0,
      nextAttemptAt: now,
      leaseUntil: 0,
    };
    await store.put(enquiry);
    // A sender claims it, SES takes the mail, and the sender dies before recording it.
    expect(await store.claim(enquiry.id, now, now + sendLeaseMs, now + sendLeaseMs + acceptanceGraceMs)).toBe(true);
    const { messageId } = await sender(enquiry.email, { enquiryId: enquiry.id });
    const message = {
      messageId: 'sqs-message-1',
      body: JSON.stringify({ eventType: 'Send', mail: { messageId, timestamp: new Date().toISOString(), tags: { enquiry: [enquiry.id] } }, send: {} }),
    };

    // SES's Send event arrives while the table cannot be reached.
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const lines: MailEventLine[] = [];
    const unreachable = createMailEventsHandler({
      store: dynamoEnquiryStore(localDynamoClient(`http://127.0.0.1:${closed}`), tableName),
      log: (line) => lines.push(line),
      emit: () => undefined,
      officeAddress: 'inbox@example.com',
      alertAddress: 'alerts@owner.example.net',
    });
    const event: SqsEvent = { Records: [message, { messageId: 'sqs-message-2', body: JSON.stringify({ eventType: 'Delivery', mail: {} }) }] };
    // Handed back: only the failed record returns to the queue (and, after five receives, to its
    // dead-letter queue); the other is done.
    expect(await unreachable(event)).toEqual({ batchItemFailures: [{ itemIdentifier: 'sqs-message-1' }] });
    expect(lines.map((line) => line.outcome)).toEqual(['failed', 'ignored']);
    expect((await store.get(enquiry.id))?.status).toBe('sending');

    // Replayed from the dead-letter queue, the body as it was: recorded.
    const recording = createMailEventsHandler({ store, log: (line) => lines.push(line), emit: () => undefined, officeAddress: 'inbox@example.com', alertAddress: 'alerts@owner.example.net' });
    expect(await recording({ Records: [{ messageId: 'sqs-message-1-redriven', body: message.body }] })).toEqual({ batchItemFailures: [] });
    expect(await store.get(enquiry.id)).toMatchObject({ status: 'sent', messageId });
    // Replayed twice by mistake: nothing changes.
    expect(await recording({ Records: [{ messageId: 'again', body: message.body }] })).toEqual({ batchItemFailures: [] });

    // Long after the grace period the retry finds nothing to send: one mail in all.
    await retryUnsent(store, sender, () => Date.now() + sendLeaseMs + acceptanceGraceMs + 60_000);
    const mails = ((await (await fetch(`${ses.url}/store`)).json()) as { emails: { subject: string }[] }).emails.filter((mail) => mail.subject === subject);
    expect(mails).toHaveLength(1);
  });
});
