/**
 * DynamoDB for `npm start` and the tests: dynalite, an implementation of DynamoDB's API on LevelDB,
 * keeping its data in a folder (so stored enquiries survive a restart) or in memory.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { stateTable } from '../admin-sign-in/stateStore';
import { unsentIndex } from '../forms/enquiryStore';
import { confirmationQueue } from '../subscribe-newsletter/subscriberStore';

export interface LocalDynamo {
  url: string;
  close: () => Promise<void>;
}

export async function startLocalDynamo(options: { host: string; port?: number; dataDir?: string }): Promise<LocalDynamo> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0, ...(options.dataDir ? { path: options.dataDir } : {}) });
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host, () => resolve(server.address() as AddressInfo));
  });
  return {
    url: `http://${options.host}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The enquiries table as the CDK stack defines it (key `id`, the sparse index of unsent enquiries),
 * created if it is not there yet.
 */
export const ensureEnquiryTable = (client: DynamoDBClient, tableName: string) =>
  ensureSparselyIndexedTable(client, tableName, 'id', unsentIndex, 'unsent enquiries');

/** The newsletter list as the CDK stack defines it (key `email`, the sparse index of queued confirmations). */
export const ensureSubscriberTable = (client: DynamoDBClient, tableName: string) =>
  ensureSparselyIndexedTable(client, tableName, 'email', confirmationQueue, 'queued confirmations');

/** A table with one sparse index (a string partition key and a number sort key), as the stack has two. */
async function ensureSparselyIndexedTable(
  client: DynamoDBClient,
  tableName: string,
  key: string,
  index: { name: string; partitionKey: string; sortKey: string },
  holds: string,
): Promise<void> {
  await ensureTable(client, tableName, key, {
    AttributeDefinitions: [
      { AttributeName: index.partitionKey, AttributeType: 'S' },
      { AttributeName: index.sortKey, AttributeType: 'N' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  });
  // dynalite cannot add an index to a table that has one already: say what to do instead.
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  if (!Table?.GlobalSecondaryIndexes?.some((found) => found.IndexName === index.name)) {
    throw new Error(
      `The local table ${tableName} predates the index of ${holds} (${index.name}). ` +
        'Delete the local data folder (.local-data/, or LOCAL_DATA_DIR) once and start again.',
    );
  }
}

/** The editor's sign-in states as the CDK stack defines them (key `id`; dynalite keeps no TTL, the store checks expiry itself). */
export const ensureSignInStateTable = (client: DynamoDBClient, tableName: string) => ensureTable(client, tableName, stateTable.partitionKey);

interface IndexSettings {
  AttributeDefinitions: { AttributeName: string; AttributeType: 'S' | 'N' }[];
  GlobalSecondaryIndexes: {
    IndexName: string;
    KeySchema: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[];
    Projection: { ProjectionType: 'ALL' };
  }[];
}

async function ensureTable(client: DynamoDBClient, tableName: string, key: string, indexes?: IndexSettings): Promise<void> {
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [{ AttributeName: key, AttributeType: 'S' }, ...(indexes?.AttributeDefinitions ?? [])],
        KeySchema: [{ AttributeName: key, KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
        ...(indexes ? { GlobalSecondaryIndexes: indexes.GlobalSecondaryIndexes } : {}),
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException) && (error as Error).name !== 'ResourceInUseException') throw error;
  }
}

export const localDynamoClient = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
  });
