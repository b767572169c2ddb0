/**
 * Sending a stored enquiry: once, however many senders try. The first attempt (in the contact
 * function) and the retry both go through `deliver`.
 *
 * A sender that dies after SES accepted the mail and before `markSent` must not cause a second mail.
 * Which is done by claim state, with the SES message id recorded by SES itself: a claim makes the
 * enquiry `sending`, due again only `acceptanceGraceMs` after the lease runs out, and every mail is
 * sent with the enquiry's id as an SES message tag. SES reports each mail it accepted with a Send event
 * carrying that tag and the message id; the mail-events function records it (`markSent`). So when the
 * lease of a dead sender runs out, a mail SES did take is marked sent within the grace period and is
 * never claimed again; one SES never took is claimed and sent. Recording the message id in the sender
 * alone could not do this: the sender that died is the one that would have written it. The same holds
 * for a send that got no answer before the deadline (SES may still have accepted it).
 */
import type { Enquiry, EnquiryStore } from './enquiryStore';
import type { SendEmail } from './handler';

/** Long enough for SES's own timeouts, short of a Lambda timeout. */
export const sendLeaseMs = 60_000;

/** How long an SES Send event may take to report a mail SES accepted while its sender went silent. */
export const acceptanceGraceMs = 5 * 60_000;

/** No send is started with less time than this left before the deadline. */
export const minSendMs = 1_500;

/** An unsent enquiry older than this reminds the owner, once a day until it is sent. */
export const reminderAfterMs = 24 * 60 * 60_000;
export const reminderEveryMs = 24 * 60 * 60_000;

/**
 * Wait before the next attempt after `attempts` failures: 1, 2, 4 ... minutes, at most an hour, so a
 * long SES outage is retried every hour for as long as it lasts, and one of a few minutes is over
 * within a few minutes.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** One point in time every call of a request or a retry pass ends by. */
export interface Deadline {
  /** Aborts at the deadline. */
  signal: AbortSignal;
  /** Milliseconds left. */
  remainingMs: () => number;
}

/** A deadline `ms` from now; `stop` clears its timer when the work is done early. */
export function deadlineIn(ms: number): Deadline & { stop: () => void } {
  const controller = new AbortController();
  const end = performance.now() + ms;
  const timer = setTimeout(() => controller.abort(new DeadlineError()), Math.max(0, ms));
  return {
    signal: controller.signal,
    remainingMs: () => Math.max(0, end - performance.now()),
    stop: () => clearTimeout(timer),
  };
}

export class DeadlineError extends Error {
  override name = 'DeadlineError';
  constructor() {
    super('The deadline passed');
  }
}

/**
 * True when SES answered the request with an error (it has an HTTP status): then the mail was
 * certainly not accepted. Anything else (no answer, a dropped connection, the deadline) is uncertain.
 */
export const sesAnswered = (error: unknown) =>
  typeof (error as { $metadata?: { httpStatusCode?: unknown } } | undefined)?.$metadata?.httpStatusCode === 'number';

/**
 * Errors of a connection that was never made: no byte of the request reached SES, so it certainly
 * did not take the mail. (A reset or a timeout after connecting is not among them: the request may
 * have arrived.)
 */
const neverConnected = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** True when SES never got the request: its connection was refused, or its address not found. */
export const sesUnreached = (error: unknown) => neverConnected.has(String((error as { code?: unknown } | undefined)?.code));

/**
 * When a failed send is tried again. SES unreached: at the retry's next pass, since trying costs
 * nothing and SES may be back in a minute; SES answered with an error: the backoff; no answer: not
 * before the time SES's Send event needs to report a mail it did take (`acceptanceGraceMs`).
 */
export function nextAttemptAfter(error: unknown, attempts: number, now: number): { at: number; certain: boolean } {
  if (sesUnreached(error)) return { at: now, certain: true };
  if (sesAnswered(error)) return { at: now + retryDelayMs(attempts), certain: true };
  return { at: now + Math.max(retryDelayMs(attempts), acceptanceGraceMs), certain: false };
}

export type DeliveryResult =
  | { sent: true; messageId?: string }
  | { sent: false; reason: 'held_elsewhere' | 'send_failed' | 'no_time'; errorName?: string };

