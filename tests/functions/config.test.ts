// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../functions/forms/config';

const env = {
  CONTACT_RECIPIENT: 'inbox@example.com',
  CONTACT_SENDER: 'website@example.com',
  ALLOWED_ORIGINS: 'https://www.example.com',
  AWS_REGION: 'us-east-1',
};

describe('loadConfig', () => {
  it('reads every variable', () => {
    expect(loadConfig({ ...env, SES_ENDPOINT: 'http://127.0.0.1:8005' })).toEqual({
      recipient: 'inbox@example.com',
      sender: 'website@example.com',
      allowedOrigins: ['https://www.example.com'],
      region: 'us-east-1',
      sesEndpoint: 'http://127.0.0.1:8005',
    });
  });

  it('leaves the SES endpoint out when it is not set or empty', () => {
    expect(loadConfig(env)).not.toHaveProperty('sesEndpoint');
    expect(loadConfig({ ...env, SES_ENDPOINT: '' })).not.toHaveProperty('sesEndpoint');
  });

  it.each(Object.keys(env))('names %s when it is missing', (name) => {
    const partial: Record<string, string | undefined> = { ...env };
    delete partial[name];
    expect(() => loadConfig(partial)).toThrow(`Missing required environment variable(s): ${name}`);
  });

  it.each(Object.keys(env))('names %s when it is empty or blank', (name) => {
    expect(() => loadConfig({ ...env, [name]: '  ' })).toThrow(new RegExp(`: ${name}$`));
  });

  it('names every missing variable at once', () => {
    expect(() => loadConfig({})).toThrow(
      'Missing required environment variable(s): CONTACT_RECIPIENT, CONTACT_SENDER, ALLOWED_ORIGINS, AWS_REGION',
    );
  });

  it('splits and trims the allowed origins, dropping empty entries and trailing slashes', () => {
    const config = loadConfig({
      ...env,
      ALLOWED_ORIGINS: ' https://www.example.com , https://example.com/,,http://localhost:4173 ',
    });
    expect(config.allowedOrigins).toEqual(['https://www.example.com', 'https://example.com', 'http://localhost:4173']);
  });

  it('reads the newsletter table with the secret its links are signed from, and the origin secret', () => {
    const signingKeySecret = 'arn:aws:secretsmanager:us-east-1:111122223333:secret:signing-AbCdEf';
    const originSecret = 'arn:aws:secretsmanager:us-east-1:111122223333:secret:origin-AbCdEf';
    expect(loadConfig({ ...env, NEWSLETTER_TABLE: 'subscribers', NEWSLETTER_SIGNING_KEY_SECRET: signingKeySecret, ORIGIN_SECRET: originSecret })).toMatchObject({
      newsletter: { table: 'subscribers', signingKeySecret },
      originSecret,
    });
    expect(loadConfig(env)).not.toHaveProperty('newsletter');
    expect(loadConfig({ ...env, ORIGIN_SECRET: ' ' })).not.toHaveProperty('originSecret');
  });

  it.each([
    ['NEWSLETTER_TABLE', { NEWSLETTER_TABLE: 'subscribers' }],
    ['NEWSLETTER_SIGNING_KEY_SECRET', { NEWSLETTER_SIGNING_KEY_SECRET: 'signing' }],
    // The key itself in the environment is no longer read: the table without its secret is refused.
    ['NEWSLETTER_TABLE with the old NEWSLETTER_SIGNING_KEY', { NEWSLETTER_TABLE: 'subscribers', NEWSLETTER_SIGNING_KEY: 'plain-key' }],
  ])('refuses %s alone: the list and its signing key go together', (_name, extra) => {
    expect(() => loadConfig({ ...env, ...extra })).toThrow('NEWSLETTER_TABLE and NEWSLETTER_SIGNING_KEY_SECRET go together');
  });

  it.each([
    ['a list of commas', ' , ,'],
    ['a path', 'https://www.example.com/contact'],
    ['a bare host name', 'www.example.com'],
  ])('rejects ALLOWED_ORIGINS that is %s', (_name, value) => {
    expect(() => loadConfig({ ...env, ALLOWED_ORIGINS: value })).toThrow(/ALLOWED_ORIGINS/);
  });
});
