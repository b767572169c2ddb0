import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESClient } from '@aws-sdk/client-ses';
import { originSecretRing, requireCloudFront } from '../secrets/origin';
import { measuredLog } from '../forms/answerMetrics';
import { loadConfig } from '../forms/config';
import { sesClientConfig, sesSender } from '../forms/sesSender';
import { createHandler } from './handler';
import { newsletterList } from './list';

const config = loadConfig(process.env);
// One JSON line per request, with its metrics (answerMetrics.ts).
const log = measuredLog('SubscribeNewsletter');
const secrets = new SecretsManagerClient({ region: config.region });
// Read at cold start (the bundle is ESM, so it may await here). Only a local run goes without.
const origins = config.originSecret === undefined ? 'unchecked' : await originSecretRing(secrets, config.originSecret);
const list =
  config.newsletter === undefined ? undefined : await newsletterList(config, config.newsletter, { dynamo: new DynamoDBClient({ region: config.region }), secrets });

export const handler = requireCloudFront(
  createHandler({
    config,
    sendEmail: sesSender(new SESClient(sesClientConfig(config)), config.configurationSet),
    ...(list === undefined ? {} : { list }),
    log,
  }),
  origins,
  log,
);
