import type { Language } from '../send-contact-email/contract';
/**
 * The links in newsletter mails: signed with a key only the functions know, so nobody can confirm or
 * unsubscribe an address by editing a URL. A confirmation link expires; an unsubscribe link does not.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkAction = 'confirm' | 'unsubscribe';

export const linkPaths: Record<LinkAction, string> = {
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
};

/** How long a confirmation link works. */
export const confirmLinkDays = 7;

const signature = (key: string, action: LinkAction, email: string, expires: string) =>
  createHmac('sha256', key).update(`${action}\n${email}\n${expires}`).digest('base64url');

export function signedLink(origin: string, key: string, action: LinkAction, email: string, expiresAt?: number, language: Language = 'en'): string {
  const expires = expiresAt === undefined ? '' : String(expiresAt);
  const url = new URL(linkPaths[action], origin);
  url.searchParams.set('email', email);
  if (expires) url.searchParams.set('expires', expires);
  url.searchParams.set('sig', signature(key, action, email, expires));
  // Only picks the language of the page the link opens; it is not signed, and changes nothing else.
  if (language !== 'en') url.searchParams.set('lang', language);
  return url.href;
}

/** The language a link's page is shown in (`lang=es`), English when it says none. */
export const linkLanguage = (query: URLSearchParams): Language => (query.get('lang') === 'es' ? 'es' : 'en');

export type LinkCheck = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether a link's query carries a valid signature for `action` and, if it expires, is still in time. */
export function checkLink(key: string, action: LinkAction, query: URLSearchParams, now: number): LinkCheck {
  const email = query.get('email') ?? '';
  const expires = query.get('expires') ?? '';
  const given = Buffer.from(query.get('sig') ?? '');
  const expected = Buffer.from(signature(key, action, email, expires));
  if (email === '' || given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (action === 'confirm' && !(Number(expires) > now)) return { ok: false, reason: 'expired' };
  return { ok: true, email };
}
