/**
 * Sign-in to the office's editor with GitHub (Decap's GitHub backend, OAuth web flow):
 * - `GET start?provider=github&scope=repo` sends the popup to GitHub's authorize page with a `state`
 *   signed by this function, short-lived, and bound to a cookie set on the same answer;
 * - `GET callback?code&state` checks that state against the cookie, trades the code for a token at
 *   GitHub, and answers the page that hands the token to the editor (page.ts).
 * The only place it redirects to is GitHub's authorize URL, with the callback URL of the deployment:
 * nothing in a request chooses where a person or a token goes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeyRing } from '../secrets/keyRing';
import type { LambdaHandler } from '../send-contact-email/handler';
import type { HttpEvent, HttpResult } from '../send-contact-email/http';
import { getHeader } from '../send-contact-email/http';
import { handshakeContentSecurityPolicy, handshakePage, provider } from './page';
import type { SignInResult } from './page';
import { signInPaths, signInPrefix } from './paths';

/** The GitHub OAuth app, as stored in its secret: `{ "clientId": "...", "clientSecret": "..." }`. */
export interface OAuthApp {
  clientId: string;
  clientSecret: string;
}

/**
 * The secret's value. The stack creates it with an empty `clientId` (and a random `clientSecret`) until
 * the owner puts the OAuth app's; the function then answers that sign-in is not set up.
 */
export function parseOAuthApp(value: string): OAuthApp {
  const parsed = JSON.parse(value) as Partial<Record<keyof OAuthApp, unknown>>;
  if (typeof parsed.clientId !== 'string' || typeof parsed.clientSecret !== 'string' || parsed.clientSecret === '') {
    throw new Error('The sign-in secret must be JSON with the strings clientId and clientSecret.');
  }
  return { clientId: parsed.clientId, clientSecret: parsed.clientSecret };
}

export const githubAuthorizeUrl = 'https://github.com/login/oauth/authorize';
export const githubTokenUrl = 'https://github.com/login/oauth/access_token';

/** A sign-in must come back from GitHub within this time. */
export const stateLifetimeSeconds = 600;
/** `__Secure-`: browsers keep it only when set over HTTPS with `Secure`. */
export const stateCookie = '__Secure-admin-sign-in';
/** The scopes Decap asks for: `repo`, or `public_repo` for open authoring. Nothing else is granted. */
const allowedScopes = new Set(['repo', 'public_repo']);
const tokenExchangeTimeoutMs = 5_000;

export type SignInOutcome =
  | 'redirected'
  | 'signed_in'
  | 'bad_request'
  | 'state_refused'
  | 'github_refused'
  | 'github_unreachable'
  | 'not_configured'
  | 'method_not_allowed';

export interface SignInLogLine {
  outcome: SignInOutcome;
  status: number;
  durationMs: number;
  /** GitHub's error code (`access_denied`, `bad_verification_code`...), never its token. */
  githubError?: string;
}

export interface SignInDeps {
  app: KeyRing<OAuthApp>;
  /** `https://<site>/api/admin-sign-in/callback`, registered as the OAuth app's callback URL. */
  callbackUrl: string;
  /** @default GitHub's; the tests' stand-in listens on 127.0.0.1. */
  tokenUrl?: string;
  log: (line: SignInLogLine) => void;
  /** Epoch milliseconds. */
  clock?: () => number;
}

/** Payload v2 moves the Cookie header into `cookies`; a local run may still send the header. */
type SignInEvent = HttpEvent & { cookies?: string[] };

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** A key for states only, derived from the client secret: no second secret to keep. */
const stateKey = (app: OAuthApp) => createHmac('sha256', app.clientSecret).update('admin-sign-in state').digest();

const mac = (app: OAuthApp, payload: string) => base64url(createHmac('sha256', stateKey(app)).update(payload).digest());

