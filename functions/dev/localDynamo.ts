/**
 * DynamoDB for `npm start` and the tests: dynalite, an implementation of DynamoDB's API on LevelDB,
 * keeping its data in a folder (so stored enquiries survive a restart) or in memory.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { unsentIndex } from '../send-contact-email/enquiryStore';
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
export async function ensureEnquiryTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await ensureTable(client, tableName, 'id', {
    AttributeDefinitions: [
      { AttributeName: unsentIndex.partitionKey, AttributeType: 'S' },
      { AttributeName: unsentIndex.sortKey, AttributeType: 'N' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: unsentIndex.name,
        KeySchema: [
          { AttributeName: unsentIndex.partitionKey, KeyType: 'HASH' },
          { AttributeName: unsentIndex.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  });
  // dynalite cannot add an index to a table that has one already: say what to do instead.
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  if (!Table?.GlobalSecondaryIndexes?.some((index) => index.IndexName === unsentIndex.name)) {
    throw new Error(
      `The local table ${tableName} predates the index of unsent enquiries (${unsentIndex.name}). ` +
        'Delete the local data folder (.local-data/, or LOCAL_DATA_DIR) once and start again.',
    );
  }
}

/** The newsletter list as the CDK stack defines it (key `email`, the sparse index of queued confirmations). */
export async function ensureSubscriberTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await ensureTable(client, tableName, 'email', {
    AttributeDefinitions: [
      { AttributeName: confirmationQueue.partitionKey, AttributeType: 'S' },
      { AttributeName: confirmationQueue.sortKey, AttributeType: 'N' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: confirmationQueue.name,
        KeySchema: [
          { AttributeName: confirmationQueue.partitionKey, KeyType: 'HASH' },
          { AttributeName: confirmationQueue.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  });
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  if (!Table?.GlobalSecondaryIndexes?.some((index) => index.IndexName === confirmationQueue.name)) {
    throw new Error(
      `The local table ${tableName} predates the index of queued confirmations (${confirmationQueue.name}). ` +
        'Delete the local data folder (.local-data/, or LOCAL_DATA_DIR) once and start again.',
    );
  }
}

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
