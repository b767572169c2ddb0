/**
 * The page that ends a sign-in in the editor's popup. The editor (Sveltia CMS, and Decap CMS before it)
 * listens for "authorizing:github" from the popup's origin, answers it with the same message, and then
 * takes `authorization:github:success:{"token":...,"refreshToken":...}` (or `:error:{...}`) as the
 * result: Sveltia reads `token`, `refreshToken` and `error` (its backends/git/shared/auth.js), Decap
 * `token` and `message` (decap-cms-lib-auth). The page speaks only to its own origin, the editor's: the
 * callback is on the editor's domain, so no other window can receive the token.
 *
 * Its one script is fixed text, allowed by its hash; the message it sends is data in an attribute.
 */
import { createHash } from 'node:crypto';
import { serializeCsp } from '../contract/contentSecurityPolicy';

export const provider = 'github';

const handshakeScript = `(() => {
  const opener = window.opener;
  const message = document.body.dataset.message;
  if (!opener || !message) return;
  const origin = location.origin;
  let sent = false;
  window.addEventListener('message', (event) => {
    if (sent || event.origin !== origin || event.source !== opener || event.data !== 'authorizing:${provider}') return;
    sent = true;
    opener.postMessage(message, origin);
  });
  opener.postMessage('authorizing:${provider}', origin);
})();`;

export const handshakeScriptHash = `'sha256-${createHash('sha256').update(handshakeScript, 'utf8').digest('base64')}'`;

/** Nothing but the handshake script runs; nothing is loaded, framed, or posted anywhere. */
export const handshakeContentSecurityPolicy = serializeCsp({
  'default-src': ["'none'"],
  'script-src': [handshakeScriptHash],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A signed-in editor gets its token, and in place of GitHub's refresh token this marker: the refresh
 * token stays in an HttpOnly cookie no script can read, and the editor, seeing a refresh token, asks
 * the refresh path for a new token when GitHub refuses an expired one.
 */
export type SignInResult = { token: string; refreshToken: string } | { error: string };

/** The message the editor reads after the prefix; an error in both editors' words. */
export function handshakeMessage(result: SignInResult): string {
  return 'token' in result
    ? `authorization:${provider}:success:${JSON.stringify({ token: result.token, refreshToken: result.refreshToken, provider })}`
    : `authorization:${provider}:error:${JSON.stringify({ provider, error: result.error, message: result.error })}`;
}

export function handshakePage(result: SignInResult): string {
  const status = 'token' in result ? 'Signed in. This window closes by itself.' : `Sign-in failed: ${result.error}`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta name="robots" content="noindex">',
    '<title>Signing in to the editor</title></head>',
    `<body data-message="${escapeHtml(handshakeMessage(result))}">`,
    `<p>${escapeHtml(status)}</p>`,
    `<script>${handshakeScript}</script>`,
    '</body>',
    '</html>',
  ].join('\n');
}
