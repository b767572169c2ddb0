// @vitest-environment node
/**
 * The newsletter links' signatures across rotations of their key: the key ring read from a
 * Secrets Manager secret, rotated by the rotation function's own steps.
 */
import { createHmac } from 'node:crypto';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import { keyRingMaxAgeMs, keyRingMinReloadMs } from '../../functions/secrets/keyRing';
import { createRotationHandler } from '../../functions/secrets/rotation';
import type { SigningKey } from '../../functions/secrets/signingKeys';
import { signingKeyRing, signingKeyRotation, signingKeysFrom, singleSigningKey } from '../../functions/secrets/signingKeys';
import type { SubscriberStore } from '../../functions/subscribe-newsletter/subscriberStore';
import { createLinkHandler } from '../../functions/subscribe-newsletter/linkHandler';
import { checkLink, confirmLinkDays, signedLink, verifyLink } from '../../functions/subscribe-newsletter/links';
import { fakeSecretsManager, secretArn } from './fakeSecretsManager';

const origin = 'https://www.example.com';
const email = 'sam@example.net';
const now = 1_800_000_000_000;
const k1: SigningKey = { id: 'k1', key: 'a'.repeat(48) };
const query = (link: string) => new URL(link).searchParams;
const unsubscribeLink = (key: SigningKey) => signedLink(origin, key, 'unsubscribe', email, undefined, 'en');

/** A secret holding `k1`, its key ring as a warm function holds it, and the rotation function. */
async function setup() {
  const secrets = fakeSecretsManager(JSON.stringify(k1));
  const clock = { now };
  const ring = await signingKeyRing(secrets.client, secretArn, { clock: () => clock.now });
  const rotate = async () => {
    await secrets.rotate(createRotationHandler(secrets.client, signingKeyRotation, () => undefined));
    clock.now += keyRingMaxAgeMs;
  };
  const reads = () => secrets.mock.commandCalls(GetSecretValueCommand).length;
  return { secrets, clock, ring, rotate, reads };
}

/** A link as mails carried it before links were sealed: the address in clear, an HMAC beside it. */
function oldFormatLink(key: SigningKey, action: 'confirm' | 'unsubscribe', address: string, expires: string): string {
  const kid = key.id === '' ? null : key.id;
  const signed = kid === null ? `${action}\n${address}\n${expires}` : `${action}\n${address}\n${expires}\n${kid}`;
  const url = new URL(`/api/newsletter/${action}`, origin);
  url.searchParams.set('email', address);
  if (expires) url.searchParams.set('expires', expires);
  if (kid !== null) url.searchParams.set('kid', kid);
  url.searchParams.set('sig', createHmac('sha256', key.key).update(signed).digest('base64url'));
  return url.href;
}

