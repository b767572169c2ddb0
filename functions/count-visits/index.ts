import { readFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { originSecretRing, requireCloudFront } from '../secrets/origin';
import type { PageRoutes } from '../contract/pageRoutes';
import { dynamoCounterStore } from './counterStore';
import { createBeaconHandler, noContent } from './handler';

const env = (name: string) => {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`Missing required environment variable: ${name}`);
  return value;
};

const region = env('AWS_REGION');
// The build's list of pages, put beside this bundle by the stack (visitCounts.ts).
const routes = JSON.parse(readFileSync(new URL('./page-routes.json', import.meta.url), 'utf8')) as PageRoutes;
const log = (line: object) => console.log(JSON.stringify(line));
const originSecret = process.env.ORIGIN_SECRET?.trim();
const origins = originSecret ? await originSecretRing(new SecretsManagerClient({ region }), originSecret) : 'unchecked';

const counting = createBeaconHandler({
  routes,
  allowedOrigins: env('ALLOWED_ORIGINS').split(',').map((origin) => origin.trim().replace(/\/+$/, '')),
  store: dynamoCounterStore(new DynamoDBClient({ region, maxAttempts: 2, requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000 } }), env('COUNTER_TABLE')),
  log,
});

// Only through CloudFront, like the forms; a request around it counts nothing and is still answered 204,
// and its line is logged without the address it came from.
const guarded = requireCloudFront(counting, origins, ({ client: _client, ...line }) => log(line));
export const handler: typeof counting = async (event) => {
  const result = await guarded(event);
  return result.statusCode === 403 ? noContent : result;
};
