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
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { enquiryRetentionDays } from '../contract/forms';

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

const isConditionFailure = (error: unknown) =>
  error instanceof ConditionalCheckFailedException || (error as Error | undefined)?.name === 'ConditionalCheckFailedException';

const sendOptions = (options: CallOptions | undefined) => (options?.signal ? { abortSignal: options.signal } : undefined);

export function dynamoEnquiryStore(client: DynamoDBClient, tableName: string): EnquiryStore {
  const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const update = async (input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>, options?: CallOptions) => {
    try {
      await documents.send(new UpdateCommand({ TableName: tableName, ...input }), sendOptions(options));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };
  const query = async (now: number | undefined, options?: CallOptions) => {
    const found: Enquiry[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await documents.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: unsentIndex.name,
          KeyConditionExpression: now === undefined ? '#queue = :queue' : '#queue = :queue AND #next <= :now',
          ExpressionAttributeNames: { '#queue': unsentIndex.partitionKey, ...(now === undefined ? {} : { '#next': unsentIndex.sortKey }) },
          ExpressionAttributeValues: { ':queue': unsentIndex.value, ...(now === undefined ? {} : { ':now': now }) },
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
        sendOptions(options),
      );
      found.push(...((page.Items ?? []) as Enquiry[]));
      start = page.LastEvaluatedKey;
    } while (start);
    return found;
  };
  return {
    async put(enquiry, options) {
      try {
        await documents.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...enquiry, ...(enquiry.status === 'sent' ? {} : { queue: unsentIndex.value }) },
            ConditionExpression: 'attribute_not_exists(id)',
          }),
          sendOptions(options),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    claim: (id, now, leaseUntil, dueAgainAt, options) =>
      update(
        {
          Key: { id },
          UpdateExpression: 'SET leaseUntil = :lease, #status = :sending, nextAttemptAt = :dueAgain',
          ConditionExpression: 'attribute_exists(id) AND #status IN (:unsent, :sending) AND leaseUntil < :now AND nextAttemptAt <= :now',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':lease': leaseUntil, ':unsent': 'unsent', ':sending': 'sending', ':now': now, ':dueAgain': dueAgainAt },
        },
        options,
      ),
    async markSent(id, sentAt, messageId, options) {
      await documents.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { id },
          UpdateExpression:
            'SET #status = :sentValue, sentAt = :sentAt, leaseUntil = :zero, attempts = attempts + :one, expiresAt = :expires' +
            (messageId ? ', messageId = :messageId' : '') +
            ' REMOVE #queue',
          // Recorded once: a late second report (the SES event after the function's own) changes nothing,
          // nor does a late report of the mail that bounced, once the enquiry was readdressed.
          ConditionExpression:
            'attribute_exists(id) AND #status IN (:unsent, :sending)' + (messageId ? ' AND (attribute_not_exists(bounced) OR bounced.messageId <> :messageId)' : ''),
          ExpressionAttributeNames: { '#status': 'status', '#queue': unsentIndex.partitionKey },
          ExpressionAttributeValues: {
            ':unsent': 'unsent',
            ':sending': 'sending',
            ':sentValue': 'sent',
            ':sentAt': new Date(sentAt).toISOString(),
            ':zero': 0,
            ':one': 1,
            ':expires': Math.floor(sentAt / 1000) + enquiryRetentionDays * 24 * 60 * 60,
            ...(messageId ? { ':messageId': messageId } : {}),
          },
        }),
        sendOptions(options),
      ).catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
    },
    async release(id, attempts, nextAttemptAt, uncertain = false) {
      await update({
        Key: { id },
        UpdateExpression: 'SET attempts = :attempts, nextAttemptAt = :next, leaseUntil = :zero, #status = :status',
        ConditionExpression: '#status = :sending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':attempts': attempts,
          ':next': nextAttemptAt,
          ':zero': 0,
          ':status': uncertain ? 'sending' : 'unsent',
          ':sending': 'sending',
        },
      });
    },
    unsent: (options) => query(undefined, options),
    due: (now, options) => query(now, options),
    markReminded: (id, at, previous) =>
      update({
        Key: { id },
        UpdateExpression: 'SET remindedAt = :at',
        ConditionExpression:
          'attribute_exists(#queue) AND ' + (previous === undefined ? 'attribute_not_exists(remindedAt)' : 'remindedAt = :previous'),
        ExpressionAttributeNames: { '#queue': unsentIndex.partitionKey },
        ExpressionAttributeValues: { ':at': at, ...(previous === undefined ? {} : { ':previous': previous }) },
      }),
    async get(id, options) {
      const { Item } = await documents.send(new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }), sendOptions(options));
      return Item as Enquiry | undefined;
    },
    async redirect(id, bounce, to) {
      const enquiry = await this.get(id);
      const subject = enquiry?.email.Message?.Subject?.Data;
      if (!enquiry || subject === undefined || enquiry.redirectedAt !== undefined) return false;
      return update({
        Key: { id },
        UpdateExpression:
          'SET #status = :unsent, #queue = :queue, nextAttemptAt = :at, leaseUntil = :zero, redirectedAt = :at, bounced = :bounced, ' +
          'email.Destination = :destination, email.Message.Subject.#data = :subject REMOVE expiresAt, sentAt, messageId',
        // The mail that was sent, not an older copy; and not twice.
        // A sender that died after SES took the mail may not have recorded it yet: `sending`, no message id.
        ConditionExpression:
          '#status IN (:sent, :sending) AND (attribute_not_exists(messageId) OR messageId = :messageId) AND attribute_not_exists(redirectedAt)',
        ExpressionAttributeNames: { '#status': 'status', '#queue': unsentIndex.partitionKey, '#data': 'Data' },
        ExpressionAttributeValues: {
          ':unsent': 'unsent',
          ':queue': unsentIndex.value,
          ':at': bounce.at,
          ':zero': 0,
          ':bounced': { messageId: bounce.messageId, reason: bounce.reason },
          ':destination': { ToAddresses: [to] },
          ':subject': redirectedSubject(subject),
          ':sent': 'sent',
          ':sending': 'sending',
          ':messageId': bounce.messageId,
        },
      });
    },
    markUndeliverable: (id, bounce) =>
      update({
        Key: { id },
        UpdateExpression: 'SET #status = :undeliverable, bounced = :bounced REMOVE expiresAt, #queue',
        ConditionExpression:
          '#status IN (:sent, :sending) AND (attribute_not_exists(messageId) OR messageId = :messageId) AND attribute_exists(redirectedAt)',
        ExpressionAttributeNames: { '#status': 'status', '#queue': unsentIndex.partitionKey },
        ExpressionAttributeValues: {
          ':undeliverable': 'undeliverable',
          ':bounced': { messageId: bounce.messageId, reason: bounce.reason },
          ':sent': 'sent',
          ':sending': 'sending',
          ':messageId': bounce.messageId,
        },
      }),
  };
}