describe('sealed newsletter links', () => {
  it('carry no address a log or a proxy could read, only a token and the key id', () => {
    const link = new URL(signedLink(origin, k1, 'confirm', email, now + 1000, 'es', now));
    expect([...link.searchParams.keys()].sort()).toEqual(['kid', 'lang', 't']);
    expect(link.href).not.toContain('sam');
    expect(Buffer.from(link.searchParams.get('t') ?? '', 'base64url').toString('latin1')).not.toContain('sam@');
    // Two links for one address are two different tokens.
    expect(signedLink(origin, k1, 'confirm', email, now + 1000, 'es', now)).not.toBe(link.href);
  });

  it('refuse a token with one character changed', () => {
    const link = new URL(unsubscribeLink(k1));
    const token = link.searchParams.get('t') ?? '';
    for (const at of [0, 20, token.length - 1]) {
      const tampered = new URLSearchParams(link.searchParams);
      tampered.set('t', `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`);
      expect(checkLink(singleSigningKey(k1), 'unsubscribe', tampered, now)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('keep the links already in inboxes working: the old format, with the address in clear, still verifies and still refuses a forgery', async () => {
    const { ring, rotate } = await setup();
    const unsubscribe = query(oldFormatLink(k1, 'unsubscribe', email, ''));
    expect(await verifyLink(ring, 'unsubscribe', unsubscribe, now)).toEqual({ ok: true, email });
    const confirm = query(oldFormatLink(k1, 'confirm', email, String(now + 1000)));
    // It did not say when it was made: its expiry less the days a confirmation link works.
    expect(await verifyLink(ring, 'confirm', confirm, now)).toEqual({ ok: true, email, issuedAt: now + 1000 - confirmLinkDays * 86_400_000 });
    expect(await verifyLink(ring, 'confirm', confirm, now + 1000)).toEqual({ ok: false, reason: 'expired' });
    const other = query(oldFormatLink(k1, 'unsubscribe', email, ''));
    other.set('email', 'other@example.net');
    expect(await verifyLink(ring, 'unsubscribe', other, now)).toEqual({ ok: false, reason: 'invalid' });
    await rotate();
    expect(await verifyLink(ring, 'unsubscribe', unsubscribe, now)).toEqual({ ok: true, email });
  });
});

describe('signed newsletter links', () => {
  it('name their key and verify with it', () => {
    const link = unsubscribeLink(k1);
    expect(query(link).get('kid')).toBe('k1');
    expect(checkLink(singleSigningKey(k1), 'unsubscribe', query(link), now)).toEqual({ ok: true, email });
    // Signed for one action, the link does nothing for the other.
    expect(checkLink(singleSigningKey(k1), 'confirm', query(link), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('still expire, and keep the language out of the signature', () => {
    const keys = singleSigningKey(k1);
    const link = signedLink(origin, k1, 'confirm', email, now + 1000, 'es', now - 5);
    expect(checkLink(keys, 'confirm', query(link), now)).toEqual({ ok: true, email, issuedAt: now - 5 });
    expect(checkLink(keys, 'confirm', query(link.replace('lang=es', 'lang=en')), now)).toEqual({ ok: true, email, issuedAt: now - 5 });
    expect(checkLink(keys, 'confirm', query(link), now + 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('verify after a rotation, signed with what is then the previous key; new links carry the new key', async () => {
    const { ring, rotate } = await setup();
    const old = unsubscribeLink((await ring.get()).current);
    await rotate();
    const keys = await ring.get();
    expect(keys.current.id).not.toBe('k1');
    expect(keys.accepted.map((key) => key.id)).toEqual([keys.current.id, 'k1']);
    expect(await verifyLink(ring, 'unsubscribe', query(old), now)).toEqual({ ok: true, email });
    const fresh = unsubscribeLink(keys.current);
    expect(query(fresh).get('kid')).toBe(keys.current.id);
    expect(await verifyLink(ring, 'unsubscribe', query(fresh), now)).toEqual({ ok: true, email });
  });

  it('are invalid once their key is two rotations back', async () => {
    const { ring, rotate } = await setup();
    const old = unsubscribeLink(k1);
    await rotate();
    await rotate();
    expect((await ring.get()).accepted.map((key) => key.id)).not.toContain('k1');
    expect(await verifyLink(ring, 'unsubscribe', query(old), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('are invalid with their kid changed, to another held key or to one nobody knows', async () => {
    const { ring, rotate } = await setup();
    await rotate();
    const { current } = await ring.get();
    const link = unsubscribeLink(current);
    for (const kid of ['k1', 'k2', '']) {
      const tampered = query(link);
      tampered.set('kid', kid);
      expect(await verifyLink(ring, 'unsubscribe', tampered, now), kid).toEqual({ ok: false, reason: 'invalid' });
    }
    // Signed with k1 but naming the current key.
    const relabelled = query(unsubscribeLink(k1));
    relabelled.set('kid', current.id);
    expect(await verifyLink(ring, 'unsubscribe', relabelled, now)).toEqual({ ok: false, reason: 'invalid' });
    // The kid is signed: one added to a link signed without it, or taken off one, breaks the signature.
    const added = query(signedLink(origin, { id: '', key: k1.key }, 'unsubscribe', email, undefined, 'en'));
    added.set('kid', 'k1');
    const removed = query(unsubscribeLink(current));
    removed.delete('kid');
    for (const tampered of [added, removed]) expect(await verifyLink(ring, 'unsubscribe', tampered, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('verify without a kid (signed before keys had ids) against each key held', async () => {
    const { ring, rotate } = await setup();
    const legacy = query(signedLink(origin, { id: '', key: k1.key }, 'unsubscribe', email, undefined, 'en'));
    expect(legacy.has('kid')).toBe(false);
    expect(await verifyLink(ring, 'unsubscribe', legacy, now)).toEqual({ ok: true, email });
    await rotate();
    expect(await verifyLink(ring, 'unsubscribe', legacy, now)).toEqual({ ok: true, email });
    const forged = query(signedLink(origin, { id: '', key: 'b'.repeat(48) }, 'unsubscribe', email, undefined, 'en'));
    expect(await verifyLink(ring, 'unsubscribe', forged, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('verify without a kid against the plain key the secret held before it became JSON', () => {
    const plain = 'P'.repeat(48);
    const keys = signingKeysFrom({ AWSCURRENT: JSON.stringify(k1), AWSPREVIOUS: plain });
    const legacy = query(signedLink(origin, { id: '', key: plain }, 'unsubscribe', email, undefined, 'en'));
    expect(checkLink(keys, 'unsubscribe', legacy, now)).toEqual({ ok: true, email });
    // That key has no id, so no link naming one can reach it.
    legacy.set('kid', '');
    expect(checkLink(keys, 'unsubscribe', legacy, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(() => signingKeysFrom({ AWSCURRENT: plain })).toThrow(/not JSON/);
  });

  it('read the keys again for a kid the warm function does not know, at most once a minute', async () => {
    const { secrets, clock, ring, reads } = await setup();
    clock.now += keyRingMinReloadMs;
    // Another instance, started after a rotation this one has not seen, signs with the new key.
    await secrets.rotate(createRotationHandler(secrets.client, signingKeyRotation, () => undefined));
    const newer = JSON.parse(secrets.stageValue('AWSCURRENT') ?? '') as SigningKey;
    const before = reads();
    expect(await verifyLink(ring, 'unsubscribe', query(unsubscribeLink(newer)), now)).toEqual({ ok: true, email });
    expect(reads() - before).toBe(2);
    // Known now: no further read.
    expect(await verifyLink(ring, 'unsubscribe', query(unsubscribeLink(newer)), now)).toEqual({ ok: true, email });
    const forged = unsubscribeLink({ id: 'k-forged', key: 'c'.repeat(48) });
    expect(await verifyLink(ring, 'unsubscribe', query(forged), now)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyLink(ring, 'unsubscribe', query(forged), now)).toEqual({ ok: false, reason: 'invalid' });
    expect(reads() - before).toBe(2);
  });

  it('open their page in a warm function that has not seen the rotation yet', async () => {
    const { secrets, clock, ring } = await setup();
    clock.now += keyRingMinReloadMs;
    await secrets.rotate(createRotationHandler(secrets.client, signingKeyRotation, () => undefined));
    const newer = JSON.parse(secrets.stageValue('AWSCURRENT') ?? '') as SigningKey;
    const link = new URL(signedLink(origin, newer, 'confirm', email, now + 60_000, 'en'));
    const handler = createLinkHandler({
      config: { recipient: 'inbox@example.com', sender: 'website@example.com', allowedOrigins: [origin] },
      sendEmail: () => Promise.reject(new Error('no mail expected')),
      log: () => undefined,
      list: { subscribers: {} as SubscriberStore, signingKeys: ring, siteOrigin: origin, clock: () => now },
    });
    const page = await handler({ rawPath: link.pathname, rawQueryString: link.search.slice(1), requestContext: { http: { method: 'GET' } } });
    expect(page.statusCode).toBe(200);
  });
});
