/**
 * Secrets Manager's rotation of the newsletter links' signing key (`NEWSLETTER_SIGNING_KEY_SECRET`):
 * a new key under a new id. The functions sign with the current key and check links against the
 * current and previous ones.
 */
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createRotationHandler } from '../secrets/rotation';
import { signingKeyRotation } from '../secrets/signingKeys';

export const handler = createRotationHandler(new SecretsManagerClient({}), signingKeyRotation);
