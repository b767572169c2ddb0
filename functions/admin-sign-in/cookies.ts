/**
 * The sign-in's two cookies: the state's, which must survive GitHub's redirect, and the refresh
 * token's, which no script ever reads. API Gateway's payload v2 carries them apart from the headers.
 */
import type { HttpEvent, HttpResult } from '../forms/http';
import { getHeader } from '../forms/http';

/**
 * `__Host-`: the browser keeps these only when set over HTTPS with `Secure`, `Path=/` and no `Domain`,
 * so no other host of the domain (the public site) can set or overwrite them.
 */
export const stateCookie = '__Host-admin-sign-in';
export const refreshCookie = '__Host-admin-refresh';
/** What the editor holds as its refresh token: the real one is in `refreshCookie`. */
export const refreshTokenMarker = 'held-in-an-httponly-cookie';

/** Payload v2 moves the Cookie header into `cookies`; a local run may still send the header. */
export type SignInEvent = HttpEvent & { cookies?: string[] };
/** Payload v2 answers with `cookies`, one `Set-Cookie` value each. */
export type SignInAnswer = HttpResult & { cookies?: string[] };

/**
 * The state cookie must come back on GitHub's redirect, a top-level navigation from another site:
 * `SameSite=Lax`. The refresh cookie is only ever sent by the editor's own requests: `Strict`.
 */
export const cookie = (name: typeof stateCookie | typeof refreshCookie, value: string, maxAge: number) =>
  `${name}=${value}; Path=/; Max-Age=${maxAge}; Secure; HttpOnly; SameSite=${name === stateCookie ? 'Lax' : 'Strict'}`;

export function cookieValue(event: SignInEvent, name: string): string | undefined {
  const pairs = [...(event.cookies ?? []), ...(getHeader(event.headers, 'cookie') ?? '').split(';')];
  for (const pair of pairs) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name && value.join('=') !== '') return value.join('=');
  }
  return undefined;
}
