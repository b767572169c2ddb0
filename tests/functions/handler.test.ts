// @vitest-environment node
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { describe, expect, it, vi } from 'vitest';
import { honeypotField } from '../../functions/contract/forms';
import type { HandlerDeps, SendEmail } from '../../functions/forms/handler';
import type { LogLine } from '../../functions/forms/logLine';
import { createHandler } from '../../functions/send-contact-email/handler';
import { maskEmail, maxBodyBytes } from '../../functions/forms/handler';
import type { HttpEvent } from '../../functions/forms/http';
import { createHandler as createNewsletterHandler } from '../../functions/subscribe-newsletter/handler';
import { serviceChoices } from './serviceChoices';

const allowedOrigin = 'https://www.example.com';
const config = {
  recipient: 'inbox@example.com',
  sender: 'website@example.com',
  allowedOrigins: [allowedOrigin],
};

const payload = {
  fullName: 'Jane Doe',
  email: 'jane@example.org',
  phone: '',
  serviceNeeded: 'mold-inspection',
  message: 'A secret detail about my basement',
};

function event(overrides: {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  isBase64Encoded?: boolean;
}): HttpEvent {
  return {
    version: '2.0',
    rawPath: '/',
    headers: overrides.headers ?? { 'content-type': 'application/json', origin: allowedOrigin },
    ...(overrides.body === undefined ? {} : { body: overrides.body }),
    isBase64Encoded: overrides.isBase64Encoded ?? false,
    requestContext: { http: { method: overrides.method ?? 'POST' } },
  };
}

const post = (body: unknown, headers?: Record<string, string>) =>
  event({ body: typeof body === 'string' ? body : JSON.stringify(body), ...(headers ? { headers } : {}) });

function setup(sendEmail: SendEmail = async () => ({ messageId: 'msg-1' })) {
  const sent = vi.fn(sendEmail);
  const lines: LogLine[] = [];
  let clock = 1_000;
  const deps: HandlerDeps = {
    config,
    sendEmail: sent,
    log: (line) => lines.push(line),
    now: () => (clock += 7),
  };
  return { handler: createHandler(deps, serviceChoices), newsletter: createNewsletterHandler(deps), sent, lines };
}

const json = (body: string) => JSON.parse(body) as unknown;

