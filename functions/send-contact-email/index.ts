import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { loadConfig } from './config';
import { dynamoEnquiryStore } from './enquiryStore';
import { createHandler } from './handler';
import { sesClientConfig, sesSender } from './sesSender';

const config = loadConfig(process.env);

export const handler = createHandler({
  config,
  sendEmail: sesSender(new SESClient(sesClientConfig(config)), config.configurationSet),
  // Every deployment stores enquiries first; only a local run of the handler alone goes without.
  ...(config.enquiryTable === undefined
    ? {}
    : {
        store: dynamoEnquiryStore(
          new DynamoDBClient({ region: config.region, maxAttempts: 3, requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 } }),
          config.enquiryTable,
        ),
      }),
  log: (line) => console.log(JSON.stringify(line)),
});
