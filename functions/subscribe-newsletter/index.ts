import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { loadConfig } from '../send-contact-email/config';
import { sesClientConfig, sesSender } from '../send-contact-email/sesSender';
import { createHandler } from './handler';
import { newsletterList } from './list';

const config = loadConfig(process.env);

export const handler = createHandler({
  config,
  sendEmail: sesSender(new SESClient(sesClientConfig(config)), config.configurationSet),
  ...(config.newsletter === undefined ? {} : { list: newsletterList(config, config.newsletter, new DynamoDBClient({ region: config.region })) }),
  log: (line) => console.log(JSON.stringify(line)),
});
