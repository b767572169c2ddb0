/**
 * The counters table: partition key `day` (YYYY-MM-DD in New York), sort key `counter` (counters.ts),
 * the total in `n`. Every write is one `UpdateItem ADD`, which DynamoDB applies atomically, so
 * concurrent beacons never lose a count and nothing is ever read before it is written. Each item
 * carries `expiresAt`, the table's TTL: DynamoDB deletes a day's counts `counterRetentionMonths` later.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Counter } from './counters';
import { counterKey, expiresAtOf, moreNotFound, notFoundCap, notFoundPathsKey, parseCounterKey } from './counters';

export const counterTableKeys = { partition: 'day', sort: 'counter' } as const;

export interface CountedDay {
  day: string;
  counts: { counter: Counter; n: number }[];
}

export interface CounterStore {
  /** Adds one to each counter on `day`. */
  add: (day: string, counters: readonly Counter[]) => Promise<void>;
  /** Every counter of each day, in the order given (a day nobody visited has none). */
  read: (days: readonly string[]) => Promise<CountedDay[]>;
}

const isConditionFailed = (error: unknown) =>
  error instanceof ConditionalCheckFailedException || (error as Error | undefined)?.name === 'ConditionalCheckFailedException';

export function dynamoCounterStore(client: DynamoDBClient, tableName: string): CounterStore {
  const documents = DynamoDBDocumentClient.from(client);

  const addOne = (day: string, counter: string, condition?: { expression: string; values?: Record<string, unknown> }) =>
    documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { [counterTableKeys.partition]: day, [counterTableKeys.sort]: counter },
        UpdateExpression: 'ADD n :one SET expiresAt = :expires',
        ExpressionAttributeValues: { ':one': 1, ':expires': expiresAtOf(day), ...condition?.values },
        ...(condition ? { ConditionExpression: condition.expression } : {}),
      }),
    );

  /**
   * A not-found path already on the day's list adds to its count; a new one joins the list only while
   * the day has fewer than `notFoundCap` (counted in their own item, so racing beacons cannot pass the
   * cap by more than the race), else it counts under `(more)`.
   */
  async function addNotFound(day: string, key: string) {
    try {
      await addOne(day, key, { expression: 'attribute_exists(n)' });
      return;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
    try {
      await addOne(day, notFoundPathsKey, { expression: 'attribute_not_exists(n) OR n < :cap', values: { ':cap': notFoundCap } });
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      await addOne(day, counterKey({ type: 'notFound', path: moreNotFound }));
      return;
    }
    await addOne(day, key);
  }

  return {
    async add(day, counters) {
      await Promise.all(
        counters.map((counter) => (counter.type === 'notFound' ? addNotFound(day, counterKey(counter)) : addOne(day, counterKey(counter)))),
      );
    },
    async read(days) {
      return Promise.all(
        days.map(async (day): Promise<CountedDay> => {
          const counts: CountedDay['counts'] = [];
          let start: Record<string, unknown> | undefined;
          do {
            const page = await documents.send(
              new QueryCommand({
                TableName: tableName,
                KeyConditionExpression: '#day = :day',
                ExpressionAttributeNames: { '#day': counterTableKeys.partition },
                ExpressionAttributeValues: { ':day': day },
                ...(start ? { ExclusiveStartKey: start } : {}),
              }),
            );
            for (const item of page.Items ?? []) {
              const counter = parseCounterKey(String(item[counterTableKeys.sort]));
              if (counter) counts.push({ counter, n: Number(item.n ?? 0) });
            }
            start = page.LastEvaluatedKey;
          } while (start);
          return { day, counts };
        }),
      );
    },
  };
}
