/**
 * The newsletter list: one item per address, from sign-up (pending) through confirmation to
 * unsubscribing. Only confirmed addresses are ever exported or written to.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Lang } from '../contract/lang';
import { pendingSignupDays } from '../contract/forms';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface Subscriber {
  /** Lower case: the key, so one address is one item however it was typed. */
  email: string;
  status: SubscriberStatus;
  language: Lang;
  /** ISO 8601. */
  signedUpAt: string;
  /** Epoch milliseconds of the last confirmation mail, so repeated sign-ups cannot flood an inbox. */
  lastConfirmationSentAt: number;
  confirmedAt?: string;
  unsubscribedAt?: string;
  /** Epoch seconds: the table's TTL attribute, only on a pending sign-up (`pendingDays` after it). */
  expiresAt?: number;
  /** The sparse index's key: present while the confirmation mail waits for the hour's cap to allow it. */
  queue?: typeof confirmationQueue.value;
  /** Epoch milliseconds: when the queued confirmation mail may go out (the next clock hour). */
  confirmationDueAt?: number;
}

/** The sparse index of sign-ups whose confirmation mail waits for the next hour, and its key's value. */
export const confirmationQueue = { name: 'QueuedConfirmations', partitionKey: 'queue', sortKey: 'confirmationDueAt', value: 'confirmation' } as const;

/**
 * An unsubscribed address signed up again is sent one confirmation mail in this time at most: the
 * person may come back through its link, and nobody can make their inbox hear from us more than that.
 */
export const unsubscribedResendDays = 30;

/** A sign-up nobody confirmed is deleted this long after its last confirmation mail. */
export const pendingDays = pendingSignupDays;

export interface SubscriberStore {
  get: (email: string) => Promise<Subscriber | undefined>;
  /**
   * The one conditional write that decides whether a confirmation mail goes out: true only when the
   * address is not confirmed and had no confirmation mail since `notBefore` (an unsubscribed one: in
   * `unsubscribedResendDays`). However many sign-ups for one address race, one of them gets true. A new
   * or pending address becomes pending; an unsubscribed one stays unsubscribed, and kept for good,
   * until its confirmation link is used.
   */
  claimConfirmation: (email: string, language: Lang, now: number, notBefore: number) => Promise<boolean>;
  /**
   * Counts one sign-up from a client in the current clock hour: true while fewer than `perHour` were
   * counted, false (and nothing counted) once the client's limit is reached. `client` is a keyed hash,
   * never the address itself.
   */
  countClientSignup: (client: string, now: number, perHour: number) => Promise<boolean>;
  /** Keeps a claimed sign-up's confirmation mail for `dueAt`: the hour's cap is reached. */
  queueConfirmation: (email: string, claimedAt: number, dueAt: number) => Promise<void>;
  /** Sign-ups whose queued confirmation mail is due, oldest first. */
  queuedConfirmations: (now: number) => Promise<Subscriber[]>;
  /** Takes a queued sign-up off the queue to mail it; false when another pass took it or it changed. */
  takeQueued: (email: string, now: number) => Promise<boolean>;
  /**
   * Counts one confirmation mail in the current clock hour, across all addresses: true while fewer than
   * `perHour` were counted, false (and nothing counted) once the hour's cap is reached.
   */
  takeConfirmationSlot: (now: number, perHour: number) => Promise<boolean>;
  /** Undoes a claim whose mail did not go out, so the next sign-up may send it. */
  releaseConfirmation: (email: string, claimedAt: number) => Promise<void>;
  /** Writes a pending sign-up unless the address is already confirmed (then nothing changes). */
  putPending: (subscriber: Subscriber) => Promise<void>;
  /**
   * Pending -> confirmed, or unsubscribed -> confirmed by a link issued after the unsubscribe
   * (`linkIssuedAt`, ISO 8601); false otherwise (unknown, confirmed, or a link from before it left).
   */
  confirm: (email: string, at: string, linkIssuedAt: string) => Promise<boolean>;
  /** Any -> unsubscribed; false for an unknown address. */
  unsubscribe: (email: string, at: string) => Promise<boolean>;
  confirmed: () => Promise<Subscriber[]>;
}

const isConditionFailure = (error: unknown) =>
  error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException';