export async function deliver(
  store: EnquiryStore,
  sendEmail: SendEmail,
  enquiry: Pick<Enquiry, 'id' | 'email' | 'attempts' | 'photos' | 'photosNotReceived'>,
  now: () => number = Date.now,
  deadline?: Deadline,
): Promise<DeliveryResult> {
  if (deadline && deadline.remainingMs() < minSendMs) return { sent: false, reason: 'no_time' };
  const started = now();
  const leaseUntil = started + sendLeaseMs;
  const options = deadline ? { signal: deadline.signal } : undefined;
  if (!(await store.claim(enquiry.id, started, leaseUntil, leaseUntil + acceptanceGraceMs, options))) {
    return { sent: false, reason: 'held_elsewhere' };
  }
  let messageId: string | undefined;
  try {
    ({ messageId } = await sendEmail(enquiry.email, {
      enquiryId: enquiry.id,
      ...(deadline ? { signal: deadline.signal } : {}),
      // An enquiry stored before photos existed has neither: it is sent as it always was.
      ...(enquiry.photos === undefined && enquiry.photosNotReceived === undefined
        ? {}
        : { photos: { keys: enquiry.photos ?? [], notReceived: enquiry.photosNotReceived ?? 0 } }),
    }));
  } catch (error) {
    const attempts = enquiry.attempts + 1;
    const next = nextAttemptAfter(error, attempts, now());
    // If even this write fails, the claim's own due time brings the retry back to it.
    await store.release(enquiry.id, attempts, next.at, !next.certain).catch(() => undefined);
    return { sent: false, reason: 'send_failed', errorName: error instanceof Error ? error.name : typeof error };
  }
  // The mail has gone. If recording it fails, SES's Send event records it within the grace period.
  await store.markSent(enquiry.id, now(), messageId, options).catch(() => undefined);
  return messageId === undefined ? { sent: true } : { sent: true, messageId };
}

export interface RetrySummary {
  due: number;
  sent: number;
  failed: number;
  /** Due, but left for the next pass: the deadline came first. */
  deferred: number;
  /** Minutes since the oldest still-unsent enquiry arrived (0 when none): the alarm's metric. */
  oldestUnsentMinutes: number;
  /** Enquiries unsent for over a day whose daily reminder is due now: the reminder alarm's metric. */
  reminders: number;
}

/**
 * One pass of the retry: every due enquiry gets one attempt while the deadline allows, each on its own
 * (one failing, even with an error of the store, does not stop the others); then the oldest unsent one
 * is measured over all and the daily reminders are counted.
 */
export async function retryUnsent(
  store: EnquiryStore,
  sendEmail: SendEmail,
  now: () => number = Date.now,
  deadline?: Deadline,
): Promise<RetrySummary> {
  const options = deadline ? { signal: deadline.signal } : undefined;
  const started = now();
  const due = await store.due(started, options);
  const sentNow = new Set<string>();
  let sent = 0;
  let failed = 0;
  let deferred = 0;
  for (const enquiry of due) {
    if (deadline && deadline.remainingMs() < minSendMs) {
      deferred += 1;
      continue;
    }
    try {
      const result = await deliver(store, sendEmail, enquiry, now, deadline);
      if (result.sent) {
        sent += 1;
        sentNow.add(enquiry.id);
      } else if (result.reason === 'send_failed') failed += 1;
      else if (result.reason === 'no_time') deferred += 1;
    } catch {
      // The store failed for this one (a claim that timed out): the next pass tries it again.
      failed += 1;
    }
  }
  // Measured after the deadline too: the margin the caller keeps after it (retryMarginMs) is for this
  // read, which the store's own timeouts bound. The index is updated shortly after the table: what this
  // pass sent may still be listed.
  const unsent = (await store.unsent()).filter((enquiry) => enquiry.status !== 'sent' && !sentNow.has(enquiry.id));
  const at = now();
  let oldest: number | undefined;
  let reminders = 0;
  for (const enquiry of unsent) {
    const received = Date.parse(enquiry.receivedAt);
    oldest = oldest === undefined ? received : Math.min(oldest, received);
    const dueForReminder = at - received >= reminderAfterMs && (enquiry.remindedAt === undefined || at - enquiry.remindedAt >= reminderEveryMs);
    if (dueForReminder && (await store.markReminded(enquiry.id, at, enquiry.remindedAt).catch(() => false))) reminders += 1;
  }
  return {
    due: due.length,
    sent,
    failed,
    deferred,
    oldestUnsentMinutes: oldest === undefined ? 0 : Math.floor((at - oldest) / 60_000),
    reminders,
  };
}
