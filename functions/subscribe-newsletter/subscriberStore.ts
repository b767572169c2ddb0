/**
 * The newsletter list: one item per address, from sign-up (pending) through confirmation to
 * unsubscribing. Only confirmed addresses are ever exported or written to.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Lang } from '../../site/i18n/lang';
import { pendingSignupDays } from '../send-contact-email/contract';

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
}

/** A sign-up nobody confirmed is deleted this long after its last confirmation mail. */
export const pendingDays = pendingSignupDays;

export interface SubscriberStore {
  get: (email: string) => Promise<Subscriber | undefined>;
  /**
   * The one conditional write that decides whether a confirmation mail goes out: the address becomes
   * (or stays) pending, and true is returned, only when it is not confirmed and had no confirmation
   * mail since `notBefore`. However many sign-ups for one address race, one of them gets true.
   */
  claimConfirmation: (email: string, language: Lang, now: number, notBefore: number) => Promise<boolean>;
  /**
   * Counts one confirmation mail in the current clock hour, across all addresses: true while fewer than
   * `perHour` were counted, false (and nothing counted) once the hour's cap is reached.
   */
  takeConfirmationSlot: (now: number, perHour: number) => Promise<boolean>;
  /** Undoes a claim whose mail did not go out, so the next sign-up may send it. */
  releaseConfirmation: (email: string, claimedAt: number) => Promise<void>;
  /** Writes a pending sign-up unless the address is already confirmed (then nothing changes). */
  putPending: (subscriber: Subscriber) => Promise<void>;
  /** Pending -> confirmed; false when the address is not pending (unknown, confirmed, unsubscribed). */
  confirm: (email: string, at: string) => Promise<boolean>;
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
    claimConfirmation: (email, language, now, notBefore) =>
      transition(email, {
        UpdateExpression:
          'SET #status = :pending, #language = :language, signedUpAt = if_not_exists(signedUpAt, :at), lastConfirmationSentAt = :now, expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(email) OR (#status <> :confirmed AND lastConfirmationSentAt < :notBefore)',
        ExpressionAttributeNames: { '#status': 'status', '#language': 'language' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':confirmed': 'confirmed',
          ':language': language,
          ':at': new Date(now).toISOString(),
          ':now': now,
          ':notBefore': notBefore,
          ':expires': Math.floor(now / 1000) + pendingDays * 24 * 60 * 60,
        },
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
        ConditionExpression: 'lastConfirmationSentAt = :claimedAt AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':zero': 0, ':claimedAt': claimedAt, ':pending': 'pending' },
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
    confirm: (email, at) =>
      transition(email, {
        // Confirmed addresses stay until they unsubscribe: the pending sign-up's expiry goes.
        UpdateExpression: 'SET #status = :confirmed, confirmedAt = :at REMOVE expiresAt',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':confirmed': 'confirmed', ':pending': 'pending', ':at': at },
      }),
    unsubscribe: (email, at) =>
      transition(email, {
        // Kept as unsubscribed, so the address is never written to again: no expiry.
        UpdateExpression: 'SET #status = :unsubscribed, unsubscribedAt = :at REMOVE expiresAt',
        ConditionExpression: 'attribute_exists(email)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':unsubscribed': 'unsubscribed', ':at': at },
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
