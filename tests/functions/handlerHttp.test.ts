// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { honeypotField } from '../../functions/contract/forms';
import { maxBodyBytes } from '../../functions/forms/handler';
import type { HttpEvent } from '../../functions/forms/http';
import { allowedOrigin, event, payload, post, setup } from './formHandlers';

describe('send-contact-email handler', () => {
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
});
