// @vitest-environment node
/**
 * The newsletter list with double opt-in, through the dev server against dynalite and the SES
 * emulator: what a subscriber's inbox and the owner's export see.
 */
import { describe, expect, it } from 'vitest';
import { localSigningKey, subscriberTableName } from '../../functions/dev-server';
import { localDynamoClient } from '../../functions/dev/localDynamo';
import { newsletterCopy, newsletterCopyIn } from '../../functions/subscribe-newsletter/copy';
import { signedLink } from '../../functions/subscribe-newsletter/links';
import { newsletterServer } from './newsletterSupport';

const { server, mails, signUp, linkIn, subscribers, exported } = newsletterServer();

describe('newsletter sign-up with double opt-in', () => {
  it('confirms an address only through the signed link, with a page for each step and a welcome mail that can unsubscribe', async () => {
    const address = 'sam@example.net';
    const response = await signUp('Sam@Example.net');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [confirmation] = await mails(address);
    expect(confirmation?.subject).toBe(newsletterCopy.confirmSubject);
    expect(await exported()).not.toContain(address);

    // Opening the link shows a button and changes nothing (a mail scanner may open every link).
    const link = linkIn(confirmation);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(newsletterCopy.pages.confirm.button);
    // The URL carries the address and its signature: nothing may send it on as a Referer.
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect((await subscribers().get(address))?.status).toBe('pending');

    const confirmed = await fetch(link, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(newsletterCopy.pages.confirmed.title);
    expect(await exported()).toContain(address);
    const welcome = (await mails(address)).find((mail) => mail.subject === newsletterCopy.welcomeSubject);
    expect(linkIn(welcome)).toContain('/api/newsletter/unsubscribe?');
  });

  it('answers a sign-up from the Spanish site in Spanish: its mails, its pages and its link home', async () => {
    const address = 'lucia@example.net';
    const spanish = newsletterCopyIn.es;
    expect((await signUp(address, 'es')).status).toBe(200);
    const [confirmation] = await mails(address);
    expect(confirmation?.subject).toBe(spanish.confirmSubject);
    expect(confirmation?.body.text).toContain('Confirme que este es su correo');
    expect((await subscribers().get(address))?.language).toBe('es');

    const link = linkIn(confirmation);
    expect(new URL(link).searchParams.get('lang')).toBe('es');
    const html = await (await fetch(link)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(spanish.pages.confirm.button);
    expect(html).toContain(`href="${server.url}/es"`);

    expect(await (await fetch(link, { method: 'POST' })).text()).toContain(spanish.pages.confirmed.title);
    const welcome = (await mails(address)).find((mail) => mail.subject === spanish.welcomeSubject);
    expect(new URL(linkIn(welcome)).searchParams.get('lang')).toBe('es');
  });

  it('answers a repeated sign-up the same way, sending no second mail and never saying the address is known', async () => {
    const address = 'repeat@example.net';
    const first = await signUp(address);
    const second = await signUp(address);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await first.json());
    expect(await mails(address)).toHaveLength(1);

    await fetch(linkIn((await mails(address))[0]), { method: 'POST' });
    const again = await signUp(address);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    // The confirmation and the welcome; nothing for the sign-up of an address already on the list.
    expect((await mails(address)).map((mail) => mail.subject)).toEqual([newsletterCopy.confirmSubject, newsletterCopy.welcomeSubject]);
  });

  it('shows a clear page for an expired or tampered link, and changes nothing', async () => {
    const address = 'late@example.net';
    await signUp(address);
    const expired = signedLink(server.url, localSigningKey, 'confirm', address, Date.now() - 1000, 'en');
    for (const method of ['GET', 'POST']) {
      const response = await fetch(expired, { method });
      expect(response.status).toBe(410);
      expect(await response.text()).toContain(newsletterCopy.pages.expired.title);
    }
    const original = new URL(linkIn((await mails(address))[0]));
    const token = original.searchParams.get('t') ?? '';
    // One character of the sealed token changed.
    original.searchParams.set('t', `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`);
    const tampered = original.href;
    const refused = await fetch(tampered, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(newsletterCopy.pages.invalid.title);
    expect((await subscribers().get(address))?.status).toBe('pending');
    expect(await exported()).not.toContain(address);
  });

  it('takes an unsubscribed address off the list for good: an old confirmation link cannot put it back', async () => {
    const address = 'leaving@example.net';
    await signUp(address);
    const confirmLink = linkIn((await mails(address))[0]);
    await fetch(confirmLink, { method: 'POST' });
    const unsubscribeLink = linkIn((await mails(address)).find((mail) => mail.subject === newsletterCopy.welcomeSubject));
    const before = (await mails(address)).length;

    const response = await fetch(unsubscribeLink, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(newsletterCopy.pages.unsubscribed.title);
    expect(await exported()).not.toContain(address);

    const replay = await fetch(confirmLink, { method: 'POST' });
    expect(replay.status).toBe(400);
    expect(await exported()).not.toContain(address);
    expect(await mails(address)).toHaveLength(before);
  });
});

// After the sign-ups above, so that the export has confirmed addresses to write and a pending one to leave out.
describe('npm run subscribers:export', () => {
  it('writes only confirmed addresses, as CSV a spreadsheet reads without running anything', async () => {
    const { exportSubscribers, subscribersCsv } = await import('../../functions/subscribe-newsletter/exportSubscribers');
    const { mkdtemp, readFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    await signUp('pending-only@example.net');
    const dir = await mkdtemp(path.join(tmpdir(), 'export-'));
    try {
      const file = path.join(dir, 'subscribers.csv');
      const count = await exportSubscribers({ client: localDynamoClient(server.dynamoUrl), tableName: subscriberTableName, file });
      const lines = (await readFile(file, 'utf8')).trimEnd().split('\r\n');
      expect(lines[0]).toBe('email,language,signed_up_at,confirmed_at');
      expect(lines).toHaveLength(count + 1);
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(await exported());
      expect(lines.join('\n')).not.toContain('pending-only@example.net');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(
      subscribersCsv([{ email: '=cmd@example.net', status: 'confirmed', language: 'es', signedUpAt: 'a,b', lastConfirmationSentAt: 0 }]),
    ).toBe("email,language,signed_up_at,confirmed_at\r\n'=cmd@example.net,es,\"a,b\",\r\n");
  });
});
