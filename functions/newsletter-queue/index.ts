/** Mails the confirmations the hourly cap held back, once their hour has come (see queue.ts). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESClient } from '@aws-sdk/client-ses';
import { loadConfig } from '../forms/config';
import { sesClientConfig, sesSender } from '../forms/sesSender';
import { newsletterList } from '../subscribe-newsletter/list';
import { sendQueuedConfirmations } from '../subscribe-newsletter/queue';

const config = loadConfig(process.env);
if (config.newsletter === undefined) throw new Error('Missing required environment variables: NEWSLETTER_TABLE, NEWSLETTER_SIGNING_KEY_SECRET');
const list = await newsletterList(config, config.newsletter, {
  dynamo: new DynamoDBClient({ region: config.region }),
  secrets: new SecretsManagerClient({ region: config.region }),
});
const sendEmail = sesSender(new SESClient(sesClientConfig(config)), config.configurationSet);

export const handler = async () => {
  const summary = await sendQueuedConfirmations({ list, sendEmail, sender: config.sender });
  console.log(JSON.stringify({ queue: summary }));
  return summary;
};
