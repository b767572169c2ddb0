/** The editor's GitHub sign-in (signIn.ts), wired to Secrets Manager and CloudFront's origin check. */
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createKeyRing, readStages } from '../secrets/keyRing';
import { originSecretRing, requireCloudFront } from '../secrets/origin';
import { createSignInHandler, parseOAuthApp } from './signIn';

const { AWS_REGION: region, SIGN_IN_APP_SECRET: appSecret, SIGN_IN_CALLBACK_URL: callbackUrl, ORIGIN_SECRET: originSecret } = process.env;
if (!region || !appSecret || !callbackUrl) {
  throw new Error('Missing required environment variables: AWS_REGION, SIGN_IN_APP_SECRET, SIGN_IN_CALLBACK_URL');
}
const log = (line: object) => console.log(JSON.stringify(line));
const secrets = new SecretsManagerClient({ region });
// Read at cold start (the bundle is ESM, so it may await here), never from the environment.
const app = await createKeyRing({ load: async () => parseOAuthApp((await readStages(secrets, appSecret, ['AWSCURRENT'])).AWSCURRENT) });
const origins = originSecret ? await originSecretRing(secrets, originSecret) : 'unchecked';

export const handler = requireCloudFront(createSignInHandler({ app, callbackUrl, log }), origins, log);
