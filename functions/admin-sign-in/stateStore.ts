/**
 * The sign-in states handed out and not yet used, in a DynamoDB table every instance of the function
 * shares: a state is spent by a conditional delete, so it opens one sign-in, once, whichever instance
 * answers GitHub's callback (a cookie or a signature alone cannot tell that a callback was already seen).
 * Items are keyed by the SHA-256 of the state's nonce, not the nonce: reading the table gives nothing
 * that could finish a sign-in.
 */
import { createHash } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';

/** The table's key and its TTL attribute (epoch seconds), as the stack defines them (infra/adminSignIn.ts). */
export const stateTable = { partitionKey: 'id', timeToLive: 'expiresAt' } as const;

export interface StateStore {
  /** Remembers a nonce until `expiresAt` (epoch seconds). */
  remember(nonce: string, expiresAt: number): Promise<void>;
  /** True for the first caller only, while the nonce is remembered and unexpired: the nonce is then forgotten. */
  spend(nonce: string, nowSeconds: number): Promise<boolean>;
}

const keyOf = (nonce: string) => createHash('sha256').update(nonce, 'utf8').digest('base64url');

const isConditionFailure = (error: unknown) =>
  error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException';

export function dynamoStateStore(client: DynamoDBClient, tableName: string): StateStore {
  const documents = DynamoDBDocumentClient.from(client);
  return {
    async remember(nonce, expiresAt) {
      await documents.send(
        new PutCommand({
          TableName: tableName,
          Item: { [stateTable.partitionKey]: keyOf(nonce), [stateTable.timeToLive]: expiresAt },
          // 256 random bits never repeat; if they did, the older sign-in must not be reopened.
          ConditionExpression: 'attribute_not_exists(#id)',
          ExpressionAttributeNames: { '#id': stateTable.partitionKey },
        }),
      );
    },
    async spend(nonce, nowSeconds) {
      try {
        // DynamoDB deletes expired items only within days, so the expiry is checked here too.
        await documents.send(
          new DeleteCommand({
            TableName: tableName,
            Key: { [stateTable.partitionKey]: keyOf(nonce) },
            ConditionExpression: 'attribute_exists(#id) AND #expiresAt >= :now',
            ExpressionAttributeNames: { '#id': stateTable.partitionKey, '#expiresAt': stateTable.timeToLive },
            ExpressionAttributeValues: { ':now': nowSeconds },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}
