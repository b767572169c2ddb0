// @vitest-environment node
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { describe, expect, it } from 'vitest';
import { honeypotField } from '../../functions/contract/forms';
import { maskEmail, maxBodyBytes } from '../../functions/forms/handler';
import type { HttpEvent } from '../../functions/forms/http';
import { event, json, payload, post, setup } from './formHandlers';

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
