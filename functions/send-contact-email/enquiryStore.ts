/**
 * Where every accepted enquiry is kept before any mail is sent: a DynamoDB table, so an enquiry
 * outlives an SES outage and the retry can send it later. Each item is the email exactly as built at
 * receipt, with its delivery state; DynamoDB deletes it by TTL after `enquiryRetentionDays`.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';

export interface Enquiry {
  id: string;
  /** ISO 8601. */
  receivedAt: string;
  /** Epoch seconds: the table's TTL attribute. */
  expiresAt: number;
  email: SendEmailCommandInput;
  status: 'unsent' | 'sent';
  attempts: number;
  /** Epoch milliseconds: the retry leaves it until then. */
  nextAttemptAt: number;
  /** Epoch milliseconds: while in the future, one sender holds the enquiry and no other may send it. */
  leaseUntil: number;
  messageId?: string;
  sentAt?: string;
}

export interface EnquiryStore {
  /** Fails only when the enquiry could not be stored; then nothing was accepted. */
  put: (enquiry: Enquiry) => Promise<void>;
  /**
   * Takes the enquiry for one send, until `leaseUntil`: true for exactly one caller while it is unsent
   * and nobody else holds it, so a retry racing a slow first attempt cannot send a second copy.
   */
  claim: (id: string, now: number, leaseUntil: number) => Promise<boolean>;
  markSent: (id: string, sentAt: number, messageId: string | undefined) => Promise<void>;
  /** After a failed send: free the enquiry and say when to try again. */
  release: (id: string, attempts: number, nextAttemptAt: number) => Promise<void>;
  /** Unsent enquiries whose next attempt is due. */
  due: (now: number) => Promise<Enquiry[]>;
  get: (id: string) => Promise<Enquiry | undefined>;
}

export function dynamoEnquiryStore(client: DynamoDBClient, tableName: string): EnquiryStore {
  const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return {
    async put(enquiry) {
      await documents.send(
        new PutCommand({ TableName: tableName, Item: enquiry, ConditionExpression: 'attribute_not_exists(id)' }),
      );
    },
    async claim(id, now, leaseUntil) {
      try {
        await documents.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { id },
            UpdateExpression: 'SET leaseUntil = :lease',
            ConditionExpression: 'attribute_exists(id) AND #status = :unsent AND leaseUntil < :now',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':lease': leaseUntil, ':unsent': 'unsent', ':now': now },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException') return false;
        throw error;
      }
    },
    async markSent(id, sentAt, messageId) {
      await documents.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { id },
          UpdateExpression: 'SET #status = :sent, sentAt = :sentAt, leaseUntil = :zero, attempts = attempts + :one' + (messageId ? ', messageId = :messageId' : ''),
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':sent': 'sent',
            ':sentAt': new Date(sentAt).toISOString(),
            ':zero': 0,
            ':one': 1,
            ...(messageId ? { ':messageId': messageId } : {}),
          },
        }),
      );
    },
    async release(id, attempts, nextAttemptAt) {
      await documents.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { id },
          UpdateExpression: 'SET attempts = :attempts, nextAttemptAt = :next, leaseUntil = :zero',
          ExpressionAttributeValues: { ':attempts': attempts, ':next': nextAttemptAt, ':zero': 0 },
        }),
      );
    },
    async due(now) {
      // A small table (a few enquiries a day, gone after the retention period): a filtered scan is
      // cheaper than an index that would have to be kept for it.
      const found: Enquiry[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await documents.send(
          new ScanCommand({
            TableName: tableName,
            FilterExpression: '#status = :unsent AND nextAttemptAt <= :now',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':unsent': 'unsent', ':now': now },
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        found.push(...((page.Items ?? []) as Enquiry[]));
        start = page.LastEvaluatedKey;
      } while (start);
      return found;
    },
    async get(id) {
      const { Item } = await documents.send(new GetCommand({ TableName: tableName, Key: { id } }));
      return Item as Enquiry | undefined;
    },
  };
}
