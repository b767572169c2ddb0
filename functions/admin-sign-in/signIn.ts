/**
 * Sign-in to the office's editor with a GitHub App (the web application flow for user access tokens):
 * - `GET start?provider=github` sends the popup to GitHub's authorize page with a `state` signed by
 *   this function, short-lived, remembered in the shared state store and bound to a cookie;
 * - `GET callback?code&state` checks that state against the cookie and spends it in the store (a
 *   replayed callback is refused, whichever instance answers it), trades the code for a token at
 *   GitHub, and answers the page that hands the token to the editor (page.ts). The token expires after
 *   8 hours; GitHub's refresh token goes into an HttpOnly cookie, never to a script;
 * - `POST refresh` (from the editor's own origin only) trades that cookie for a new token and a new
 *   refresh token, which GitHub issues once: the old pair stops working.
 * A GitHub App's user token can do only what both the app (Contents, on the one repository it is
 * installed on) and the person may do. The only place this redirects to is GitHub's authorize URL, with
 * the deployment's callback URL: nothing in a request chooses where a person or a token goes.
 *
 * This module routes the three paths; the state (signedState.ts), the cookies (cookies.ts), the
 * answers (answers.ts) and GitHub's token endpoint (githubApp.ts) have modules of their own.
 */
import { randomBytes } from 'node:crypto';
import type { KeyRing } from '../secrets/keyRing';
import { getHeader, readBody } from '../forms/http';
import { provider } from './page';
import { commonHeaders, jsonAnswer, pageResponse } from './answers';
import { cookie, cookieValue, refreshCookie, refreshTokenMarker, stateCookie, type SignInAnswer, type SignInEvent } from './cookies';
import { askGitHub, expiringToken, githubAuthorizeUrl, githubError, githubTokenUrl, type GitHubApp } from './githubApp';
import { signInMethods, signInPaths } from './paths';
import { base64url, signState, stateLifetimeSeconds, verifiedNonce } from './signedState';
import type { StateStore } from './stateStore';

export type SignInOutcome =
  | 'redirected'
  | 'signed_in'
  | 'refreshed'
  | 'bad_request'
  | 'state_refused'
  | 'state_replayed'
  | 'github_refused'
  | 'github_unreachable'
  | 'token_never_expires'
  | 'refresh_refused'
  | 'foreign_origin'
  | 'not_configured'
  | 'method_not_allowed';

export interface SignInLogLine {
  outcome: SignInOutcome;
  status: number;
  durationMs: number;
  /** GitHub's error code (`access_denied`, `bad_verification_code`, `bad_refresh_token`...), never a token. */
  githubError?: string;
}

export interface SignInDeps {
  app: KeyRing<GitHubApp>;
  states: StateStore;
  /** `https://<editor>/api/admin-sign-in/callback`, registered as the GitHub App's callback URL. */
  callbackUrl: string;
  /** @default GitHub's; the tests' stand-in listens on 127.0.0.1. */
  tokenUrl?: string;
  log: (line: SignInLogLine) => void;
  /** Epoch milliseconds. */
  clock?: () => number;
}

