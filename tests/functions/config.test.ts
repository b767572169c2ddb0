// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../functions/send-contact-email/config';

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

  it.each([
    ['a list of commas', ' , ,'],
    ['a path', 'https://www.example.com/contact'],
    ['a bare host name', 'www.example.com'],
  ])('rejects ALLOWED_ORIGINS that is %s', (_name, value) => {
    expect(() => loadConfig({ ...env, ALLOWED_ORIGINS: value })).toThrow(/ALLOWED_ORIGINS/);
  });
});
