import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Config } from '../send-contact-email/config';
import type { NewsletterList } from './handler';
import { dynamoSubscriberStore } from './subscriberStore';

/** The deployed list: its links point at the site's first allowed origin, which forwards /api/ to the functions. */
export function newsletterList(
  config: Pick<Config, 'allowedOrigins'>,
  newsletter: NonNullable<Config['newsletter']>,
  client: DynamoDBClient,
): NewsletterList {
  const siteOrigin = config.allowedOrigins[0];
  if (siteOrigin === undefined) throw new Error('ALLOWED_ORIGINS names no origin for the newsletter links.');
  return { subscribers: dynamoSubscriberStore(client, newsletter.table), signingKey: newsletter.signingKey, siteOrigin };
}
