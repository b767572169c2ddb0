import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { signInPaths } from '../../functions/admin-sign-in/paths';
import { refreshTokenMarker, stateCookie, type SignInAnswer } from '../../functions/admin-sign-in/cookies';
import type { GitHubApp } from '../../functions/admin-sign-in/githubApp';
import { createSignInHandler, type SignInLogLine } from '../../functions/admin-sign-in/signIn';
import { dynamoStateStore } from '../../functions/admin-sign-in/stateStore';
import { ensureSignInStateTable, localDynamoClient, startLocalDynamo, type LocalDynamo } from '../../functions/dev/localDynamo';
import { fixedKeyRing } from '../../functions/secrets/keyRing';

export const app: GitHubApp = { clientId: 'Iv23li-client-id', clientSecret: 'client-secret-from-secrets-manager' };
export const editorOrigin = 'https://admin.example.com';
export const callbackUrl = `${editorOrigin}${signInPaths.callback}`;
export const eightHours = 28_800;
export const sixMonths = 15_811_200;
export const stateTableName = 'admin-sign-in-states';

/** The `Set-Cookie` value for `name` in an answer. */
export const setCookie = (answer: SignInAnswer, name: string) => answer.cookies?.find((line) => line.startsWith(`${name}=`)) ?? '';
/** The `name=value` pair a browser sends back. */
export const pairOf = (answer: SignInAnswer, name: string) => setCookie(answer, name).split(';')[0] ?? '';

/** The message the page posts to its opener: its `data-message`, unescaped as a browser reads it. */
export const messageOf = (page: SignInAnswer) =>
  /<body data-message="([^"]*)">/.exec(page.body)?.[1]?.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));
export const resultOf = (page: SignInAnswer) => JSON.parse(messageOf(page)?.replace(/^authorization:github:(success|error):/, '') ?? 'null') as Record<string, string>;

/**
 * The stand-in for GitHub and the state table in dynalite for the calling file, with a clock of its
 * own: started in its `beforeAll`, stopped in its `afterAll` (the functions' files share their workers,
 * so nothing here starts at import, and no file sees another's tokens or time).
 */
export function signInStandIns() {
  const clock = { now: 1_750_000_000_000 };

  /**
   * GitHub as a GitHub App with expiring user tokens sees it: a code is traded once for a token (8 hours)
   * and a refresh token (6 months); a refresh token is traded once for a new pair, and the old pair then
   * stops working. `expiring = false` answers as an OAuth app does: a token and nothing else.
   */
  const github = {
    url: '',
    expiring: true,
    requests: [] as URLSearchParams[],
    tokens: new Map<string, { expiresAt: number; refreshToken: string }>(),
    refreshTokens: new Map<string, string>(),
    issued: 0,
    close: async () => {},
  };
  const issuePair = () => {
    github.issued += 1;
    const token = `ghu_token${github.issued}`;
    const refreshToken = `ghr_refresh${github.issued}`;
    github.tokens.set(token, { expiresAt: clock.now + eightHours * 1000, refreshToken });
    github.refreshTokens.set(refreshToken, token);
    return { access_token: token, expires_in: eightHours, refresh_token: refreshToken, refresh_token_expires_in: sixMonths, scope: '', token_type: 'bearer' };
  };

  /** dynalite's address, filled in once it has started. */
  const dynamo = { url: '' };
  let dynamoEmulator: LocalDynamo | undefined;

  beforeAll(async () => {
    const server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        res.setHeader('Content-Type', 'application/json');
        if (req.method === 'GET' && req.url === '/user') {
          const token = /^(?:token|Bearer) (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
          const held = github.tokens.get(token);
          res.statusCode = held !== undefined && clock.now < held.expiresAt ? 200 : 401;
          res.end(JSON.stringify(res.statusCode === 200 ? { login: 'office-manager' } : { message: 'Bad credentials' }));
          return;
        }
        const form = new URLSearchParams(body);
        github.requests.push(form);
        const known = form.get('client_id') === app.clientId && form.get('client_secret') === app.clientSecret && req.headers.accept === 'application/json';
        const refusal = (error: string, description: string) => res.end(JSON.stringify({ error, error_description: description }));
        if (!known) return refusal('incorrect_client_credentials', 'The client_id and/or client_secret passed are incorrect.');
        if (form.get('grant_type') === 'refresh_token') {
          const old = github.refreshTokens.get(form.get('refresh_token') ?? '');
          if (old === undefined) return refusal('bad_refresh_token', 'The refresh token passed is incorrect or expired.');
          github.refreshTokens.delete(form.get('refresh_token') ?? '');
          github.tokens.delete(old);
          return res.end(JSON.stringify(issuePair()));
        }
        if (form.get('code') !== 'good-code') return refusal('bad_verification_code', 'The code passed is incorrect or expired.');
        return res.end(JSON.stringify(github.expiring ? issuePair() : { access_token: 'gho_never-expires', token_type: 'bearer', scope: 'repo' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    github.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    github.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    dynamoEmulator = await startLocalDynamo({ host: '127.0.0.1' });
    dynamo.url = dynamoEmulator.url;
    await ensureSignInStateTable(localDynamoClient(dynamo.url), stateTableName);
  });
  afterAll(async () => {
    await github.close();
    await dynamoEmulator?.close();
  });

  /** One instance of the function, as one Lambda instance: its own clients, the shared table. */
  function instance(options: { gitHubApp?: GitHubApp; tokenUrl?: string } = {}) {
    const lines: SignInLogLine[] = [];
    const handler = createSignInHandler({
      app: fixedKeyRing(options.gitHubApp ?? app),
      states: dynamoStateStore(localDynamoClient(dynamo.url), stateTableName),
      callbackUrl,
      tokenUrl: options.tokenUrl ?? `${github.url}/login/oauth/access_token`,
      log: (line) => lines.push(line),
      clock: () => clock.now,
    });
    const request = (method: string, path: string, options: { query?: Record<string, string>; cookies?: string[]; headers?: Record<string, string>; body?: string } = {}) =>
      handler({
        rawPath: path,
        rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
        cookies: options.cookies ?? [],
        headers: options.headers ?? {},
        body: options.body ?? null,
        requestContext: { http: { method } },
      });
    const get = (path: string, query: Record<string, string>, cookies: string[] = []) => request('GET', path, { query, cookies });
    /** The editor's popup opening the start URL: GitHub's authorize URL and the cookie this browser now holds. */
    const start = async () => {
      const answer = await get(signInPaths.start, { provider: 'github', site_id: 'admin.example.com', scope: 'repo,user' });
      const location = new URL(answer.headers.Location ?? '');
      return { answer, location, state: location.searchParams.get('state') ?? '', cookie: pairOf(answer, stateCookie) };
    };
    /** The editor asking for a new token, as Sveltia CMS does when GitHub answers 401. */
    const refresh = (cookies: string[], origin = editorOrigin) =>
      request('POST', signInPaths.refresh, {
        cookies,
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'refresh_token', client_id: app.clientId, refresh_token: refreshTokenMarker }),
      });
    return { lines, get, start, refresh, request };
  }

  const askGitHubAsEditor = async (token: string) => (await fetch(`${github.url}/user`, { headers: { Authorization: `token ${token}` } })).status;

  return { clock, github, dynamo, instance, askGitHubAsEditor };
}
