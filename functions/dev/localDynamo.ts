/**
 * DynamoDB for `npm start` and the tests: dynalite, an implementation of DynamoDB's API on LevelDB,
 * keeping its data in a folder (so stored enquiries survive a restart) or in memory.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DynamoDBClient, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';

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

/** The enquiries table as the CDK stack defines it (key `id`), created if it is not there yet. */
export const ensureEnquiryTable = (client: DynamoDBClient, tableName: string) => ensureTable(client, tableName, 'id');

/** The newsletter list as the CDK stack defines it (key `email`). */
export const ensureSubscriberTable = (client: DynamoDBClient, tableName: string) => ensureTable(client, tableName, 'email');

async function ensureTable(client: DynamoDBClient, tableName: string, key: string): Promise<void> {
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [{ AttributeName: key, AttributeType: 'S' }],
        KeySchema: [{ AttributeName: key, KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
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
