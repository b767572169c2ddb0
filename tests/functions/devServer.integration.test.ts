// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cspHashOf, inlineScriptsFile } from '../../functions/contract/inlineScripts';
import type { DevServer } from '../../functions/dev-server';
import { startDevServer } from '../../functions/dev-server';
import type { LogLine } from '../../functions/forms/logLine';
import { serviceChoices } from './serviceChoices';
import { clearStore, payload, storedEmails } from './sesSupport';

describe('dev server over real HTTP', () => {
  let dev: DevServer;
  let siteDir: string;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(tmpdir(), 'dev-server-site-'));
    await mkdir(path.join(siteDir, 'assets'));
    await mkdir(path.join(siteDir, 'services'));
    await mkdir(path.join(siteDir, 'about'));
    await mkdir(path.join(siteDir, '.vite'));
    await writeFile(path.join(siteDir, inlineScriptsFile), JSON.stringify({ hashes: [cspHashOf('')] }));
    await writeFile(path.join(siteDir, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(path.join(siteDir, 'about', 'index.html'), '<!doctype html><title>About</title>');
    // The bucket has no such rule: /faq is answered from faq/index.html only.
    await writeFile(path.join(siteDir, 'faq.html'), '<!doctype html><title>FAQ</title>');
    await writeFile(path.join(siteDir, 'services', 'index.html'), '<!doctype html><title>Services</title>');
    await writeFile(path.join(siteDir, '404.html'), '<!doctype html><title>Not found</title>');
    await writeFile(path.join(siteDir, '.env'), 'SECRET=1');
    await writeFile(path.join(siteDir, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
    dev = await startDevServer({ serviceChoices, port: 0, sesPort: 0, staticDir: siteDir, log: (line) => lines.push(line) });
  });

  afterAll(async () => {
    await dev?.close();
    if (siteDir) await rm(siteDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await clearStore(dev.sesUrl);
    lines.length = 0;
  });

  const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${dev.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: dev.url, ...headers },
      body: JSON.stringify(body),
    });

  it('sends the contact form through the handler to the emulator it started', async () => {
    const response = await post('/api/send-contact-email', payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, photosNotReceived: 0 });
    expect(response.headers.get('access-control-allow-origin')).toBe(dev.url);
    const emails = await storedEmails(dev.sesUrl);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      replyTo: ['jane@example.org'],
      subject: 'New enquiry: Sewage Cleanup — Jane Doe',
    });
    // The dev server passes the visitor's address as CloudFront does; the log keeps it masked.
    expect(lines).toEqual([expect.objectContaining({ outcome: 'sent', email: 'j***@example.org', client: '127.0.0.0' })]);
  });

  it('sends a newsletter sign-up its confirmation mail, to the subscriber and from the site', async () => {
    const response = await post('/api/subscribe-newsletter', { email: 'sam@example.net' });
    expect(response.status).toBe(200);
    const emails = await storedEmails(dev.sesUrl);
    expect(emails).toEqual([
      expect.objectContaining({ subject: 'Please confirm your subscription', from: 'website@example.com', destination: expect.objectContaining({ to: ['sam@example.net'] }) }),
    ]);
  });

  it.each([
    ['a right-to-left override (U+202E)', 'Jane \u202Eeod'],
    ['a zero-width space (U+200B)', 'Ja\u200Bne Doe'],
    ['a next-line control (U+0085)', 'Jane\u0085Doe'],
  ])('refuses a name with %s: 400 invalid_characters, and no mail', async (_name, fullName) => {
    const response = await post('/api/send-contact-email', { ...payload, fullName });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: 'validation', fields: { fullName: 'invalid_characters' } });
    expect(await storedEmails(dev.sesUrl)).toEqual([]);
  });

  it('delivers a message with NUL and ESC in it without them, keeping its lines', async () => {
    const response = await post('/api/send-contact-email', { ...payload, message: 'Sewage\u0000 backed up\u001B[2J.\nPlease call.' });
    expect(response.status).toBe(200);
    const [email] = await storedEmails(dev.sesUrl);
    expect(email?.body.text).toContain('Message:\nSewage backed up[2J.\nPlease call.\n');
    expect(email?.body.text).not.toContain('\u0000');
    expect(email?.body.text).not.toContain('\u001B');
  });

  it('passes the handlers’ error answers through', async () => {
    const invalid = await post('/api/subscribe-newsletter', { email: 'sam' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ ok: false, error: 'validation', fields: { email: 'invalid_email' } });

    const tooLarge = await post('/api/send-contact-email', { ...payload, message: 'a'.repeat(20_000) });
    expect(tooLarge.status).toBe(413);

    const get = await fetch(`${dev.url}/api/send-contact-email`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');

    // Not a textual type, so the body reaches the handler base64-encoded, as on a function URL.
    const binary = await fetch(`${dev.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array([0, 1, 2, 255]),
    });
    expect(binary.status).toBe(415);
    expect(await storedEmails(dev.sesUrl)).toEqual([]);
  });

  it('grants CORS to its own origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${dev.url}/api/send-contact-email`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const own = await preflight(dev.url);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(dev.url);
    expect(own.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');

    const foreign = await preflight('https://evil.example');
    expect(foreign.status).toBe(204);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the site with clean URLs and a real 404', async () => {
    const about = await fetch(`${dev.url}/about`);
    expect(about.status).toBe(200);
    expect(about.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(about.headers.get('cache-control')).toBe('no-cache');
    expect(await about.text()).toContain('<title>About</title>');

    const services = await fetch(`${dev.url}/services`);
    expect(await services.text()).toContain('<title>Services</title>');

    const home = await fetch(`${dev.url}/`);
    expect(await home.text()).toContain('<title>Home</title>');

    const missing = await fetch(`${dev.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>Not found</title>');
    expect((await fetch(`${dev.url}/faq`)).status).toBe(404);

    // Under /api/ a 404 stays JSON, as API Gateway answers it through CloudFront (staticSite.ts).
    const unknownRoute = await fetch(`${dev.url}/api/no-such-function`);
    expect(unknownRoute.status).toBe(404);
    expect(unknownRoute.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await unknownRoute.json()).toEqual({ ok: false, error: 'not_found' });
  });

  it.each(['/..%2f..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2f..%2fetc%2fhostname', '/.env'])(
    'refuses %s',
    async (rawPath) => {
      // fetch would normalise the dots away; a raw request sends the path as an attacker would.
      const status = await new Promise<number | undefined>((resolve, reject) => {
        get(`${dev.url}${rawPath}`, (response) => {
          response.resume();
          resolve(response.statusCode);
        }).on('error', reject);
      });
      expect(status).toBe(404);
    },
  );

  it('serves hashed assets gzipped and cached for a year', async () => {
    const asset = await fetch(`${dev.url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(asset.headers.get('content-length'))).toBeLessThan(200);
    expect(await asset.text()).toContain('x'.repeat(2000));

    const identity = await fetch(`${dev.url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(Number(identity.headers.get('content-length'))).toBeGreaterThan(2000);
  });

  it('answers a conditional request with 304', async () => {
    const first = await fetch(`${dev.url}/about`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await fetch(`${dev.url}/about`, { headers: { 'if-none-match': etag ?? '' } });
    expect(second.status).toBe(304);
  });
});
