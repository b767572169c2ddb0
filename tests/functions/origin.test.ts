// @vitest-environment node
/** Only requests that came through CloudFront reach the handlers: the origin header, across a rotation of its value. */
import { GetSecretValueCommand, PutSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { describe, expect, it, vi } from 'vitest';
import type { LambdaHandler } from '../../functions/forms/handler';
import type { LogLine } from '../../functions/forms/logLine';
import type { HttpEvent } from '../../functions/forms/http';
import { keyRingMinReloadMs } from '../../functions/secrets/keyRing';
import { originHeader, originSecretRing, requireCloudFront } from '../../functions/secrets/origin';
import { fakeSecretsManager, secretArn } from './fakeSecretsManager';

const event = (headers: Record<string, string> = {}): HttpEvent => ({
  rawPath: '/api/send-contact-email',
  headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': '203.0.113.7:4711', ...headers },
  requestContext: { http: { method: 'POST', sourceIp: '198.51.100.1' } },
});
const ok = { statusCode: 200, headers: {}, body: '{"ok":true}' };

/** The origin secret as a rotation leaves it: `current` staged AWSCURRENT, the others where given. */
async function setup(values: { current: string; previous?: string; pending?: string }) {
  const secrets = fakeSecretsManager(values.previous ?? values.current);
  if (values.previous !== undefined) {
    await secrets.client.send(new PutSecretValueCommand({ SecretId: secretArn, ClientRequestToken: 'second', SecretString: values.current }));
  }
  const pend = (value: string) => {
    secrets.versions.get(secrets.startRotation())!.value = value;
  };
  if (values.pending !== undefined) pend(values.pending);
  const clock = { now: 1_000_000 };
  const ring = await originSecretRing(secrets.client, secretArn, { clock: () => clock.now });
  const inner = vi.fn<LambdaHandler>(async () => ok);
  const lines: LogLine[] = [];
  const handler = requireCloudFront(inner, ring, (line) => lines.push(line));
  const reads = () => secrets.mock.commandCalls(GetSecretValueCommand).length;
  return { secrets, clock, pend, inner, lines, handler, reads };
}

describe('requireCloudFront', () => {
  it('refuses a request without the header, or with a wrong value, with 403 and a log line like other refusals', async () => {
    const { handler, inner, lines } = await setup({ current: 'current-value' });
    for (const headers of [{}, { [originHeader]: '' }, { [originHeader]: 'wrong-value' }, { [originHeader]: 'current-valuex' }] as Record<string, string>[]) {
      const result = await handler(event(headers));
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body)).toEqual({ ok: false, error: 'forbidden' });
      expect(result.headers['Cache-Control']).toBe('no-store');
    }
    expect(inner).not.toHaveBeenCalled();
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual({ outcome: 'forbidden', status: 403, durationMs: expect.any(Number), originHeader: 'missing', client: '203.0.113.0' });
    expect(lines.map((line) => line.originHeader)).toEqual(['missing', 'missing', 'unknown', 'unknown']);
  });

  it('passes a request carrying the current, previous or pending value to the handler, whatever the header name\'s case', async () => {
    const { handler, inner, lines } = await setup({ current: 'current-value', previous: 'previous-value', pending: 'pending-value' });
    for (const headers of [{ [originHeader]: 'current-value' }, { [originHeader]: 'previous-value' }, { 'X-Origin-Verify': 'pending-value' }] as Record<string, string>[]) {
      expect(await handler(event(headers))).toBe(ok);
    }
    expect(inner).toHaveBeenCalledTimes(3);
    expect(lines).toEqual([]);
  });

  it('reads the values again for an unknown one, at most once a minute: a rotation may have begun since', async () => {
    const { handler, clock, pend, reads } = await setup({ current: 'current-value' });
    const loaded = reads();
    clock.now += keyRingMinReloadMs;
    // CloudFront sends the pending value as soon as the rotation's setSecret has run.
    pend('pending-value');
    expect((await handler(event({ [originHeader]: 'pending-value' }))).statusCode).toBe(200);
    const afterPending = reads();
    expect(afterPending).toBeGreaterThan(loaded);
    // A stream of wrong values costs no more reads within the minute.
    for (let index = 0; index < 5; index += 1) expect((await handler(event({ [originHeader]: `guess-${index}` }))).statusCode).toBe(403);
    expect(reads()).toBe(afterPending);
    clock.now += keyRingMinReloadMs;
    expect((await handler(event({ [originHeader]: 'guess-again' }))).statusCode).toBe(403);
    expect(reads()).toBeGreaterThan(afterPending);
    // A missing header is no new value: nothing is read for it.
    clock.now += keyRingMinReloadMs;
    const before = reads();
    await handler(event());
    expect(reads()).toBe(before);
  });

  it('checks nothing only when told so', async () => {
    const inner: LambdaHandler = async () => ok;
    expect(requireCloudFront(inner, 'unchecked', () => undefined)).toBe(inner);
  });
});
