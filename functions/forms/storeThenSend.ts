/**
 * A valid enquiry, from the request to its answer: stored first, then sent once (delivery.ts). Nothing
 * accepted is ever lost: 200 when the mail went out, 202 when it is stored and the retry will send it,
 * 502 only when it could not be stored.
 */
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { createHash } from 'node:crypto';
import { deliver, type Deadline } from './delivery';
import type { Enquiry, EnquiryStore } from './enquiryStore';
import type { SendEmail } from './handler';
import { jsonResponse, type Headers, type HttpResult } from './http';
import type { LogLine } from './logLine';
import type { PhotoCheck } from './photoStore';

/** An answer and what its log line says about it. */
export type Reply = { result: HttpResult } & Omit<LogLine, 'status' | 'durationMs'>;

/**
 * The id of the enquiry a draft makes: the same key and the same message give the same id, so a
 * resend (after a timeout, or a put whose answer was lost) finds the enquiry already stored. A draft
 * edited after a failed send is a different message, and is stored as one; so is one sent with other
 * photos. Without photos the id is what it was before photos existed.
 */
export function enquiryIdFor(idempotencyKey: string, email: SendEmailCommandInput, photoKeys: readonly string[] = []): string {
  const photos = photoKeys.length === 0 ? '' : `\n${photoKeys.join('\n')}`;
  return `k-${createHash('sha256').update(`${idempotencyKey}\n${JSON.stringify(email)}${photos}`).digest('base64url').slice(0, 32)}`;
}

export const failure = (error: string, extra: Record<string, unknown> = {}) => ({ ok: false, error, ...extra });

export interface Submission {
  email: SendEmailCommandInput;
  described: Pick<LogLine, 'email' | 'service'>;
  cors: Headers;
  idempotencyKey: string | undefined;
  /** The photos it names, as checked; undefined for a form that takes none. */
  photos: (PhotoCheck & { sent: readonly string[] }) | undefined;
}

export interface StoreThenSendDeps {
  store: EnquiryStore;
  sendEmail: SendEmail;
  clock: () => number;
  newId: () => string;
}

export async function storeThenSend(deps: StoreThenSendDeps, submission: Submission, deadline: Deadline): Promise<Reply> {
  const { store, sendEmail, clock } = deps;
  const { email, described, cors, idempotencyKey, photos } = submission;
  const received = clock();
  const id = idempotencyKey === undefined ? deps.newId() : enquiryIdFor(idempotencyKey, email, photos?.sent);
  const options = { signal: deadline.signal };
  const withPhotos = photos === undefined ? {} : { photos: [...photos.accepted], photosNotReceived: photos.notReceived };
  let existing: Enquiry | undefined;
  try {
    const stored = await store.put(
      { id, receivedAt: new Date(received).toISOString(), email, ...withPhotos, status: 'unsent', attempts: 0, nextAttemptAt: received, leaseUntil: 0 },
      options,
    );
    if (!stored) existing = await store.get(id, options);
  } catch (error) {
    // The put may have been stored with only its answer lost: look before calling it a failure.
    existing = await store.get(id, options).catch(() => undefined);
    if (existing === undefined) {
      // Nothing was accepted: the visitor is told, and the form keeps the draft.
      return {
        outcome: 'store_failed',
        ...described,
        errorName: error instanceof Error ? error.name : typeof error,
        result: jsonResponse(502, failure('send_failed'), cors),
      };
    }
  }
  const enquiry = existing ?? { id, email, attempts: 0, ...withPhotos };
  // A resend is answered about the photos the stored enquiry kept, which its mail carries.
  const notReceived = photos === undefined ? {} : { photosNotReceived: photos.sent.length - (enquiry.photos?.length ?? 0) };
  const counted = photos === undefined ? {} : { photos: enquiry.photos?.length ?? 0, ...notReceived };
  const repeat = existing === undefined ? {} : { repeat: true };
  if (existing?.status === 'sent') {
    return { outcome: 'sent', enquiryId: id, ...repeat, ...described, ...counted, result: jsonResponse(200, { ok: true, ...notReceived }, cors) };
  }
  const delivery = await deliver(store, sendEmail, enquiry, clock, deadline).catch((error: unknown) => ({
    sent: false as const,
    reason: 'send_failed' as const,
    errorName: error instanceof Error ? error.name : typeof error,
  }));
  if (delivery.sent) {
    return {
      outcome: 'sent',
      enquiryId: id,
      ...repeat,
      ...(delivery.messageId === undefined ? {} : { messageId: delivery.messageId }),
      ...described,
      ...counted,
      result: jsonResponse(200, { ok: true, ...notReceived }, cors),
    };
  }
  // Stored: the retry sends it (or another request is sending it right now). Accepted either way.
  return {
    outcome: 'queued',
    enquiryId: id,
    ...repeat,
    ...described,
    ...counted,
    ...('errorName' in delivery && delivery.errorName ? { errorName: delivery.errorName } : {}),
    result: jsonResponse(202, { ok: true, queued: true, ...notReceived }, cors),
  };
}
