// @vitest-environment node
/**
 * The functions as Lambda runs them: each bundle loaded in its own Node process.
 * The stack is synthesised once per run (stackTemplate.ts).
 */
import { execFile as execFileCallback } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureSignInStateTable, localDynamoClient, startLocalDynamo } from '../../../functions/dev/localDynamo';
import { secretsManagerEndpoint } from '../secretsManagerEndpoint';
import { functionId, functions, resources, stackOutdir, readStack } from './stackTemplate';

const execFile = promisify(execFileCallback);

beforeAll(() => readStack(), 300_000);

describe('functions', () => {
  it('are bundled into ES modules that load their secrets at cold start and answer a preflight from CloudFront (the others: that load)', async () => {
    const originValue = 'origin-secret-from-secrets-manager';
    // The sign-in remembers each state in its table: a local one stands for it.
    const dynamo = await startLocalDynamo({ host: '127.0.0.1' });
    await ensureSignInStateTable(localDynamoClient(dynamo.url), 'sign-in-states');
    const secrets = await secretsManagerEndpoint({
      'origin-secret-arn': originValue,
      'signing-key-arn': JSON.stringify({ id: 'k1', key: 'signing-key-from-secrets-manager' }),
      'sign-in-app-arn': JSON.stringify({ clientId: 'Iv1.client-id-from-secrets-manager', clientSecret: 'client-secret-from-secrets-manager' }),
    });
    try {
      const answers = await Promise.all(
        functions().map(async (fn) => {
          // The retry, the recorder, the rotations and the newsletter links answer no preflight: that they load is what is checked.
          const loadOnly = ['RetryEnquiries', 'NewsletterLinks', 'RecordSendEvents', 'RotateSigningKey', 'RotateOriginSecret', 'SendQueuedConfirmations'].some((id) => resources[functionId(id)] === fn);
          const key = ((fn.Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
          const bundle = path.join(stackOutdir(), `asset.${key}`, 'index.mjs');
          expect(existsSync(bundle), bundle).toBe(true);
          // The editor's sign-in answers no preflight: it is opened in a popup, and sends it on to GitHub.
          const signIn = resources[functionId('AdminSignIn')] === fn;
          const preflight = (headers: Record<string, string>) =>
            signIn
              ? `await handler({ rawPath: '/api/admin-sign-in/authorize', rawQueryString: 'provider=github&site_id=admin.example.com&scope=repo,user', headers: ${JSON.stringify(headers)}, requestContext: { http: { method: 'GET' } } })`
              : `await handler({ headers: ${JSON.stringify({ origin: 'https://www.example.com', ...headers })}, requestContext: { http: { method: 'OPTIONS' } } })`;
          const script = `
            const { handler } = await import(${JSON.stringify(new URL(`file://${bundle}`).href)});
            if (${loadOnly}) { console.log(JSON.stringify([{ statusCode: typeof handler === 'function' ? 204 : 0 }, { statusCode: 403 }])); process.exit(0); }
            console.log(JSON.stringify([${preflight({ 'x-origin-verify': originValue })}, ${preflight({})}]));`;
          const variables = (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
          const { stdout, stderr } = await execFile(process.execPath, ['--input-type=module', '-e', script], {
            encoding: 'utf8',
            env: {
              PATH: process.env.PATH,
              AWS_REGION: 'us-east-1',
              AWS_ACCESS_KEY_ID: 'test',
              AWS_SECRET_ACCESS_KEY: 'test',
              AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.url,
              AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
              AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
              ...Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, String(value)])),
              // The template names the secrets by reference; here by the stand-in's names.
              ...('ORIGIN_SECRET' in variables ? { ORIGIN_SECRET: 'origin-secret-arn' } : {}),
              ...('NEWSLETTER_SIGNING_KEY_SECRET' in variables ? { NEWSLETTER_SIGNING_KEY_SECRET: 'signing-key-arn' } : {}),
              ...('SIGN_IN_APP_SECRET' in variables ? { SIGN_IN_APP_SECRET: 'sign-in-app-arn', SIGN_IN_STATE_TABLE: 'sign-in-states' } : {}),
            },
          });
          expect(stderr).toBe('');
          return { signIn, answer: JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as { statusCode: number; headers?: Record<string, string> }[] };
        }),
      );
      for (const { signIn, answer: [fromCloudFront, direct] } of answers) {
        expect(fromCloudFront?.statusCode).toBe(signIn ? 302 : 204);
        // Straight to the API, without the header CloudFront adds: refused.
        expect(direct?.statusCode).toBe(403);
      }
      expect(answers.filter(({ answer: [first] }) => first?.headers?.['Access-Control-Allow-Origin'] === 'https://www.example.com')).toHaveLength(3);
      // The sign-in sends the popup to GitHub with the GitHub App's client id, read from its secret at cold start.
      const toGitHub = new URL(answers.find(({ signIn }) => signIn)?.answer[0]?.headers?.Location ?? 'about:blank');
      expect(`${toGitHub.origin}${toGitHub.pathname}`).toBe('https://github.com/login/oauth/authorize');
      expect(toGitHub.searchParams.get('client_id')).toBe('Iv1.client-id-from-secrets-manager');
      expect(toGitHub.searchParams.get('redirect_uri')).toBe('https://admin.example.com/api/admin-sign-in/callback');
      expect(secrets.requests.filter((request) => request.secretId === 'sign-in-app-arn')).toHaveLength(1);
      // Each function that checks CloudFront read the origin secret; the newsletter's (the queue's too) read its key.
      expect(secrets.requests.filter((request) => request.secretId === 'origin-secret-arn' && request.stage === 'AWSCURRENT')).toHaveLength(5);
      expect(secrets.requests.filter((request) => request.secretId === 'signing-key-arn' && request.stage === 'AWSCURRENT')).toHaveLength(3);
    } finally {
      await secrets.close();
      await dynamo.close();
    }
    // Nine bundles, each loaded in its own Node process.
  }, 60_000);
});
