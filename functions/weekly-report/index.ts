/**
 * The weekly mail, run by EventBridge Scheduler every Monday at 07:00 in New York (visitCounts.ts):
 * last week's figures against the week before, mailed to the office and the owner's alert address.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { dynamoCounterStore } from '../count-visits/counterStore';
import { buildFigures, lastFullWeek, mailReport } from './report';
import { sesRawSender } from './sesRaw';
import { enquiriesByDay, signUpsByDay } from './sources';

const env = (name: string) => {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`Missing required environment variable: ${name}`);
  return value;
};

const region = env('AWS_REGION');
const dynamo = new DynamoDBClient({ region });
const settings = {
  siteName: env('SITE_NAME'),
  from: env('CONTACT_SENDER'),
  to: [env('CONTACT_RECIPIENT'), env('ALERT_EMAIL')],
  sendRaw: sesRawSender(new SESClient({ region })),
};
const counterTable = env('COUNTER_TABLE');
const enquiryTable = env('ENQUIRY_TABLE');
const subscriberTable = env('NEWSLETTER_TABLE');

export async function handler(): Promise<{ messageId: string | undefined }> {
  const figures = await buildFigures(
    {
      counters: dynamoCounterStore(dynamo, counterTable),
      enquiriesByDay: () => enquiriesByDay(dynamo, enquiryTable),
      signUpsByDay: () => signUpsByDay(dynamo, subscriberTable),
    },
    lastFullWeek(Date.now()),
  );
  const { messageId, subject } = await mailReport(figures, settings);
  console.log(JSON.stringify({ outcome: 'sent', messageId, subject }));
  return { messageId };
}
