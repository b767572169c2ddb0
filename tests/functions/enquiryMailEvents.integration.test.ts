// @vitest-environment node
/**
 * What SES's mail events do to a stored enquiry, against DynamoDB (dynalite) and the SES emulator: a
 * Send event records a mail a dead sender handed over; a bounce from the office's mailbox sends the
 * enquiry to the alert address. The emulator publishes no events, so they are built as SES writes them.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { enquiryTableName } from '../../functions/dev-server';
import { ensureEnquiryTable, localDynamoClient } from '../../functions/dev/localDynamo';
import { acceptanceGraceMs, deliver, retryUnsent, sendLeaseMs } from '../../functions/forms/delivery';
import type { Enquiry } from '../../functions/forms/enquiryStore';
import { createMailEventsHandler, mailEventMetrics } from '../../functions/mail-events/handler';
import { enquiryEmulators } from './enquiriesSupport';

const { dynamo, ses, mailsFor, store, emulatorSender } = enquiryEmulators();

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