export function createSignInHandler(deps: SignInDeps): (event: SignInEvent) => Promise<SignInAnswer> {
  const clock = deps.clock ?? Date.now;
  const tokenUrl = deps.tokenUrl ?? githubTokenUrl;
  const editorOrigin = new URL(deps.callbackUrl).origin;
  const nowSeconds = () => Math.floor(clock() / 1000);


  const start = async (app: GitHubApp, query: URLSearchParams): Promise<[SignInOutcome, SignInAnswer]> => {
    // A GitHub App's token has the app's permissions, whatever `scope` the editor asks for: it is not passed on.
    if (query.get('provider') !== provider) {
      return ['bad_request', pageResponse(400, { error: 'This sign-in only works from the editor.' })];
    }
    const nonce = base64url(randomBytes(32));
    const expiresAt = nowSeconds() + stateLifetimeSeconds;
    await deps.states.remember(nonce, expiresAt);
    const authorize = new URL(githubAuthorizeUrl);
    authorize.search = new URLSearchParams({
      client_id: app.clientId,
      redirect_uri: deps.callbackUrl,
      state: signState(app, nonce, expiresAt),
      allow_signup: 'false',
    }).toString();
    return [
      'redirected',
      { statusCode: 302, headers: { ...commonHeaders, Location: authorize.href }, cookies: [cookie(stateCookie, nonce, stateLifetimeSeconds)], body: '' },
    ];
  };

  const callback = async (app: GitHubApp, query: URLSearchParams, event: SignInEvent): Promise<[SignInOutcome, SignInAnswer, string?]> => {
    const nonce = verifiedNonce(app, query.get('state') ?? '', cookieValue(event, stateCookie), nowSeconds());
    if (nonce === undefined) {
      return ['state_refused', pageResponse(400, { error: 'This sign-in could not be verified or took too long. Close this window and sign in again.' })];
    }
    if (!(await deps.states.spend(nonce, nowSeconds()))) {
      return ['state_replayed', pageResponse(400, { error: 'This sign-in was already used. Close this window and sign in again.' })];
    }
    const denied = query.get('error');
    if (denied !== null) {
      return ['github_refused', pageResponse(400, { error: query.get('error_description') ?? 'GitHub did not allow the sign-in.' }), denied];
    }
    const code = query.get('code');
    if (code === null || code === '') return ['bad_request', pageResponse(400, { error: 'GitHub sent no sign-in code.' })];
    const answer = await askGitHub(tokenUrl, { client_id: app.clientId, client_secret: app.clientSecret, code, redirect_uri: deps.callbackUrl });
    if (answer === undefined) return ['github_unreachable', pageResponse(502, { error: 'GitHub could not be reached. Try again in a minute.' })];
    if (typeof answer.access_token !== 'string' || answer.access_token === '') {
      const reason = typeof answer.error_description === 'string' ? answer.error_description : 'GitHub gave no token.';
      return ['github_refused', pageResponse(400, { error: reason }), githubError(answer)];
    }
    const expiring = expiringToken(answer);
    if (expiring === undefined) {
      // An OAuth app, or a GitHub App with expiring tokens turned off: such a token works until revoked.
      return [
        'token_never_expires',
        pageResponse(503, { error: "GitHub gave a token that never expires: the GitHub App must have 'Expire user authorization tokens' turned on (docs/deploy.md)." }),
      ];
    }
    return [
      'signed_in',
      pageResponse(200, { token: expiring.token, refreshToken: refreshTokenMarker }, [cookie(refreshCookie, expiring.refreshToken, expiring.refreshExpiresIn)]),
    ];
  };

  const refresh = async (app: GitHubApp, event: SignInEvent): Promise<[SignInOutcome, SignInAnswer, string?]> => {
    // The cookie is SameSite=Strict already; a request that says it comes from elsewhere gets nothing.
    if (getHeader(event.headers, 'origin') !== editorOrigin) return ['foreign_origin', jsonAnswer(403, { error: 'Only the editor may ask for a new token.' })];
    let grantType: unknown;
    try {
      grantType = (JSON.parse(readBody(event).text) as { grant_type?: unknown }).grant_type;
    } catch {
      grantType = undefined;
    }
    if (grantType !== 'refresh_token') return ['bad_request', jsonAnswer(400, { error: 'Expected {"grant_type":"refresh_token"}.' })];
    const signInAgain = (outcome: SignInOutcome, error?: string): [SignInOutcome, SignInAnswer, string?] => [
      outcome,
      jsonAnswer(401, { error: 'The sign-in has ended. Sign in again.' }, [cookie(refreshCookie, '', 0)]),
      error,
    ];
    const refreshToken = cookieValue(event, refreshCookie);
    if (refreshToken === undefined) return signInAgain('refresh_refused', 'no_cookie');
    const answer = await askGitHub(tokenUrl, { client_id: app.clientId, client_secret: app.clientSecret, grant_type: 'refresh_token', refresh_token: refreshToken });
    if (answer === undefined) return ['github_unreachable', jsonAnswer(502, { error: 'GitHub could not be reached. Try again in a minute.' })];
    const expiring = expiringToken(answer);
    if (expiring === undefined) return signInAgain('refresh_refused', githubError(answer));
    return [
      'refreshed',
      jsonAnswer(200, { access_token: expiring.token, token_type: 'bearer', expires_in: expiring.expiresIn, refresh_token: refreshTokenMarker }, [
        cookie(refreshCookie, expiring.refreshToken, expiring.refreshExpiresIn),
      ]),
    ];
  };

  const routes = Object.entries(signInPaths) as [keyof typeof signInPaths, string][];

  return async (event: SignInEvent) => {
    const started = clock();
    const path = event.rawPath ?? event.requestContext.http.path ?? '';
    const query = new URLSearchParams(event.rawQueryString ?? '');
    const route = routes.find(([, candidate]) => candidate === path)?.[0];
    let outcome: SignInOutcome;
    let result: SignInAnswer;
    let githubErrorCode: string | undefined;
    // A new value put by the owner reaches a warm function within a minute, not an hour.
    let app = await deps.app.get();
    if (app.clientId === '') app = await deps.app.reload();
    if (route === undefined || event.requestContext.http.method !== signInMethods[route]) {
      const allow = route === undefined ? 'GET' : signInMethods[route];
      [outcome, result] = ['method_not_allowed', { statusCode: 405, headers: { ...commonHeaders, Allow: allow }, body: '' }];
    } else if (app.clientId === '') {
      const error = 'Sign-in is not set up yet: the GitHub App is missing (docs/deploy.md).';
      [outcome, result] = ['not_configured', route === 'refresh' ? jsonAnswer(503, { error }) : pageResponse(503, { error })];
    } else if (route === 'start') {
      [outcome, result] = await start(app, query);
    } else if (route === 'callback') {
      [outcome, result, githubErrorCode] = await callback(app, query, event);
    } else {
      [outcome, result, githubErrorCode] = await refresh(app, event);
    }
    deps.log({ outcome, status: result.statusCode, durationMs: Math.round(clock() - started), ...(githubErrorCode === undefined ? {} : { githubError: githubErrorCode }) });
    return result;
  };
}
