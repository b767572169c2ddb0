/**
 * The enquiries' table in DynamoDB: the states and their rules are in enquiry.ts, the operations here.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { enquiryRetentionDays } from '../contract/forms';
import { redirectedSubject, unsentIndex, type CallOptions, type Enquiry, type EnquiryStore } from './enquiry';

export { redirectedSubject, unsentIndex } from './enquiry';
export type { Bounce, CallOptions, Enquiry, EnquiryStatus, EnquiryStore } from './enquiry';

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
