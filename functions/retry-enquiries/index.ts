/**
 * The scheduled retry: every few minutes, each stored enquiry that is still unsent and due gets one
 * more attempt (`retryPass`). It logs its summary in CloudWatch's embedded metric format, which turns
 * `OldestUnsentMinutes` into the metric the owner's alarm watches, with no SDK call.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { loadConfig } from '../forms/config';
import { dynamoEnquiryStore } from '../forms/enquiryStore';
import { enquiryMail } from '../forms/enquiryMail';
import { retryPass, type LambdaContext } from './pass';

export { metricNamespace } from './pass';

const config = loadConfig(process.env);
if (config.enquiryTable === undefined) throw new Error('Missing required environment variable: ENQUIRY_TABLE');
const store = dynamoEnquiryStore(
  new DynamoDBClient({ region: config.region, maxAttempts: 2, requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 } }),
  config.enquiryTable,
);
// One attempt per call: an attempt that timed out may still have been accepted, and only the claim
// and SES's Send event (forms/delivery.ts) may decide about a second one. An enquiry's photos are read
// from PHOTO_BUCKET and attached, as the contact function's first attempt does.
const { sendEmail } = enquiryMail(config, { sesAttempts: 1 });

export const handler = (_event: unknown, context: LambdaContext) =>
  retryPass({ store, sendEmail, context, emit: (line) => console.log(JSON.stringify(line)) });
