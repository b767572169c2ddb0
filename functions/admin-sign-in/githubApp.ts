/**
 * GitHub's side of the sign-in: the GitHub App's credentials as its secret holds them, and the token
 * endpoint, which trades a code or a refresh token for an expiring user token.
 */

/** The GitHub App, as stored in its secret: `{ "clientId": "...", "clientSecret": "..." }`. */
export interface GitHubApp {
  clientId: string;
  clientSecret: string;
}

/**
 * The secret's value. The stack creates it with an empty `clientId` (and a random `clientSecret`) until
 * the owner puts the GitHub App's; the function then answers that sign-in is not set up.
 */
export function parseGitHubApp(value: string): GitHubApp {
  const parsed = JSON.parse(value) as Partial<Record<keyof GitHubApp, unknown>>;
  if (typeof parsed.clientId !== 'string' || typeof parsed.clientSecret !== 'string' || parsed.clientSecret === '') {
    throw new Error('The sign-in secret must be JSON with the strings clientId and clientSecret.');
  }
  return { clientId: parsed.clientId, clientSecret: parsed.clientSecret };
}

export const githubAuthorizeUrl = 'https://github.com/login/oauth/authorize';
export const githubTokenUrl = 'https://github.com/login/oauth/access_token';

/** GitHub's refresh tokens last six months; used when an answer leaves out `refresh_token_expires_in`. */
const defaultRefreshLifetimeSeconds = 15_811_200;
const tokenExchangeTimeoutMs = 5_000;

/** GitHub's token endpoint's answer, for a code or a refresh token alike. */
export interface TokenAnswer {
  access_token?: unknown;
  expires_in?: unknown;
  refresh_token?: unknown;
  refresh_token_expires_in?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/** A token that expires, with its refresh token: what a GitHub App with expiring user tokens answers. */
export interface ExpiringToken {
  token: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresIn: number;
}

export function expiringToken(answer: TokenAnswer): ExpiringToken | undefined {
  const { access_token: token, expires_in: expiresIn, refresh_token: refreshToken, refresh_token_expires_in: refreshExpiresIn } = answer;
  if (typeof token !== 'string' || token === '' || typeof expiresIn !== 'number' || typeof refreshToken !== 'string' || refreshToken === '') return undefined;
  return { token, expiresIn, refreshToken, refreshExpiresIn: typeof refreshExpiresIn === 'number' ? refreshExpiresIn : defaultRefreshLifetimeSeconds };
}

/** GitHub's answer to `form` at `tokenUrl`; undefined when GitHub could not be reached in time. */
export async function askGitHub(tokenUrl: string, form: Record<string, string>): Promise<TokenAnswer | undefined> {
  try {
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(tokenExchangeTimeoutMs),
    });
    return (await response.json()) as TokenAnswer;
  } catch {
    return undefined;
  }
}

/** GitHub's error code in `answer`, never a token: what the log line keeps. */
export const githubError = (answer: TokenAnswer) => (typeof answer.error === 'string' ? answer.error : 'no_token');
