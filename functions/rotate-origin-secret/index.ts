/**
 * Secrets Manager's rotation of the origin secret (`ORIGIN_SECRET`): a new random value, sent by
 * CloudFront (`DISTRIBUTION_ID`) before it becomes current, while the functions accept all three stages.
 */
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createRotationHandler, randomAlphanumeric } from '../secrets/rotation';
import { checkOriginValue, sendOriginValue } from './distribution';

const distributionId = process.env.DISTRIBUTION_ID?.trim() ?? '';
if (distributionId === '') throw new Error('Missing required environment variable(s): DISTRIBUTION_ID');
const cloudFront = new CloudFrontClient({});

export const handler = createRotationHandler(new SecretsManagerClient({}), {
  generate: () => randomAlphanumeric(48),
  apply: (pending) => sendOriginValue(cloudFront, distributionId, pending),
  check: (pending) => checkOriginValue(cloudFront, distributionId, pending),
});
