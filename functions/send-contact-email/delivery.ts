/**
 * Sending a stored enquiry: once, however many senders try. The first attempt (in the contact
 * function) and the retry both go through `deliver`.
 */
import type { Enquiry, EnquiryStore } from './enquiryStore';
import type { SendEmail } from './handler';

/** Long enough for SES's own retries (three attempts of at most ~4 s), short of a Lambda timeout. */
export const sendLeaseMs = 60_000;

/**
 * Wait before the next attempt after `attempts` failures: 1, 2, 4 ... minutes, at most an hour, so a
 * long SES outage is retried every hour for as long as the enquiry is kept (90 days), and one of a
 * few minutes is over within a few minutes.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

export type DeliveryResult = { sent: true; messageId?: string } | { sent: false; reason: 'held_elsewhere' | 'send_failed'; errorName?: string };

export async function deliver(
  store: EnquiryStore,
  sendEmail: SendEmail,
  enquiry: Pick<Enquiry, 'id' | 'email' | 'attempts'>,
  now: () => number = Date.now,
): Promise<DeliveryResult> {
  const started = now();
  if (!(await store.claim(enquiry.id, started, started + sendLeaseMs))) return { sent: false, reason: 'held_elsewhere' };
  let messageId: string | undefined;
  try {
    ({ messageId } = await sendEmail(enquiry.email));
  } catch (error) {
    const attempts = enquiry.attempts + 1;
    // If even this write fails, the lease runs out and the retry picks the enquiry up anyway.
    await store.release(enquiry.id, attempts, now() + retryDelayMs(attempts)).catch(() => undefined);
    return { sent: false, reason: 'send_failed', errorName: error instanceof Error ? error.name : typeof error };
  }
  // The mail has gone; if recording that fails, the lease keeps a retry off it until it expires.
  await store.markSent(enquiry.id, now(), messageId).catch(() => undefined);
  return messageId === undefined ? { sent: true } : { sent: true, messageId };
}

export interface RetrySummary {
  due: number;
  sent: number;
  failed: number;
  /** Minutes since the oldest still-unsent enquiry arrived (0 when none): the alarm's metric. */
  oldestUnsentMinutes: number;
}

/** One pass of the retry: every due enquiry gets one attempt; the oldest unsent one is measured over all. */
export async function retryUnsent(store: EnquiryStore, sendEmail: SendEmail, now: () => number = Date.now): Promise<RetrySummary> {
  const unsent = await store.due(Number.MAX_SAFE_INTEGER);
  const started = now();
  let due = 0;
  let sent = 0;
  let failed = 0;
  let oldest: number | undefined;
  for (const enquiry of unsent) {
    let stillUnsent = true;
    if (enquiry.nextAttemptAt <= started) {
      due += 1;
      const result = await deliver(store, sendEmail, enquiry, now);
      if (result.sent) {
        sent += 1;
        stillUnsent = false;
      } else if (result.reason === 'send_failed') failed += 1;
    }
    if (stillUnsent) {
      const received = Date.parse(enquiry.receivedAt);
      oldest = oldest === undefined ? received : Math.min(oldest, received);
    }
  }
  return { due, sent, failed, oldestUnsentMinutes: oldest === undefined ? 0 : Math.floor((now() - oldest) / 60_000) };
}
