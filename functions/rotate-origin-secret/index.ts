/**
 * Secrets Manager's rotation of the origin secret (`ORIGIN_SECRET`): a new random value, sent by every
 * distribution in front of the API (`DISTRIBUTION_IDS`: the site's and the editor's) before it becomes
 * current, while the functions accept all three stages.
 */
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createRotationHandler, randomAlphanumeric } from '../secrets/rotation';
import { checkOriginValue, sendOriginValue } from './distribution';

const distributionIds = (process.env.DISTRIBUTION_IDS ?? '').split(/[\s,]+/).filter((id) => id !== '');
if (distributionIds.length === 0) throw new Error('Missing required environment variable(s): DISTRIBUTION_IDS');
const cloudFront = new CloudFrontClient({});

export const handler = createRotationHandler(new SecretsManagerClient({}), {
  generate: () => randomAlphanumeric(48),
  // One after the other: each update names the version it read, and a failure stops before the value is tested.
  apply: async (pending) => {
    for (const id of distributionIds) await sendOriginValue(cloudFront, id, pending);
  },
  check: async (pending) => {
    for (const id of distributionIds) await checkOriginValue(cloudFront, id, pending);
  },
});
