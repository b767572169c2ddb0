/** The confirm and unsubscribe links of newsletter mails (GET shows a page, POST acts). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { loadConfig } from '../send-contact-email/config';
import { sesClientConfig, sesSender } from '../send-contact-email/sesSender';
import { createLinkHandler } from '../subscribe-newsletter/linkHandler';
import { newsletterList } from '../subscribe-newsletter/list';

const config = loadConfig(process.env);
if (config.newsletter === undefined) throw new Error('Missing required environment variables: NEWSLETTER_TABLE, NEWSLETTER_SIGNING_KEY');

export const handler = createLinkHandler({
  config,
  sendEmail: sesSender(new SESClient(sesClientConfig(config)), config.configurationSet),
  list: newsletterList(config, config.newsletter, new DynamoDBClient({ region: config.region })),
  log: (line) => console.log(JSON.stringify(line)),
});
