/** The editor's GitHub sign-in (signIn.ts), wired to Secrets Manager, its state table and CloudFront's origin check. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createKeyRing, readStages } from '../secrets/keyRing';
import { originSecretRing, requireCloudFront } from '../secrets/origin';
import { parseGitHubApp } from './githubApp';
import { createSignInHandler } from './signIn';
import { dynamoStateStore } from './stateStore';

const {
  AWS_REGION: region,
  SIGN_IN_APP_SECRET: appSecret,
  SIGN_IN_CALLBACK_URL: callbackUrl,
  SIGN_IN_STATE_TABLE: stateTable,
  ORIGIN_SECRET: originSecret,
} = process.env;
if (!region || !appSecret || !callbackUrl || !stateTable) {
  throw new Error('Missing required environment variables: AWS_REGION, SIGN_IN_APP_SECRET, SIGN_IN_CALLBACK_URL, SIGN_IN_STATE_TABLE');
}
const log = (line: object) => console.log(JSON.stringify(line));
const secrets = new SecretsManagerClient({ region });
// Read at cold start (the bundle is ESM, so it may await here), never from the environment.
const app = await createKeyRing({ load: async () => parseGitHubApp((await readStages(secrets, appSecret, ['AWSCURRENT'])).AWSCURRENT) });
const origins = originSecret ? await originSecretRing(secrets, originSecret) : 'unchecked';
const states = dynamoStateStore(new DynamoDBClient({ region }), stateTable);

export const handler = requireCloudFront(createSignInHandler({ app, states, callbackUrl, log }), origins, log);
