// @vitest-environment node
/**
 * The newsletter against what a bot does: one client signing up address after address, and anyone
 * signing up an address that has left the list. Through the dev server, against dynalite and the
 * SES emulator, with the deployed limits (the cap of confirmation mails an hour, the sign-ups per client).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../functions/dev-server';
import { startDevServer, subscriberTableName } from '../../functions/dev-server';
import { localDynamoClient } from '../../functions/dev/localDynamo';
import { signupsPerClientHour } from '../../functions/subscribe-newsletter/handler';
import { newsletterCopy } from '../../functions/subscribe-newsletter/copy';
import { dynamoSubscriberStore } from '../../functions/subscribe-newsletter/subscriberStore';
import { answerMs } from './newsletterSupport';

interface Mail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string };
}

let server: DevServer;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  server = await startDevServer({
    port: 0,
    sesPort: 0,
    retryIntervalMs: 0,
    // Every accepted sign-up is answered after this long, whatever it did: the newsletter's other files'
    // time (newsletterSupport.ts), the mail's room on a busy machine. At one second, with a third
    // process competing for the two cores, all five mails missed it. The limits below are the deployed ones.
    newsletterAnswerMs: answerMs,
    // The web ACL's per-client rule (20 requests to /api/ in 5 minutes) would stop this bot first:
    // lifted here, so that what is seen is the sign-up function's own limit, which holds without it.
    perClientApiLimit: { requests: 10_000, windowSeconds: 300 },
    log: (line) => lines.push(line as unknown as Record<string, unknown>),
  });
});
afterAll(async () => {
  await server.close();
});

/** A sign-up from the given loopback address: 127.0.0.2 is another client than 127.0.0.1. */
function signUpFrom(localAddress: string, email: string): Promise<{ status: number; body: string; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/subscribe-newsletter', server.url);
    const body = JSON.stringify({ email });
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', Origin: server.url, 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ...(res.headers['retry-after'] ? { retryAfter: String(res.headers['retry-after']) } : {}) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const mails = async (predicate: (mail: Mail) => boolean) =>
  ((await (await fetch(`${server.sesUrl}/store`)).json()) as { emails: Mail[] }).emails.filter(predicate);
const linkIn = (mail: Mail | undefined) => /https?:\/\/\S+/.exec(mail?.body.text ?? '')?.[0] ?? '';
const subscribers = () => dynamoSubscriberStore(localDynamoClient(server.dynamoUrl), subscriberTableName);

describe('one client signing up address after address', () => {
  it('gets its first few mailed and the rest refused, and leaves the hour\'s cap to everyone else: another client\'s sign-up gets its mail', async () => {
    const run = Date.now();
    const bot = Array.from({ length: 110 }, (_, index) => `bot-${run}-${index}@example.net`);
    const answers: { status: number; body: string; retryAfter?: string }[] = [];
    for (let first = 0; first < bot.length; first += 10) {
      answers.push(...(await Promise.all(bot.slice(first, first + 10).map((email) => signUpFrom('127.0.0.1', email)))));
    }
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted).toHaveLength(signupsPerClientHour);
    expect(refused).toHaveLength(110 - signupsPerClientHour);
    for (const answer of refused) {
      expect(JSON.parse(answer.body)).toEqual({ ok: false, error: 'rate_limited' });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(3600);
    }
    const botMails = await mails((mail) => mail.destination.to.some((to) => to.startsWith(`bot-${run}-`)));
    expect(botMails, JSON.stringify(lines.filter((line) => line.status === 200).map((line) => line.outcome))).toHaveLength(signupsPerClientHour);
    expect(lines.filter((line) => line.outcome === 'client_limited')).toHaveLength(110 - signupsPerClientHour);

    const person = `person-${run}@example.net`;
    const answer = await signUpFrom('127.0.0.2', person);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
    const [mail] = await mails((candidate) => candidate.destination.to.includes(person));
    expect(mail?.subject).toBe(newsletterCopy.confirmSubject);
    // The per-client counters in the list's table hold no network address.
    const scanned = JSON.stringify(await subscribers().get(person));
    expect(scanned).not.toContain('127.0.0');
  }, 60_000);
});

describe('an address that left the list', () => {
  it('stays unsubscribed when signed up again: one confirmation mail, and nothing more without its link', async () => {
    const address = `returning-${Date.now()}@example.net`;
    const mine = () => mails((mail) => mail.destination.to.includes(address));
    expect((await signUpFrom('127.0.0.3', address)).status).toBe(200);
    await fetch(linkIn((await mine())[0]), { method: 'POST' });
    const welcome = (await mine()).find((mail) => mail.subject === newsletterCopy.welcomeSubject);
    expect((await fetch(linkIn(welcome), { method: 'POST' })).status).toBe(200);
    expect((await subscribers().get(address))?.status).toBe('unsubscribed');
    const before = (await mine()).length;

    // Signed up again by anyone: one mail with a new link, and the address is still unsubscribed,
    // with no expiry that would forget it.
    expect((await signUpFrom('127.0.0.4', address)).status).toBe(200);
    const after = await mine();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.subject).toBe(newsletterCopy.confirmSubject);
    const kept = await subscribers().get(address);
    expect(kept?.status).toBe('unsubscribed');
    expect(kept?.expiresAt).toBeUndefined();
    expect((await subscribers().confirmed()).map((subscriber) => subscriber.email)).not.toContain(address);

    // Again and again: nothing more reaches the inbox.
    for (const from of ['127.0.0.5', '127.0.0.6']) expect((await signUpFrom(from, address)).status).toBe(200);
    expect(await mine()).toHaveLength(before + 1);

    // Only the new link, from that inbox, brings the address back.
    const link = linkIn(after.at(-1));
    expect(new URL(link).search).not.toContain(encodeURIComponent(address));
    expect(new URL(link).search).not.toContain(address);
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
    expect((await subscribers().get(address))?.status).toBe('confirmed');
  }, 60_000);
});
