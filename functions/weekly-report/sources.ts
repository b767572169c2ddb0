/**
 * What the report reads besides the counters: the days enquiries arrived (their own table, so the
 * messages agree with the office's inbox) and the days newsletter addresses were confirmed. Both
 * tables are small (enquiries are kept 90 days after sending, the list is one item per address), so a
 * Scan of the one attribute needed is the whole cost, once a week.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dayOf } from '../count-visits/counters';
import { dynamoSubscriberStore } from '../subscribe-newsletter/subscriberStore';

const countByDay = (instants: readonly string[]) => {
  const byDay = new Map<string, number>();
  for (const instant of instants) {
    const at = Date.parse(instant);
    if (Number.isFinite(at)) byDay.set(dayOf(at), (byDay.get(dayOf(at)) ?? 0) + 1);
  }
  return byDay;
};

/** Enquiries stored per day (New York), whatever became of their mail. */
export async function enquiriesByDay(client: DynamoDBClient, tableName: string): Promise<Map<string, number>> {
  const documents = DynamoDBDocumentClient.from(client);
  const received: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({ TableName: tableName, ProjectionExpression: 'receivedAt', ...(start ? { ExclusiveStartKey: start } : {}) }),
    );
    for (const item of page.Items ?? []) if (typeof item.receivedAt === 'string') received.push(item.receivedAt);
    start = page.LastEvaluatedKey;
  } while (start);
  return countByDay(received);
}

/** Newsletter addresses confirmed per day (New York), of those still on the list. */
export async function signUpsByDay(client: DynamoDBClient, tableName: string): Promise<Map<string, number>> {
  const confirmed = await dynamoSubscriberStore(client, tableName).confirmed();
  return countByDay(confirmed.flatMap((subscriber) => (subscriber.confirmedAt ? [subscriber.confirmedAt] : [])));
}