export function signState(app: OAuthApp, nonce: string, expiresAt: number): string {
  const payload = `${expiresAt}.${nonce}`;
  return `${payload}.${mac(app, payload)}`;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Whether `state` was signed here, has not expired, and carries the nonce of this browser's cookie. */
export function stateIsValid(app: OAuthApp, state: string, cookieNonce: string | undefined, nowSeconds: number): boolean {
  const [expires, nonce, signature, ...rest] = state.split('.');
  if (rest.length > 0 || expires === undefined || nonce === undefined || signature === undefined || cookieNonce === undefined) return false;
  if (!sameText(signature, mac(app, `${expires}.${nonce}`))) return false;
  const expiresAt = Number(expires);
  return Number.isInteger(expiresAt) && nowSeconds <= expiresAt && sameText(nonce, cookieNonce);
}

function cookieValue(event: SignInEvent, name: string): string | undefined {
  const pairs = [...(event.cookies ?? []), ...(getHeader(event.headers, 'cookie') ?? '').split(';')];
  for (const pair of pairs) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const cookie = (value: string, maxAge: number) =>
  `${stateCookie}=${value}; Path=${signInPrefix}; Max-Age=${maxAge}; Secure; HttpOnly; SameSite=Lax`;

const commonHeaders = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' };

function pageResponse(statusCode: number, result: SignInResult): HttpResult {
  return {
    statusCode,
    headers: {
      ...commonHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': handshakeContentSecurityPolicy,
      // The state is spent either way: a second try starts again from the editor.
      'Set-Cookie': cookie('', 0),
    },
    body: handshakePage(result),
  };
}

interface TokenAnswer {
  access_token?: unknown;
  error?: unknown;
  error_description?: unknown;
}

export function createSignInHandler(deps: SignInDeps): LambdaHandler {
  const clock = deps.clock ?? Date.now;
  const tokenUrl = deps.tokenUrl ?? githubTokenUrl;

  const start = (app: OAuthApp, query: URLSearchParams): [SignInOutcome, HttpResult] => {
    const scope = query.get('scope') ?? 'repo';
    if (query.get('provider') !== provider || !allowedScopes.has(scope)) {
      return ['bad_request', pageResponse(400, { error: 'This sign-in only works from the editor.' })];
    }
    const nonce = base64url(randomBytes(32));
    const state = signState(app, nonce, Math.floor(clock() / 1000) + stateLifetimeSeconds);
    const authorize = new URL(githubAuthorizeUrl);
    authorize.search = new URLSearchParams({
      client_id: app.clientId,
      redirect_uri: deps.callbackUrl,
      scope,
      state,
      allow_signup: 'false',
    }).toString();
    return ['redirected', { statusCode: 302, headers: { ...commonHeaders, Location: authorize.href, 'Set-Cookie': cookie(nonce, stateLifetimeSeconds) }, body: '' }];
  };

  const callback = async (app: OAuthApp, query: URLSearchParams, event: SignInEvent): Promise<[SignInOutcome, HttpResult, string?]> => {
    if (!stateIsValid(app, query.get('state') ?? '', cookieValue(event, stateCookie), Math.floor(clock() / 1000))) {
      return ['state_refused', pageResponse(400, { error: 'This sign-in could not be verified or took too long. Close this window and sign in again.' })];
    }
    const denied = query.get('error');
    if (denied !== null) {
      return ['github_refused', pageResponse(400, { error: query.get('error_description') ?? 'GitHub did not allow the sign-in.' }), denied];
    }
    const code = query.get('code');
    if (code === null || code === '') return ['bad_request', pageResponse(400, { error: 'GitHub sent no sign-in code.' })];
    let answer: TokenAnswer;
    try {
      const response = await fetch(tokenUrl, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: app.clientId, client_secret: app.clientSecret, code, redirect_uri: deps.callbackUrl }),
        signal: AbortSignal.timeout(tokenExchangeTimeoutMs),
      });
      answer = (await response.json()) as TokenAnswer;
    } catch {
      return ['github_unreachable', pageResponse(502, { error: 'GitHub could not be reached. Try again in a minute.' })];
    }
    if (typeof answer.access_token !== 'string' || answer.access_token === '') {
      const reason = typeof answer.error_description === 'string' ? answer.error_description : 'GitHub gave no token.';
      return ['github_refused', pageResponse(400, { error: reason }), typeof answer.error === 'string' ? answer.error : 'no_token'];
    }
    return ['signed_in', pageResponse(200, { token: answer.access_token })];
  };

  return async (event: SignInEvent) => {
    const started = clock();
    const path = event.rawPath ?? event.requestContext.http.path ?? '';
    const query = new URLSearchParams(event.rawQueryString ?? '');
    let outcome: SignInOutcome;
    let result: HttpResult;
    let githubError: string | undefined;
    // A new value put by the owner reaches a warm function within a minute, not an hour.
    let app = await deps.app.get();
    if (app.clientId === '') app = await deps.app.reload();
    if (event.requestContext.http.method !== 'GET' || (path !== signInPaths.start && path !== signInPaths.callback)) {
      [outcome, result] = ['method_not_allowed', { statusCode: 405, headers: { ...commonHeaders, Allow: 'GET' }, body: '' }];
    } else if (app.clientId === '') {
      [outcome, result] = ['not_configured', pageResponse(503, { error: 'Sign-in is not set up yet: the GitHub OAuth app is missing (docs/deploy.md).' })];
    } else if (path === signInPaths.start) {
      [outcome, result] = start(app, query);
    } else {
      [outcome, result, githubError] = await callback(app, query, event);
    }
    deps.log({ outcome, status: result.statusCode, durationMs: Math.round(clock() - started), ...(githubError === undefined ? {} : { githubError }) });
    return result;
  };
}