export function dynamoSubscriberStore(client: DynamoDBClient, tableName: string): SubscriberStore {
  const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const transition = async (email: string, update: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>) => {
    try {
      await documents.send(new UpdateCommand({ TableName: tableName, Key: { email }, ...update }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };
  return {
    async get(email) {
      const { Item } = await documents.send(new GetCommand({ TableName: tableName, Key: { email } }));
      return Item as Subscriber | undefined;
    },
    async claimConfirmation(email, language, now, notBefore) {
      const pending = await transition(email, {
        UpdateExpression:
          'SET #status = :pending, #language = :language, signedUpAt = if_not_exists(signedUpAt, :at), lastConfirmationSentAt = :now, expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(email) OR (#status = :pending AND lastConfirmationSentAt < :notBefore)',
        ExpressionAttributeNames: { '#status': 'status', '#language': 'language' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':language': language,
          ':at': new Date(now).toISOString(),
          ':now': now,
          ':notBefore': notBefore,
          ':expires': Math.floor(now / 1000) + pendingDays * 24 * 60 * 60,
        },
      });
      if (pending) return true;
      // Unsubscribed stays unsubscribed, with no expiry: only its confirmation link can change that.
      return transition(email, {
        UpdateExpression: 'SET #language = :language, lastConfirmationSentAt = :now',
        ConditionExpression: '#status = :unsubscribed AND (attribute_not_exists(lastConfirmationSentAt) OR lastConfirmationSentAt < :notBefore)',
        ExpressionAttributeNames: { '#status': 'status', '#language': 'language' },
        ExpressionAttributeValues: {
          ':unsubscribed': 'unsubscribed',
          ':language': language,
          ':now': now,
          ':notBefore': Math.min(notBefore, now - unsubscribedResendDays * 24 * 60 * 60_000),
        },
      });
    },
    countClientSignup: (client, now, perHour) =>
      // One counter per client and hour, under a key no address can have; it expires after a day.
      transition(`#client ${client} ${new Date(now).toISOString().slice(0, 13)}`, {
        UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'signups' },
        ExpressionAttributeValues: { ':one': 1, ':limit': perHour, ':expires': Math.floor(now / 1000) + 24 * 60 * 60 },
      }),
    async queueConfirmation(email, claimedAt, dueAt) {
      await transition(email, {
        UpdateExpression: 'SET #queue = :queue, confirmationDueAt = :due',
        ConditionExpression: 'lastConfirmationSentAt = :claimedAt AND #status IN (:pending, :unsubscribed)',
        ExpressionAttributeNames: { '#queue': confirmationQueue.partitionKey, '#status': 'status' },
        ExpressionAttributeValues: { ':queue': confirmationQueue.value, ':due': dueAt, ':claimedAt': claimedAt, ':pending': 'pending', ':unsubscribed': 'unsubscribed' },
      });
    },
    async queuedConfirmations(now) {
      const found: Subscriber[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await documents.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: confirmationQueue.name,
            KeyConditionExpression: '#queue = :queue AND #due <= :now',
            ExpressionAttributeNames: { '#queue': confirmationQueue.partitionKey, '#due': confirmationQueue.sortKey },
            ExpressionAttributeValues: { ':queue': confirmationQueue.value, ':now': now },
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        found.push(...((page.Items ?? []) as Subscriber[]));
        start = page.LastEvaluatedKey;
      } while (start);
      return found;
    },
    takeQueued: (email, now) =>
      transition(email, {
        UpdateExpression: 'SET lastConfirmationSentAt = :now REMOVE #queue, confirmationDueAt',
        ConditionExpression: 'attribute_exists(#queue) AND #status IN (:pending, :unsubscribed)',
        ExpressionAttributeNames: { '#queue': confirmationQueue.partitionKey, '#status': 'status' },
        ExpressionAttributeValues: { ':now': now, ':pending': 'pending', ':unsubscribed': 'unsubscribed' },
      }),
    takeConfirmationSlot: (now, perHour) =>
      // One counter item per hour, under a key no address can have; it expires after a day.
      transition(`#confirmations ${new Date(now).toISOString().slice(0, 13)}`, {
        UpdateExpression: 'ADD #sent :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(#sent) OR #sent < :cap',
        ExpressionAttributeNames: { '#sent': 'sent' },
        ExpressionAttributeValues: { ':one': 1, ':cap': perHour, ':expires': Math.floor(now / 1000) + 24 * 60 * 60 },
      }),
    async releaseConfirmation(email, claimedAt) {
      await transition(email, {
        UpdateExpression: 'SET lastConfirmationSentAt = :zero',
        ConditionExpression: 'lastConfirmationSentAt = :claimedAt AND #status IN (:pending, :unsubscribed)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':zero': 0, ':claimedAt': claimedAt, ':pending': 'pending', ':unsubscribed': 'unsubscribed' },
      });
    },
    async putPending(subscriber) {
      try {
        await documents.send(
          new PutCommand({
            TableName: tableName,
            Item: subscriber,
            ConditionExpression: 'attribute_not_exists(email) OR #status <> :confirmed',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':confirmed': 'confirmed' },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
    confirm: (email, at, linkIssuedAt) =>
      transition(email, {
        // Confirmed addresses stay until they unsubscribe: the pending sign-up's expiry goes. A link
        // sent before the address unsubscribed cannot bring it back; only one sent since.
        UpdateExpression: 'SET #status = :confirmed, confirmedAt = :at REMOVE expiresAt, #queue, confirmationDueAt',
        ConditionExpression: '#status = :pending OR (#status = :unsubscribed AND unsubscribedAt < :issued)',
        ExpressionAttributeNames: { '#status': 'status', '#queue': confirmationQueue.partitionKey },
        ExpressionAttributeValues: { ':confirmed': 'confirmed', ':pending': 'pending', ':unsubscribed': 'unsubscribed', ':at': at, ':issued': linkIssuedAt },
      }),
    unsubscribe: (email, at) =>
      transition(email, {
        // Kept as unsubscribed, for good: no expiry, and off the queue of confirmation mails.
        // The first sign-up after leaving may send its confirmation at once (unsubscribedResendDays).
        UpdateExpression: 'SET #status = :unsubscribed, unsubscribedAt = :at, lastConfirmationSentAt = :zero REMOVE expiresAt, #queue, confirmationDueAt',
        ConditionExpression: 'attribute_exists(email)',
        ExpressionAttributeNames: { '#status': 'status', '#queue': confirmationQueue.partitionKey },
        ExpressionAttributeValues: { ':unsubscribed': 'unsubscribed', ':at': at, ':zero': 0 },
      }),
    async confirmed() {
      const found: Subscriber[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await documents.send(
          new ScanCommand({
            TableName: tableName,
            FilterExpression: '#status = :confirmed',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':confirmed': 'confirmed' },
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        found.push(...((page.Items ?? []) as Subscriber[]));
        start = page.LastEvaluatedKey;
      } while (start);
      return found.sort((a, b) => a.email.localeCompare(b.email));
    },
  };
}
