/**
 * The links in newsletter mails: sealed with a key only the functions know, so nobody can confirm or
 * unsubscribe an address by editing a URL, and nobody reading a URL (a log, a proxy) learns the
 * address. A confirmation link expires; an unsubscribe link does not.
 *
 * A link carries `t`, the address, the action and the times encrypted and authenticated together
 * (AES-256-GCM, with a key derived from the signing key), and `kid`, the key's id, bound to it. Links
 * sent before then carry the address in clear beside an HMAC (`email`, `expires`, `sig`): they are in
 * inboxes, so they still work (`checkLegacyLink`), until the key that signed them is two rotations old.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { defaultLang, isLang, type Lang } from '../contract/lang';
import type { KeyRing } from '../secrets/keyRing';
import type { SigningKey, SigningKeys } from '../secrets/signingKeys';

export type LinkAction = 'confirm' | 'unsubscribe';

export const linkPaths: Record<LinkAction, string> = {
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
};

/** How long a confirmation link works. */
export const confirmLinkDays = 7;

/**
 * A link names its key (`kid`) and the name is signed with the rest, so it cannot be pointed at
 * another key. A link from before keys had ids carries none and was signed without one.
 */
const signature = (key: SigningKey['key'], action: LinkAction, email: string, expires: string, kid: string | null) =>
  createHmac('sha256', key)
    .update(kid === null ? `${action}\n${email}\n${expires}` : `${action}\n${email}\n${expires}\n${kid}`)
    .digest('base64url');

/** What a link's token holds: the action, the address, when it expires (if it does) and was made. */
interface Sealed {
  a: LinkAction;
  e: string;
  x?: number;
  i: number;
}

const tokenKey = (key: SigningKey['key']) => Buffer.from(hkdfSync('sha256', key, '', 'newsletter link token', 32));

function seal(key: SigningKey, content: Sealed): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', tokenKey(key.key), iv);
  // The key's id is bound to the token: naming another key breaks it.
  cipher.setAAD(Buffer.from(key.id));
  const body = Buffer.concat([cipher.update(JSON.stringify(content), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

function unseal(key: SigningKey['key'], kid: string, token: string): Sealed | undefined {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length < 12 + 16 + 2) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', tokenKey(key), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(kid));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
    const content = JSON.parse(text) as Partial<Sealed>;
    return typeof content.e === 'string' && typeof content.a === 'string' && typeof content.i === 'number' ? (content as Sealed) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A link sealed with `key`, which the link names so that it still opens once that key is the previous
 * one. `expiresAt` undefined: the link never expires. `language` is the page's the link opens.
 * `issuedAt`: when it was made; a confirmation link made before an address unsubscribed cannot bring
 * it back.
 */
export function signedLink(
  origin: string,
  key: SigningKey,
  action: LinkAction,
  email: string,
  expiresAt: number | undefined,
  language: Lang,
  issuedAt: number = Date.now(),
): string {
  const url = new URL(linkPaths[action], origin);
  if (key.id !== '') url.searchParams.set('kid', key.id);
  url.searchParams.set('t', seal(key, { a: action, e: email, ...(expiresAt === undefined ? {} : { x: expiresAt }), i: issuedAt }));
  // Only picks the language of the page the link opens; it is not sealed, and changes nothing else.
  if (language !== defaultLang) url.searchParams.set('lang', language);
  return url.href;
}

/**
 * The language a link's page is shown in (`lang=es`). A link in the default language carries none,
 * and one edited to name a language the site does not have opens in the default language too.
 */
export function linkLanguage(query: URLSearchParams): Lang {
  const lang = query.get('lang');
  return isLang(lang) ? lang : defaultLang;
}

/** `issuedAt`: when a confirmation link was made (epoch milliseconds). */
export type LinkCheck = { ok: true; email: string; issuedAt?: number } | { ok: false; reason: 'invalid' | 'expired' };

const matches = (given: Buffer, expected: string) => {
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};

const day = 24 * 60 * 60_000;

/**
 * Whether a link's query carries a valid token (or, from before tokens, signature) for `action` by one
 * of `keys` and, if it expires, is still in time. A link with `kid` checks against that key only; one
 * without, against each key.
 */
export function checkLink(keys: SigningKeys, action: LinkAction, query: URLSearchParams, now: number): LinkCheck {
  const token = query.get('t');
  if (token === null) return checkLegacyLink(keys, action, query, now);
  const kid = query.get('kid');
  const candidates = kid === null ? keys.accepted : keys.accepted.filter((key) => key.id !== '' && key.id === kid);
  const content = candidates.map((key) => unseal(key.key, kid ?? '', token)).find((found) => found !== undefined);
  if (content === undefined || content.a !== action || content.e === '') return { ok: false, reason: 'invalid' };
  if (action === 'confirm' && !((content.x ?? 0) > now)) return { ok: false, reason: 'expired' };
  return action === 'confirm' ? { ok: true, email: content.e, issuedAt: content.i } : { ok: true, email: content.e };
}

/** A link from before tokens: the address in clear, an HMAC beside it. */
function checkLegacyLink(keys: SigningKeys, action: LinkAction, query: URLSearchParams, now: number): LinkCheck {
  const email = query.get('email') ?? '';
  const expires = query.get('expires') ?? '';
  const kid = query.get('kid');
  const given = Buffer.from(query.get('sig') ?? '');
  const candidates = kid === null ? keys.accepted : keys.accepted.filter((key) => key.id !== '' && key.id === kid);
  let valid = false;
  for (const { key } of candidates) valid = matches(given, signature(key, action, email, expires, kid)) || valid;
  if (email === '' || !valid) return { ok: false, reason: 'invalid' };
  if (action === 'confirm' && !(Number(expires) > now)) return { ok: false, reason: 'expired' };
  // Such a link did not say when it was made: its expiry less the time a confirmation link works.
  return action === 'confirm' ? { ok: true, email, issuedAt: Number(expires) - confirmLinkDays * day } : { ok: true, email };
}

/**
 * `checkLink` against the keys a warm function holds; a link naming a key they do not know makes it
 * read the keys again first (at most once a minute), since an instance started after a rotation signs
 * with a key this one has not seen.
 */
export async function verifyLink(ring: KeyRing<SigningKeys>, action: LinkAction, query: URLSearchParams, now: number): Promise<LinkCheck> {
  const kid = query.get('kid');
  const held = await ring.get();
  const known = kid === null || held.accepted.some((key) => key.id === kid);
  return checkLink(known ? held : await ring.reload(), action, query, now);
}
