/**
 * Where every accepted enquiry is kept before any mail is sent: a DynamoDB table, so an enquiry
 * outlives an SES outage and the retry can send it later. Each item is the email exactly as built at
 * receipt, with its delivery state.
 *
 * States: `unsent` (waiting for an attempt) -> `sending` (claimed by one sender) -> `sent`. While an
 * enquiry is not sent it carries `queue`, the key of the sparse index `Unsent`: the retry finds what is
 * due with a Query on that index, never a Scan of the table. Only a sent enquiry has `expiresAt`, the
 * TTL attribute: an enquiry that never went out is never deleted, and a sent one is kept
 * `enquiryRetentionDays` from the moment it was sent.
 *
 * When the office's mailbox bounces (or complains of) a sent enquiry, it is `redirect`ed: addressed to
 * the owner's alert address instead and made `unsent`, so the retry sends it there. Should that bounce
 * too, it is `undeliverable`: kept, never deleted, and an alarm tells the owner.
 */
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';

/** The sparse index of enquiries not sent yet, and the value of its partition key. */
export const unsentIndex = { name: 'Unsent', partitionKey: 'queue', sortKey: 'nextAttemptAt', value: 'unsent' } as const;

export type EnquiryStatus = 'unsent' | 'sending' | 'sent' | 'undeliverable';

export interface Enquiry {
  id: string;
  /** ISO 8601. */
  receivedAt: string;
  /** Epoch seconds: the table's TTL attribute, set only once the enquiry is sent. */
  expiresAt?: number;
  email: SendEmailCommandInput;
  /** The photos sent with it that were found to be images (contract/photos.ts): its mail carries them attached. */
  photos?: string[];
  /** How many photos sent with it could not be received (missing, not an image, S3 unreachable): its mail says so. */
  photosNotReceived?: number;
  status: EnquiryStatus;
  attempts: number;
  /** Epoch milliseconds: the retry leaves it until then. */
  nextAttemptAt: number;
  /** Epoch milliseconds: while in the future, one sender holds the enquiry and no other may send it. */
  leaseUntil: number;
  /** The sparse index's key: present (`'unsent'`) until the enquiry is sent. */
  queue?: typeof unsentIndex.value;
  /** Epoch milliseconds of the last reminder to the owner about this enquiry still being unsent. */
  remindedAt?: number;
  messageId?: string;
  sentAt?: string;
  /** Epoch milliseconds: when a bounce of the office's copy readdressed it to the alert address. */
  redirectedAt?: number;
  /** The SES message id of the mail that bounced, and what the receiving server said. */
  bounced?: { messageId: string; reason: string };
}

/** What SES reported about a sent mail it could not deliver. */
export interface Bounce {
  messageId: string;
  /** Epoch milliseconds. */
  at: number;
  reason: string;
}

/** What the caller of a store operation allows it: the request's deadline. */
export interface CallOptions {
  signal?: AbortSignal;
}

export interface EnquiryStore {
  /**
   * Stores a new enquiry: true when this call stored it, false when an enquiry with this id was already
   * there (a resend of the same draft, or the SDK's retry of a put whose first response was lost).
   * Fails only when the enquiry could not be stored; then nothing was accepted.
   */
  put: (enquiry: Enquiry, options?: CallOptions) => Promise<boolean>;
  /**
   * Takes the enquiry for one send, until `leaseUntil`: true for exactly one caller while it is not
   * sent, nobody holds it and it is due, so a retry racing a slow first attempt cannot send a second
   * copy. The enquiry becomes `sending`, and is due again only at `dueAgainAt` unless released.
   */
  claim: (id: string, now: number, leaseUntil: number, dueAgainAt: number, options?: CallOptions) => Promise<boolean>;
  markSent: (id: string, sentAt: number, messageId: string | undefined, options?: CallOptions) => Promise<void>;
  /**
   * After a failed send: free the enquiry and say when to try again. `uncertain` (SES never answered)
   * keeps it `sending`, so the time an SES event needs to report a mail it did accept is respected.
   */
  release: (id: string, attempts: number, nextAttemptAt: number, uncertain?: boolean) => Promise<void>;
  /** Every enquiry not sent yet (from the sparse index), oldest attempt first. */
  unsent: (options?: CallOptions) => Promise<Enquiry[]>;
  /** Unsent enquiries whose next attempt is due. */
  due: (now: number, options?: CallOptions) => Promise<Enquiry[]>;
  /** Records that the owner was reminded of this unsent enquiry at `at`; false if someone else just did. */
  markReminded: (id: string, at: number, previous: number | undefined) => Promise<boolean>;
  get: (id: string, options?: CallOptions) => Promise<Enquiry | undefined>;
  /**
   * The office's copy bounced: the enquiry is addressed to `to` (the alert address), its subject says
   * why, and it is unsent and due now. Only for the mail that was sent (matched by SES message id) and
   * only once; false otherwise.
   */
  redirect: (id: string, bounce: Bounce, to: string) => Promise<boolean>;
  /** The redirected copy bounced too: kept as `undeliverable`, out of the retry's queue, never deleted. */
  markUndeliverable: (id: string, bounce: Bounce) => Promise<boolean>;
}

/** The subject of an enquiry readdressed to the alert address. */
export const redirectedSubject = (subject: string) => `Not delivered to the office inbox: ${subject}`;
