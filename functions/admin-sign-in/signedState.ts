/**
 * The `state` a sign-in carries to GitHub and back: signed here with a key derived from the app's
 * client secret, short-lived, and bound to this browser's cookie, so a callback nobody started here is
 * refused before any code is traded.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GitHubApp } from './githubApp';

/** A sign-in must come back from GitHub within this time. */
export const stateLifetimeSeconds = 600;

export const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** A key for states only, derived from the client secret: no second secret to keep. */
const stateKey = (app: GitHubApp) => createHmac('sha256', app.clientSecret).update('admin-sign-in state').digest();

const mac = (app: GitHubApp, payload: string) => base64url(createHmac('sha256', stateKey(app)).update(payload).digest());

export function signState(app: GitHubApp, nonce: string, expiresAt: number): string {
  const payload = `${expiresAt}.${nonce}`;
  return `${payload}.${mac(app, payload)}`;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The nonce of `state` when it was signed here, has not expired, and is this browser's cookie's;
 * whether it was already used is the store's to say.
 */
export function verifiedNonce(app: GitHubApp, state: string, cookieNonce: string | undefined, nowSeconds: number): string | undefined {
  const [expires, nonce, signature, ...rest] = state.split('.');
  if (rest.length > 0 || expires === undefined || nonce === undefined || signature === undefined || cookieNonce === undefined) return undefined;
  if (!sameText(signature, mac(app, `${expires}.${nonce}`))) return undefined;
  const expiresAt = Number(expires);
  return Number.isInteger(expiresAt) && nowSeconds <= expiresAt && sameText(nonce, cookieNonce) ? nonce : undefined;
}
