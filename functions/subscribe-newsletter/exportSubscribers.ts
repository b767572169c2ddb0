/**
 * `npm run subscribers:export [file]`: the confirmed newsletter list as CSV for the owner
 * (default `subscribers.csv`).
 * - In AWS: set NEWSLETTER_TABLE (the stack output) and AWS_REGION, with the owner's credentials.
 * - Locally: reads the list `npm start` keeps in .local-data/ (stop `npm start` first, or point
 *   DYNAMODB_ENDPOINT at the dynalite it prints).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureSubscriberTable, localDynamoClient, startLocalDynamo } from '../dev/localDynamo';
import type { Subscriber } from './subscriberStore';
import { dynamoSubscriberStore } from './subscriberStore';
import { runWhenStarted } from '../dev/startedScript';

/** One CSV cell: quoted when it must be, and never read as a formula by a spreadsheet. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  const rows = subscribers.map((subscriber) =>
    [subscriber.email, subscriber.language, subscriber.signedUpAt, subscriber.confirmedAt ?? ''].map(cell).join(','),
  );
  return ['email,language,signed_up_at,confirmed_at', ...rows].map((row) => `${row}\r\n`).join('');
}

export async function exportSubscribers(options: { client: DynamoDBClient; tableName: string; file: string }): Promise<number> {
  const confirmed = await dynamoSubscriberStore(options.client, options.tableName).confirmed();
  await writeFile(options.file, subscribersCsv(confirmed), 'utf8');
  return confirmed.length;
}

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const file = path.resolve(process.argv[2] ?? 'subscribers.csv');
  const awsTable = process.env.NEWSLETTER_TABLE;
  if (awsTable) {
    const count = await exportSubscribers({ client: new DynamoDBClient({}), tableName: awsTable, file });
    console.log(`Wrote ${count} confirmed subscribers from ${awsTable} to ${file}.`);
    return;
  }
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const local = endpoint
    ? undefined
    : await startLocalDynamo({ host: '127.0.0.1', dataDir: path.resolve(process.env.LOCAL_DATA_DIR ?? '.local-data/dynamo') }).catch((error: unknown) => {
        throw new Error(
          `Could not open the local list in .local-data/ (${(error as Error).message}). Stop npm start first, ` +
            'or set DYNAMODB_ENDPOINT to the DynamoDB address it prints.',
        );
      });
  try {
    const client = localDynamoClient(endpoint ?? local?.url ?? '');
    const { subscriberTableName } = await import('../dev-server');
    // A list nobody has signed up to yet is an empty list, not an error.
    await ensureSubscriberTable(client, subscriberTableName);
    const count = await exportSubscribers({ client, tableName: subscriberTableName, file });
    console.log(`Wrote ${count} confirmed subscribers from the local list to ${file}.`);
  } finally {
    await local?.close();
  }
}

runWhenStarted(import.meta.url, main);
