import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Config } from '../forms/config';
import { signingKeyRing } from '../secrets/signingKeys';
import type { NewsletterList } from './handler';
import { dynamoSubscriberStore } from './subscriberStore';

/**
 * The deployed list: its links point at the site's first allowed origin, which forwards /api/ to the
 * functions, and are signed with the keys read from Secrets Manager now, at cold start.
 */
export async function newsletterList(
  config: Pick<Config, 'allowedOrigins'>,
  newsletter: NonNullable<Config['newsletter']>,
  clients: { dynamo: DynamoDBClient; secrets: SecretsManagerClient },
): Promise<NewsletterList> {
  const siteOrigin = config.allowedOrigins[0];
  if (siteOrigin === undefined) throw new Error('ALLOWED_ORIGINS names no origin for the newsletter links.');
  return {
    subscribers: dynamoSubscriberStore(clients.dynamo, newsletter.table),
    signingKeys: await signingKeyRing(clients.secrets, newsletter.signingKeySecret),
    siteOrigin,
  };
}
