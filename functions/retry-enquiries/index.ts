/**
 * The scheduled retry: every few minutes, each stored enquiry that is still unsent and due gets one
 * more attempt (`retryUnsent`). It logs its summary in CloudWatch's embedded metric format, which
 * turns `OldestUnsentMinutes` into the metric the owner's alarm watches, with no SDK call.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { loadConfig } from '../send-contact-email/config';
import { retryUnsent } from '../send-contact-email/delivery';
import { dynamoEnquiryStore } from '../send-contact-email/enquiryStore';
import { sesClientConfig, sesSender } from '../send-contact-email/sesSender';

export const metricNamespace = 'SiteForms';

const config = loadConfig(process.env);
if (config.enquiryTable === undefined) throw new Error('Missing required environment variable: ENQUIRY_TABLE');
const store = dynamoEnquiryStore(new DynamoDBClient({ region: config.region }), config.enquiryTable);
const sendEmail = sesSender(new SESClient(sesClientConfig(config)), config.configurationSet);

export async function handler(): Promise<void> {
  const summary = await retryUnsent(store, sendEmail);
  console.log(
    JSON.stringify({
      _aws: {
        Timestamp: Date.now(),
        CloudWatchMetrics: [
          {
            Namespace: metricNamespace,
            Dimensions: [[]],
            Metrics: [
              { Name: 'OldestUnsentMinutes', Unit: 'None' },
              { Name: 'RetrySent', Unit: 'Count' },
              { Name: 'RetryFailed', Unit: 'Count' },
            ],
          },
        ],
      },
      OldestUnsentMinutes: summary.oldestUnsentMinutes,
      RetrySent: summary.sent,
      RetryFailed: summary.failed,
      due: summary.due,
    }),
  );
}
