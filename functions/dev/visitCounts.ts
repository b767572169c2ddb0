/**
 * The counting endpoint as `npm start` runs it: the deployed handler, against a counters table in
 * dynalite, with the build's list of pages, behind a per-client limit of its own (as the web ACL's
 * beacon rule in production), so page views never use up what the forms allow.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CreateTableCommand, ResourceInUseException, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { counterTableKeys, dynamoCounterStore, type CounterStore } from '../count-visits/counterStore';
import { createBeaconHandler, noContent, type BeaconDeps } from '../count-visits/handler';
import { perClientBeaconLimit } from '../infra/limits';
import type { LambdaHandler } from '../forms/handler';
import { pageRoutesFile, readPageRoutes } from '../contract/pageRoutes';
import { createClientLimit } from './clientLimit';

/** The local counters table's name. */
export const counterTableName = 'visit-counters';

/** The counters table as the CDK stack defines it (day, then counter), created if it is not there yet. */
export async function ensureCounterTable(client: DynamoDBClient, tableName = counterTableName): Promise<void> {
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: counterTableKeys.partition, AttributeType: 'S' },
          { AttributeName: counterTableKeys.sort, AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: counterTableKeys.partition, KeyType: 'HASH' },
          { AttributeName: counterTableKeys.sort, KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException) && (error as Error).name !== 'ResourceInUseException') throw error;
  }
}

export interface LocalBeacon {
  /** Answers a beacon from `client` (its address): over the limit, 204 and nothing counted. */
  handle: (client: string, event: Parameters<LambdaHandler>[0]) => ReturnType<LambdaHandler>;
  store: CounterStore;
  /** Waits for the beacons being counted: a page closed at the end of a run sends its last ones then. */
  drain: () => Promise<void>;
}

export async function createLocalBeacon(options: {
  client: DynamoDBClient;
  /** The built site, whose list of pages the endpoint counts by; without it every path is (other). */
  staticDir?: string;
  allowedOrigins: readonly string[];
  limit?: { requests: number; windowSeconds: number };
  now?: () => number;
  onBeacon?: BeaconDeps['onBeacon'];
  /** False for a DynamoDB endpoint given from outside, which may be down on purpose: beacons then count nothing. */
  tableRequired?: boolean;
}): Promise<LocalBeacon> {
  await ensureCounterTable(options.client).catch((error: unknown) => {
    if (options.tableRequired !== false) throw error;
  });
  const store = dynamoCounterStore(options.client, counterTableName);
  const routes =
    options.staticDir !== undefined && existsSync(path.join(options.staticDir, pageRoutesFile)) ? readPageRoutes(options.staticDir) : {};
  const handler = createBeaconHandler({
    routes,
    allowedOrigins: options.allowedOrigins,
    store,
    log: (line) => console.error(JSON.stringify(line)),
    ...(options.now ? { now: options.now } : {}),
    ...(options.onBeacon ? { onBeacon: options.onBeacon } : {}),
  });
  const limit = options.limit ?? perClientBeaconLimit;
  const clients = createClientLimit({ requests: limit.requests, windowMs: limit.windowSeconds * 1000 });
  const counting = new Set<Promise<unknown>>();
  return {
    store,
    handle: (client, event) => {
      if (!clients.admit(client)) return Promise.resolve(noContent);
      const answer = handler(event);
      counting.add(answer);
      void answer.finally(() => counting.delete(answer));
      return answer;
    },
    drain: async () => {
      await Promise.allSettled([...counting]);
    },
  };
}
