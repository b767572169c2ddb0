/** The confirm and unsubscribe links of newsletter mails (GET shows a page, POST acts). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESClient } from '@aws-sdk/client-ses';
import { originSecretRing, requireCloudFront } from '../secrets/origin';
import { measuredLog } from '../forms/answerMetrics';
import { loadConfig } from '../forms/config';
import { sesClientConfig, sesSender } from '../forms/sesSender';
import { createLinkHandler } from '../subscribe-newsletter/linkHandler';
import { newsletterList } from '../subscribe-newsletter/list';

const config = loadConfig(process.env);
if (config.newsletter === undefined) throw new Error('Missing required environment variables: NEWSLETTER_TABLE, NEWSLETTER_SIGNING_KEY_SECRET');
// One JSON line per request, with its metrics (answerMetrics.ts).
const log = measuredLog('NewsletterLinks');
const secrets = new SecretsManagerClient({ region: config.region });
// Read at cold start (the bundle is ESM, so it may await here). Only a local run goes without.
const origins = config.originSecret === undefined ? 'unchecked' : await originSecretRing(secrets, config.originSecret);

export const handler = requireCloudFront(
  createLinkHandler({
    config,
    sendEmail: sesSender(new SESClient(sesClientConfig(config)), config.configurationSet),
    list: await newsletterList(config, config.newsletter, { dynamo: new DynamoDBClient({ region: config.region }), secrets }),
    log,
  }),
  origins,
  log,
);
