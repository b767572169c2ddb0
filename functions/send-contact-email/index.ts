import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { originSecretRing, requireCloudFront } from '../secrets/origin';
import { measuredLog } from '../forms/answerMetrics';
import { loadConfig } from '../forms/config';
import { dynamoEnquiryStore } from '../forms/enquiryStore';
import { createHandler } from './handler';
import { parseServiceChoices } from '../contract/serviceChoices';
import { enquiryMail } from '../forms/enquiryMail';

const config = loadConfig(process.env);
// One JSON line per request, with its metrics (answerMetrics.ts).
const log = measuredLog('SendContactEmail');
// Read at cold start (the bundle is ESM, so it may await here). Only a local run goes without.
const origins = config.originSecret === undefined ? 'unchecked' : await originSecretRing(new SecretsManagerClient({ region: config.region }), config.originSecret);

// With a store, a failed send is retried later, and every call of a request ends by its deadline
// (requestBudgetMs, inside the function's 15 s and the form's 15 s). SES gets one attempt per call:
// one that timed out may still have been accepted, and only the claim and SES's Send event
// (forms/delivery.ts) may decide about a second.
const stored = config.enquiryTable !== undefined;
// The form's service list from the build this function was deployed with (infra/formFunctions.ts).
const serviceChoices = parseServiceChoices(process.env.SERVICE_CHOICES, 'SERVICE_CHOICES');
// Text alone through SES's v1 API, with photos (read from PHOTO_BUCKET) through its v2 API.
const mail = enquiryMail(config, stored ? { sesAttempts: 1 } : {});

export const handler = requireCloudFront(
  createHandler({
    config,
    sendEmail: mail.sendEmail,
    ...(mail.photos === undefined ? {} : { photos: mail.photos }),
    // Every deployment stores enquiries first; only a local run of the handler alone goes without.
    ...(config.enquiryTable === undefined
      ? {}
      : {
          store: dynamoEnquiryStore(
            new DynamoDBClient({ region: config.region, maxAttempts: 2, requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000 } }),
            config.enquiryTable,
          ),
        }),
    log,
  }, serviceChoices),
  origins,
  log,
);
