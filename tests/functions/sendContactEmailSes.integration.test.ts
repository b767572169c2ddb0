// @vitest-environment node
import { createServer } from 'node:net';
import { SESClient } from '@aws-sdk/client-ses';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { honeypotField } from '../../functions/contract/forms';
import type { SesEmulator } from '../../functions/dev/sesEmulator';
import { startSesEmulator } from '../../functions/dev/sesEmulator';
import type { LogLine } from '../../functions/forms/logLine';
import { createHandler } from '../../functions/send-contact-email/handler';
import type { HttpEvent } from '../../functions/forms/http';
import { sesClientConfig, sesSender } from '../../functions/forms/sesSender';
import { serviceChoices } from './serviceChoices';
import { clearStore, payload, storedEmails } from './sesSupport';

const config = {
  recipient: 'inbox@example.com',
  sender: 'website@example.com',
  allowedOrigins: ['https://www.example.com'],
  region: 'us-east-1',
};
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

const postEvent = (body: unknown): HttpEvent => ({
  version: '2.0',
  headers: { 'content-type': 'application/json', origin: 'https://www.example.com' },
  body: JSON.stringify(body),
  isBase64Encoded: false,
  requestContext: { http: { method: 'POST' } },
});

/** Accepts connections and drops them at once, counting how often the SDK tries. */
async function droppingServer(): Promise<{ url: string; attempts: () => number; close: () => Promise<void> }> {
  let attempts = 0;
  const server = createServer((socket) => {
    attempts += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('send-contact-email against the SES emulator', () => {
  let ses: SesEmulator;
  let client: SESClient;

  beforeAll(async () => {
    ses = await startSesEmulator({ port: 0 });
    client = new SESClient({ ...sesClientConfig({ ...config, sesEndpoint: ses.url }), credentials });
  });

  afterAll(async () => {
    client?.destroy();
    await ses?.close();
  });

  beforeEach(async () => {
    await clearStore(ses.url);
  });

  it('delivers exactly one mail with the right addresses, subject and body', async () => {
    const lines: LogLine[] = [];
    const handler = createHandler({ config, sendEmail: sesSender(client), log: (line) => lines.push(line) }, serviceChoices);

    const result = await handler(postEvent(payload));

    expect(result.statusCode).toBe(200);
    const emails = await storedEmails(ses.url);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({
      from: 'website@example.com',
      replyTo: ['jane@example.org'],
      destination: { to: ['inbox@example.com'], cc: [], bcc: [] },
      subject: 'New enquiry: Sewage Cleanup — Jane Doe',
    });
    expect(email?.body.html).toBeUndefined();
    expect(email?.body.text).toContain('Name: Jane Doe\n');
    expect(email?.body.text).toContain('Email: jane@example.org\n');
    expect(email?.body.text).toContain('Phone: 555 010 1234\n');
    expect(email?.body.text).toContain('Service needed: Sewage Cleanup\n');
    expect(email?.body.text).toContain('Message:\nSewage backed up into the basement.\nPlease call.\n');
    expect(lines).toEqual([expect.objectContaining({ outcome: 'sent', status: 200, messageId: email?.messageId })]);
  });

  it('delivers nothing for an invalid request or a filled honeypot', async () => {
    const handler = createHandler({ config, sendEmail: sesSender(client), log: () => {} }, serviceChoices);
    expect((await handler(postEvent({ ...payload, email: 'nope' }))).statusCode).toBe(400);
    expect((await handler(postEvent({ ...payload, [honeypotField]: 'bot' }))).statusCode).toBe(200);
    expect(await storedEmails(ses.url)).toEqual([]);
  });

  it('answers 502 when SES fails, after the SDK retries', async () => {
    const broken = await droppingServer();
    const deadClient = new SESClient({ ...sesClientConfig({ ...config, sesEndpoint: broken.url }), credentials });
    const lines: LogLine[] = [];
    const handler = createHandler({ config, sendEmail: sesSender(deadClient), log: (line) => lines.push(line) }, serviceChoices);
    try {
      const result = await handler(postEvent(payload));
      expect(result.statusCode).toBe(502);
      expect(JSON.parse(result.body)).toEqual({ ok: false, error: 'send_failed' });
      expect(result.body).not.toMatch(/ECONNRESET|socket|127\.0\.0\.1/i);
      expect(broken.attempts()).toBe(3);
      expect(lines).toEqual([expect.objectContaining({ outcome: 'send_failed', status: 502 })]);
    } finally {
      deadClient.destroy();
      await broken.close();
    }
  });
});
