/**
 * What the sign-in answers: the handshake page the popup shows (page.ts), which always clears the
 * state's cookie, or JSON for the editor's refresh; never cached, never sending a referrer.
 */
import { handshakeContentSecurityPolicy, handshakePage } from './page';
import type { SignInResult } from './page';
import { cookie, stateCookie, type SignInAnswer } from './cookies';

export const commonHeaders = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' };

export function pageResponse(statusCode: number, result: SignInResult, cookies: string[] = []): SignInAnswer {
  return {
    statusCode,
    headers: { ...commonHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': handshakeContentSecurityPolicy },
    // The state is spent either way: a second try starts again from the editor.
    cookies: [cookie(stateCookie, '', 0), ...cookies],
    body: handshakePage(result),
  };
}

export const jsonAnswer = (statusCode: number, body: object, cookies: string[] = []): SignInAnswer => ({
  statusCode,
  headers: { ...commonHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  ...(cookies.length === 0 ? {} : { cookies }),
  body: JSON.stringify(body),
});
