/**
 * The links in newsletter mails: signed with a key only the functions know, so nobody can confirm or
 * unsubscribe an address by editing a URL. A confirmation link expires; an unsubscribe link does not.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { defaultLang, isLang, type Lang } from '../../site/i18n/lang';
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

/**
 * A link signed with `key`, which the link names so that it still checks once that key is the previous
 * one. `expiresAt` undefined: the link never expires. `language` is the page's the link opens.
 */
export function signedLink(
  origin: string,
  key: SigningKey,
  action: LinkAction,
  email: string,
  expiresAt: number | undefined,
  language: Lang,
): string {
  const expires = expiresAt === undefined ? '' : String(expiresAt);
  const kid = key.id === '' ? null : key.id;
  const url = new URL(linkPaths[action], origin);
  url.searchParams.set('email', email);
  if (expires) url.searchParams.set('expires', expires);
  if (kid !== null) url.searchParams.set('kid', kid);
  url.searchParams.set('sig', signature(key.key, action, email, expires, kid));
  // Only picks the language of the page the link opens; it is not signed, and changes nothing else.
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

export type LinkCheck = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' };

const matches = (given: Buffer, expected: string) => {
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};

/**
 * Whether a link's query carries a valid signature for `action` by one of `keys` and, if it expires,
 * is still in time. A link with `kid` checks against that key only; one without, against each key.
 */
export function checkLink(keys: SigningKeys, action: LinkAction, query: URLSearchParams, now: number): LinkCheck {
  const email = query.get('email') ?? '';
  const expires = query.get('expires') ?? '';
  const kid = query.get('kid');
  const given = Buffer.from(query.get('sig') ?? '');
  const candidates = kid === null ? keys.accepted : keys.accepted.filter((key) => key.id !== '' && key.id === kid);
  let valid = false;
  for (const { key } of candidates) valid = matches(given, signature(key, action, email, expires, kid)) || valid;
  if (email === '' || !valid) return { ok: false, reason: 'invalid' };
  if (action === 'confirm' && !(Number(expires) > now)) return { ok: false, reason: 'expired' };
  return { ok: true, email };
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
