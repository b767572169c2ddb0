// @vitest-environment node
/**
 * The three HTTP functions' entries as Lambda loads them: they read their secrets at cold start and
 * answer only requests that carry the origin header, unless no `ORIGIN_SECRET` is set.
 */
import { GetSecretValueCommand, ResourceNotFoundException } from '@aws-sdk/client-secrets-manager';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LambdaHandler } from '../../functions/forms/handler';
import { originHeader } from '../../functions/secrets/origin';
import { fakeSecretsManager } from './fakeSecretsManager';
import { serviceChoices } from './serviceChoices';

const originSecret = 'arn:aws:secretsmanager:us-east-1:111122223333:secret:origin-AbCdEf';
const originValue = 'V'.repeat(48);

const env = {
  CONTACT_RECIPIENT: 'inbox@example.com',
  CONTACT_SENDER: 'website@example.com',
  ALLOWED_ORIGINS: 'https://www.example.com',
  AWS_REGION: 'us-east-1',
  NEWSLETTER_TABLE: 'subscribers',
  NEWSLETTER_SIGNING_KEY_SECRET: 'arn:aws:secretsmanager:us-east-1:111122223333:secret:signing-AbCdEf',
  // The build's service list, which the stack gives the contact function.
  SERVICE_CHOICES: JSON.stringify(serviceChoices),
};

const entries = {
  'send-contact-email': () => import('../../functions/send-contact-email/index'),
  'subscribe-newsletter': () => import('../../functions/subscribe-newsletter/index'),
  'newsletter-links': () => import('../../functions/newsletter-links/index'),
} satisfies Record<string, () => Promise<{ handler: LambdaHandler }>>;

/** What each answers `harmless()` once past the check: the forms take only POST, the link has no signature. */
const answer: Record<keyof typeof entries, number> = { 'send-contact-email': 405, 'subscribe-newsletter': 405, 'newsletter-links': 400 };

/** A request each function answers without calling SES or DynamoDB. */
const harmless = (headers: Record<string, string> = {}) => ({
  rawPath: '/api/newsletter/confirm',
  rawQueryString: '',
  headers,
  requestContext: { http: { method: 'GET' } },
});

beforeEach(() => {
  vi.resetModules();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  // Both secrets answer from one fake: the signing key at any id, the origin value at ORIGIN_SECRET's.
  const secrets = fakeSecretsManager(JSON.stringify({ id: 'k1', key: 'a'.repeat(48) }), { everyClient: true });
  secrets.mock.on(GetSecretValueCommand, { SecretId: originSecret }).callsFake((input: { VersionStage?: string }) => {
    if (input.VersionStage === 'AWSCURRENT') return { SecretString: originValue };
    throw new ResourceNotFoundException({ message: 'No such version.', $metadata: {} });
  });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const stubEnv = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
};

describe.each(Object.keys(entries) as (keyof typeof entries)[])('%s/index.ts', (name) => {
  it('refuses a request without the origin header, and answers one with it', async () => {
    stubEnv({ ...env, ORIGIN_SECRET: originSecret });
    const { handler } = await entries[name]();
    const refused = await handler(harmless());
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ ok: false, error: 'forbidden' });
    expect((await handler(harmless({ [originHeader]: 'W'.repeat(48) }))).statusCode).toBe(403);
    expect((await handler(harmless({ [originHeader]: originValue }))).statusCode).toBe(answer[name]);
  });

  it('checks no header when ORIGIN_SECRET is unset', async () => {
    stubEnv(env);
    const { handler } = await entries[name]();
    expect((await handler(harmless())).statusCode).toBe(answer[name]);
  });
});
