/**
 * `npm run report [-- --days N] [--csv] [--mail]`: the weekly mail's figures for the last N days
 * (default 7, today included) against the N days before, as text, or as CSV with --csv; --mail sends
 * them as the weekly mail.
 * - In AWS: set COUNTER_TABLE, ENQUIRY_TABLE and NEWSLETTER_TABLE (the stack's outputs) and AWS_REGION,
 *   with the owner's credentials; --mail sends through SES from CONTACT_SENDER to CONTACT_RECIPIENT
 *   (and ALERT_EMAIL, if set).
 * - Locally: reads what `npm start` counted in dynalite (set DYNAMODB_ENDPOINT to the address it
 *   prints, or stop it first and the data in .local-data/ is opened); --mail sends into the SES
 *   emulator (SES_ENDPOINT, default http://127.0.0.1:8005), where the mail can be read.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { business } from '../../site/content/facts/business';
import { dynamoCounterStore } from '../count-visits/counterStore';
import { dayOf } from '../count-visits/counters';
import { ensureEnquiryTable, ensureSubscriberTable, localDynamoClient, startLocalDynamo } from '../dev/localDynamo';
import { counterTableName, ensureCounterTable } from '../dev/visitCounts';
import { buildFigures, mailReport } from './report';
import { sesRawSender } from './sesRaw';
import { enquiriesByDay, signUpsByDay } from './sources';
import { reportCsv, reportText } from './text';
import { runWhenStarted } from '../dev/startedScript';

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { values } = parseArgs({ options: { days: { type: 'string', default: '7' }, csv: { type: 'boolean' }, mail: { type: 'boolean' } } });
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 366) throw new Error(`--days takes a whole number of days from 1 to 366, not ${values.days}.`);
  const period = { last: dayOf(Date.now()), days };

  const inAws = process.env.COUNTER_TABLE !== undefined;
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const local =
    inAws || endpoint
      ? undefined
      : await startLocalDynamo({ host: '127.0.0.1', dataDir: path.resolve(process.env.LOCAL_DATA_DIR ?? '.local-data/dynamo') }).catch((error: unknown) => {
          throw new Error(
            `Could not open the local data in .local-data/ (${(error as Error).message}). Set DYNAMODB_ENDPOINT to the DynamoDB ` +
              'address npm start prints, or stop it first.',
          );
        });
  try {
    const client = inAws ? new DynamoDBClient({}) : localDynamoClient(endpoint ?? local?.url ?? '');
    const { enquiryTableName, subscriberTableName } = await import('../dev-server');
    const tables = inAws
      ? { counters: process.env.COUNTER_TABLE ?? '', enquiries: process.env.ENQUIRY_TABLE ?? '', subscribers: process.env.NEWSLETTER_TABLE ?? '' }
      : { counters: counterTableName, enquiries: enquiryTableName, subscribers: subscriberTableName };
    if (inAws && (!tables.enquiries || !tables.subscribers)) throw new Error('Set ENQUIRY_TABLE and NEWSLETTER_TABLE too (the stack outputs EnquiryTableName and NewsletterTableName).');
    if (!inAws) {
      // Nothing counted yet is a report of zeros, not an error.
      await ensureCounterTable(client, tables.counters);
      await ensureEnquiryTable(client, tables.enquiries);
      await ensureSubscriberTable(client, tables.subscribers);
    }
    const figures = await buildFigures(
      {
        counters: dynamoCounterStore(client, tables.counters),
        enquiriesByDay: () => enquiriesByDay(client, tables.enquiries),
        signUpsByDay: () => signUpsByDay(client, tables.subscribers),
      },
      period,
    );
    process.stdout.write(values.csv ? reportCsv(figures) : reportText(figures));
    if (values.mail) {
      const sesEndpoint = inAws ? undefined : (process.env.SES_ENDPOINT ?? 'http://127.0.0.1:8005');
      const ses = new SESClient({
        region: process.env.AWS_REGION ?? 'us-east-1',
        ...(sesEndpoint ? { endpoint: sesEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      });
      const to = [process.env.CONTACT_RECIPIENT ?? (inAws ? '' : 'inbox@example.com'), process.env.ALERT_EMAIL ?? ''].filter((address) => address !== '');
      const from = process.env.CONTACT_SENDER ?? (inAws ? '' : 'website@example.com');
      if (to.length === 0 || from === '') throw new Error('Set CONTACT_SENDER and CONTACT_RECIPIENT to mail the report.');
      const { messageId } = await mailReport(figures, { siteName: business.name, from, to, sendRaw: sesRawSender(ses) });
      ses.destroy();
      console.error(`Mailed to ${to.join(', ')} (message ${messageId ?? 'sent'})${sesEndpoint ? `: read it at ${sesEndpoint}/` : '.'}`);
    }
    client.destroy();
  } finally {
    await local?.close();
  }
}

runWhenStarted(import.meta.url, main);