describe('send-contact-email handler', () => {
  it('sends one email and answers 200 { ok: true }', async () => {
    const { handler, sent } = setup();
    const result = await handler(post(payload));
    expect(result.statusCode).toBe(200);
    expect(json(result.body)).toEqual({ ok: true });
    expect(result.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(sent).toHaveBeenCalledTimes(1);
    const input = sent.mock.calls[0]?.[0] as SendEmailCommandInput;
    expect(input.Source).toBe('website@example.com');
    expect(input.ReplyToAddresses).toEqual(['jane@example.org']);
    expect(input.Destination?.ToAddresses).toEqual(['inbox@example.com']);
    expect(input.Message?.Subject?.Data).toBe('New enquiry: Mold Inspection — Jane Doe');
  });

  it('accepts a JSON content type with parameters and any header casing', async () => {
    const { handler, sent } = setup();
    const result = await handler(post(payload, { 'Content-Type': 'Application/JSON; charset=UTF-8' }));
    expect(result.statusCode).toBe(200);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('answers 400 with a code per invalid field and sends nothing', async () => {
    const { handler, sent } = setup();
    const result = await handler(post({ ...payload, fullName: '', email: 'nope', serviceNeeded: 'roofing' }));
    expect(result.statusCode).toBe(400);
    expect(json(result.body)).toEqual({
      ok: false,
      error: 'validation',
      fields: { fullName: 'required', email: 'invalid_email', serviceNeeded: 'invalid_option' },
    });
    expect(sent).not.toHaveBeenCalled();
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"hello"'],
  ])('answers 400, not 500, for a JSON body that is %s', async (_name, body) => {
    const { handler, sent } = setup();
    const result = await handler(post(body));
    expect(result.statusCode).toBe(400);
    expect(json(result.body)).toMatchObject({ ok: false, error: 'validation' });
    expect(sent).not.toHaveBeenCalled();
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and an Allow header', async (method) => {
    const { handler, sent } = setup();
    const result = await handler(event({ method, body: JSON.stringify(payload) }));
    expect(result.statusCode).toBe(405);
    expect(result.headers.Allow).toBe('POST, OPTIONS');
    expect(json(result.body)).toEqual({ ok: false, error: 'method_not_allowed' });
    expect(sent).not.toHaveBeenCalled();
  });

  it('answers 413 above 16 KB, counting bytes rather than characters', async () => {
    const { handler, sent } = setup();
    // 'é' is two bytes in UTF-8: under the limit in characters, over it in bytes.
    const body = JSON.stringify({ ...payload, message: 'é'.repeat(maxBodyBytes / 2) });
    expect(body.length).toBeLessThan(maxBodyBytes);
    const result = await handler(post(body));
    expect(result.statusCode).toBe(413);
    expect(json(result.body)).toEqual({ ok: false, error: 'payload_too_large' });
    expect(sent).not.toHaveBeenCalled();
  });

  it('accepts a body of exactly 16 KB as far as size goes', async () => {
    const { handler } = setup();
    const base = JSON.stringify({ ...payload, message: '' });
    const body = JSON.stringify({ ...payload, message: 'a'.repeat(maxBodyBytes - base.length) });
    expect(Buffer.byteLength(body)).toBe(maxBodyBytes);
    const result = await handler(post(body));
    // Past the size check; the message itself is over the field limit.
    expect(result.statusCode).toBe(400);
    expect(json(result.body)).toMatchObject({ fields: { message: 'too_long' } });
  });

  it.each([
    ['form encoding', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['plain text', { 'content-type': 'text/plain' }],
    ['no content type', {}],
  ])('answers 415 for %s', async (_name, headers) => {
    const { handler, sent } = setup();
    const result = await handler(post(payload, headers));
    expect(result.statusCode).toBe(415);
    expect(json(result.body)).toEqual({ ok: false, error: 'unsupported_media_type' });
    expect(sent).not.toHaveBeenCalled();
  });

  it.each([
    ['truncated JSON', '{"fullName": "Jane"'],
    ['an empty body', ''],
    ['not JSON at all', 'fullName=Jane'],
  ])('answers 400 invalid_json for %s', async (_name, body) => {
    const { handler } = setup();
    const result = await handler(post(body));
    expect(result.statusCode).toBe(400);
    expect(json(result.body)).toEqual({ ok: false, error: 'invalid_json' });
  });

  it('answers 400 invalid_json when there is no body at all', async () => {
    const { handler } = setup();
    const result = await handler(event({}));
    expect(result.statusCode).toBe(400);
    expect(json(result.body)).toEqual({ ok: false, error: 'invalid_json' });
  });

  it('answers 502 send_failed without leaking what SES said', async () => {
    const sesError = Object.assign(new Error('Email address is not verified: website@example.com arn:aws:ses:x'), {
      name: 'MessageRejected',
    });
    const { handler, lines } = setup(async () => {
      throw sesError;
    });
    const result = await handler(post(payload));
    expect(result.statusCode).toBe(502);
    expect(json(result.body)).toEqual({ ok: false, error: 'send_failed' });
    expect(result.body).not.toMatch(/verified|arn:|MessageRejected|aws/i);
    expect(lines).toEqual([expect.objectContaining({ outcome: 'send_failed', status: 502, errorName: 'MessageRejected' })]);
    expect(JSON.stringify(lines)).not.toContain('not verified');
  });

  it('answers 200 to a filled honeypot and sends nothing, whatever else was posted', async () => {
    const { handler, sent, lines } = setup();
    const result = await handler(post({ [honeypotField]: 'Spam Inc', email: 'not an address' }));
    expect(result.statusCode).toBe(200);
    expect(json(result.body)).toEqual({ ok: true });
    expect(sent).not.toHaveBeenCalled();
    expect(lines).toEqual([expect.objectContaining({ outcome: 'honeypot', status: 200 })]);
  });

  it('sends when the honeypot is present but empty', async () => {
    const { handler, sent } = setup();
    const result = await handler(post({ ...payload, [honeypotField]: '' }));
    expect(result.statusCode).toBe(200);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('decodes base64 bodies', async () => {
    const { handler, sent } = setup();
    const body = Buffer.from(JSON.stringify({ ...payload, fullName: 'Zoë Ødegård' })).toString('base64');
    const result = await handler(event({ body, isBase64Encoded: true }));
    expect(result.statusCode).toBe(200);
    expect((sent.mock.calls[0]?.[0] as SendEmailCommandInput).Message?.Subject?.Data).toBe(
      'New enquiry: Mold Inspection — Zoë Ødegård',
    );
  });

  it('measures base64 bodies by their decoded size', async () => {
    const { handler } = setup();
    const body = Buffer.from(JSON.stringify({ ...payload, message: 'a'.repeat(maxBodyBytes) })).toString('base64');
    const result = await handler(event({ body, isBase64Encoded: true }));
    expect(result.statusCode).toBe(413);
  });

  describe('CORS', () => {
    it('answers a preflight from an allowed origin with 204 and the allowed method and headers', async () => {
      const { handler, sent } = setup();
      const result = await handler(
        event({
          method: 'OPTIONS',
          headers: {
            origin: allowedOrigin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        }),
      );
      expect(result.statusCode).toBe(204);
      expect(result.body).toBe('');
      expect(result.headers).toMatchObject({
        'Access-Control-Allow-Origin': allowedOrigin,
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'content-type',
        Vary: 'Origin',
      });
      expect(sent).not.toHaveBeenCalled();
    });

    it('answers a preflight from another origin without any CORS grant', async () => {
      const { handler } = setup();
      const result = await handler(event({ method: 'OPTIONS', headers: { origin: 'https://evil.example' } }));
      expect(result.statusCode).toBe(204);
      expect(Object.keys(result.headers).filter((name) => name.startsWith('Access-Control-'))).toEqual([]);
    });

    it('echoes an allowed origin on every response, errors included', async () => {
      const { handler } = setup();
      for (const result of [await handler(post(payload)), await handler(post('{'))]) {
        expect(result.headers['Access-Control-Allow-Origin']).toBe(allowedOrigin);
        expect(result.headers.Vary).toBe('Origin');
      }
    });

    it.each([
      ['another origin', { origin: 'https://evil.example', 'content-type': 'application/json' }],
      ['an allowed origin with another scheme', { origin: 'http://www.example.com', 'content-type': 'application/json' }],
      ['no origin', { 'content-type': 'application/json' }],
    ])('adds no CORS headers for %s', async (_name, headers) => {
      const { handler } = setup();
      const result = await handler(post(payload, headers));
      expect(result.statusCode).toBe(200);
      expect(result.headers['Access-Control-Allow-Origin']).toBeUndefined();
      expect(result.headers.Vary).toBe('Origin');
    });

    it('finds the Origin header whatever its casing', async () => {
      const { handler } = setup();
      const result = await handler(post(payload, { Origin: allowedOrigin, 'Content-Type': 'application/json' }));
      expect(result.headers['Access-Control-Allow-Origin']).toBe(allowedOrigin);
    });
  });

  describe('logging', () => {
    it('writes one line per request with outcome, status, duration, message id and masked email', async () => {
      const { handler, lines } = setup();
      await handler(post(payload));
      expect(lines).toEqual([
        {
          outcome: 'sent',
          status: 200,
          durationMs: 7,
          messageId: 'msg-1',
          email: 'j***@example.org',
          service: 'mold-inspection',
        },
      ]);
    });

    it("logs the visitor's address from CloudFront masked, not CloudFront's own", async () => {
      const { handler, lines } = setup();
      const viaCloudFront = (address: string): HttpEvent => ({
        ...post(payload, { 'content-type': 'application/json', origin: allowedOrigin, 'cloudfront-viewer-address': address }),
        requestContext: { http: { method: 'POST', sourceIp: '130.176.1.1' } },
      });
      await handler(viaCloudFront('203.0.113.77:51234'));
      await handler(viaCloudFront('2001:db8:85a3:8d3:1319:8a2e:370:7348:443'));
      await handler({ ...post(payload), requestContext: { http: { method: 'POST', sourceIp: '198.51.100.9' } } });
      expect(lines.map((line) => line.client)).toEqual(['203.0.113.0', '2001:db8:85a3::', '198.51.100.0']);
      expect(JSON.stringify(lines)).not.toMatch(/203\.0\.113\.77|7348|130\.176/);
    });

    it('never logs the message text, the name or the full address', async () => {
      const { handler, lines } = setup(async () => {
        throw new Error(`failed for ${payload.email}: ${payload.message}`);
      });
      await handler(post(payload));
      await handler(post({ ...payload, message: payload.message, email: 'bad' }));
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain('secret detail');
      expect(logged).not.toContain('Jane');
      expect(logged).not.toContain('jane@example.org');
    });

    it.each([
      ['OPTIONS', event({ method: 'OPTIONS' }), 'preflight', 204],
      ['GET', event({ method: 'GET' }), 'method_not_allowed', 405],
      ['too large', post('x'.repeat(maxBodyBytes + 1)), 'payload_too_large', 413],
      ['not JSON', post(payload, { 'content-type': 'text/plain' }), 'unsupported_media_type', 415],
      ['bad JSON', post('{'), 'invalid_json', 400],
      ['invalid', post({}), 'validation_failed', 400],
      ['honeypot', post({ ...payload, [honeypotField]: 'x' }), 'honeypot', 200],
    ])('logs exactly one line for %s', async (_name, request, outcome, status) => {
      const { handler, lines } = setup();
      await handler(request);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ outcome, status, durationMs: 7 });
    });

    it('logs "none" as the service of a general enquiry', async () => {
      const { handler, lines } = setup();
      await handler(post({ ...payload, serviceNeeded: '' }));
      expect(lines[0]?.service).toBe('none');
    });
  });

  it('turns a genuine bug into 500 internal, logged once', async () => {
    const { handler, lines } = setup();
    const broken = { ...event({ body: '{}' }), requestContext: undefined } as unknown as HttpEvent;
    const result = await handler(broken);
    expect(result.statusCode).toBe(500);
    expect(json(result.body)).toEqual({ ok: false, error: 'internal' });
    expect(lines).toEqual([expect.objectContaining({ outcome: 'internal_error', status: 500, errorName: 'TypeError' })]);
  });
});

describe('subscribe-newsletter handler', () => {
  it('sends a sign-up notice for a valid address', async () => {
    const { newsletter, sent, lines } = setup();
    const result = await newsletter(post({ email: 'sam@example.net' }));
    expect(result.statusCode).toBe(200);
    expect(json(result.body)).toEqual({ ok: true });
    const input = sent.mock.calls[0]?.[0] as SendEmailCommandInput;
    expect(input.Source).toBe('website@example.com');
    expect(input.ReplyToAddresses).toEqual(['sam@example.net']);
    expect(input.Message?.Subject?.Data).toBe('Newsletter sign-up — sam@example.net');
    expect(lines).toEqual([{ outcome: 'sent', status: 200, durationMs: 7, messageId: 'msg-1', email: 's***@example.net' }]);
  });

  it('answers 400 with the field code for a bad address', async () => {
    const { newsletter, sent } = setup();
    const result = await newsletter(post({ email: 'sam' }));
    expect(result.statusCode).toBe(400);
    expect(json(result.body)).toEqual({ ok: false, error: 'validation', fields: { email: 'invalid_email' } });
    expect(sent).not.toHaveBeenCalled();
  });

  it('shares the honeypot, method and media type rules', async () => {
    const { newsletter, sent } = setup();
    expect((await newsletter(post({ email: 'sam@example.net', [honeypotField]: 'bot' }))).statusCode).toBe(200);
    expect((await newsletter(event({ method: 'GET' }))).statusCode).toBe(405);
    expect((await newsletter(post({ email: 'sam@example.net' }, { 'content-type': 'text/plain' }))).statusCode).toBe(415);
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('maskEmail', () => {
  it.each([
    ['jane@example.com', 'j***@example.com'],
    ['j@example.com', 'j***@example.com'],
    ['first.last+tag@mail.example.co.uk', 'f***@mail.example.co.uk'],
    ['no-at-sign', '***'],
  ])('%s -> %s', (address, masked) => {
    expect(maskEmail(address)).toBe(masked);
  });
});
