// @vitest-environment node
/**
 * The editor's GitHub sign-in against a stand-in for GitHub on 127.0.0.1 (its token endpoint, with a
 * GitHub App's expiring tokens and single-use refresh tokens, and `GET /user`, which refuses an expired
 * token) and the state table in dynalite, shared by two instances of the function as Lambda's would be.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handshakeContentSecurityPolicy, handshakeMessage } from '../../functions/admin-sign-in/page';
import { signInPaths } from '../../functions/admin-sign-in/paths';
import { refreshCookie, refreshTokenMarker, stateCookie, type SignInAnswer } from '../../functions/admin-sign-in/cookies';
import { githubAuthorizeUrl, parseGitHubApp, type GitHubApp } from '../../functions/admin-sign-in/githubApp';
import { createSignInHandler, type SignInLogLine } from '../../functions/admin-sign-in/signIn';
import { signState, stateLifetimeSeconds } from '../../functions/admin-sign-in/signedState';
import { dynamoStateStore } from '../../functions/admin-sign-in/stateStore';
import { ensureSignInStateTable, localDynamoClient, startLocalDynamo, type LocalDynamo } from '../../functions/dev/localDynamo';
import { fixedKeyRing } from '../../functions/secrets/keyRing';

const app: GitHubApp = { clientId: 'Iv23li-client-id', clientSecret: 'client-secret-from-secrets-manager' };
const editorOrigin = 'https://admin.example.com';
const callbackUrl = `${editorOrigin}${signInPaths.callback}`;
const eightHours = 28_800;
const sixMonths = 15_811_200;
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

let dynamo: LocalDynamo;
const stateTableName = 'admin-sign-in-states';

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
  dynamo = await startLocalDynamo({ host: '127.0.0.1' });
  await ensureSignInStateTable(localDynamoClient(dynamo.url), stateTableName);
});
afterAll(async () => {
  await github.close();
  await dynamo.close();
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

/** The `Set-Cookie` value for `name` in an answer. */
const setCookie = (answer: SignInAnswer, name: string) => answer.cookies?.find((line) => line.startsWith(`${name}=`)) ?? '';
/** The `name=value` pair a browser sends back. */
const pairOf = (answer: SignInAnswer, name: string) => setCookie(answer, name).split(';')[0] ?? '';

/** The message the page posts to its opener: its `data-message`, unescaped as a browser reads it. */
const messageOf = (page: SignInAnswer) =>
  /<body data-message="([^"]*)">/.exec(page.body)?.[1]?.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));
const resultOf = (page: SignInAnswer) => JSON.parse(messageOf(page)?.replace(/^authorization:github:(success|error):/, '') ?? 'null') as Record<string, string>;

const askGitHubAsEditor = async (token: string) => (await fetch(`${github.url}/user`, { headers: { Authorization: `token ${token}` } })).status;

describe('start', () => {
  it("sends the popup to GitHub's authorize page with the deployment's callback, and a state remembered in the table and bound to a __Host- cookie", async () => {
    const { start, lines } = instance();
    const { answer, location, state, cookie } = await start();
    expect(answer.statusCode).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(githubAuthorizeUrl);
    // No scope: a GitHub App's token has the app's permissions (Contents), whatever the editor asks for.
    expect(Object.fromEntries(location.searchParams)).toEqual({ client_id: app.clientId, redirect_uri: callbackUrl, state, allow_signup: 'false' });
    expect(answer.cookies).toEqual([`${cookie}; Path=/; Max-Age=${stateLifetimeSeconds}; Secure; HttpOnly; SameSite=Lax`]);
    expect(cookie).toMatch(/^__Host-admin-sign-in=[\w-]{43}$/);
    const nonce = cookie.split('=')[1] ?? '';
    expect(state).toContain(nonce);
    // Kept under the nonce's hash, until the state expires.
    const kept = await localDynamoClient(dynamo.url).send(new GetItemCommand({ TableName: stateTableName, Key: { id: { S: createHash('sha256').update(nonce).digest('base64url') } } }));
    expect(kept.Item?.expiresAt).toEqual({ N: String(clock.now / 1000 + stateLifetimeSeconds) });
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(lines).toEqual([{ outcome: 'redirected', status: 302, durationMs: 0 }]);
  });

  it('refuses another provider, and any method a path does not answer', async () => {
    const { get, request } = instance();
    const answer = await get(signInPaths.start, { provider: 'gitlab', scope: 'api' });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers.Location).toBeUndefined();
    expect((await request('POST', signInPaths.start)).statusCode).toBe(405);
    expect((await request('GET', signInPaths.refresh)).headers.Allow).toBe('POST');
    expect((await request('GET', '/api/admin-sign-in/auth')).statusCode).toBe(405);
  });
});

describe('callback', () => {
  it("trades GitHub's code for an expiring token: the page hands the editor the token, and the refresh token goes into an HttpOnly cookie", async () => {
    const { start, get, lines } = instance();
    const { state, cookie } = await start();
    const before = github.requests.length;
    const page = await get(signInPaths.callback, { code: 'good-code', state }, [cookie]);
    expect(page.statusCode).toBe(200);
    expect(Object.fromEntries(github.requests[before] ?? [])).toEqual({ client_id: app.clientId, client_secret: app.clientSecret, code: 'good-code', redirect_uri: callbackUrl });
    const [token, refreshToken] = [`ghu_token${github.issued}`, `ghr_refresh${github.issued}`];
    expect(messageOf(page)).toBe(`authorization:github:success:{"token":"${token}","refreshToken":"${refreshTokenMarker}","provider":"github"}`);
    expect(page.body).not.toContain(refreshToken);
    expect(page.cookies).toEqual([
      // The state is spent: its cookie is cleared.
      `${stateCookie}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax`,
      `${refreshCookie}=${refreshToken}; Path=/; Max-Age=${sixMonths}; Secure; HttpOnly; SameSite=Strict`,
    ]);
    expect(page.headers).toMatchObject({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'Content-Type': 'text/html; charset=utf-8' });

    const csp = page.headers['Content-Security-Policy'] ?? '';
    expect(csp).toBe(handshakeContentSecurityPolicy);
    expect(csp).not.toMatch(/unsafe|nonce|\*/);
    const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(1);
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(scripts[0] ?? '').digest('base64')}'`);
    // The token is data in an attribute, never script text.
    expect(scripts[0]).not.toContain('ghu_');
    expect(lines.at(-1)).toEqual({ outcome: 'signed_in', status: 200, durationMs: 0 });
    expect(await askGitHubAsEditor(token)).toBe(200);
  });

  it('refuses a replayed callback, on this instance or another: the state is spent in the shared table', async () => {
    const first = instance();
    const second = instance();
    const { state, cookie } = await first.start();
    // GitHub's redirect reaches another instance than the one that started the sign-in.
    expect((await second.get(signInPaths.callback, { code: 'good-code', state }, [cookie])).statusCode).toBe(200);
    const before = github.requests.length;
    for (const replayer of [first, second]) {
      const page = await replayer.get(signInPaths.callback, { code: 'good-code', state }, [cookie]);
      expect(page.statusCode).toBe(400);
      expect(resultOf(page).error).toMatch(/already used/);
      expect(replayer.lines.at(-1)?.outcome).toBe('state_replayed');
    }
    // Refused before GitHub was asked.
    expect(github.requests.length).toBe(before);
  });

  it('refuses a state that was tampered with, has expired, or belongs to another browser, without asking GitHub', async () => {
    const { start, get, lines } = instance();
    const first = await start();
    const second = await start();
    const [expires, nonce] = first.state.split('.');
    const before = github.requests.length;
    const refused = [
      [first.state, []],
      [first.state, [second.cookie]],
      [`${first.state}x`, [first.cookie]],
      [`${Number(expires) + 3600}.${nonce}.${first.state.split('.')[2]}`, [first.cookie]],
      // Signed with another key: a state from someone who does not hold the client secret.
      [signState({ ...app, clientSecret: 'guessed' }, nonce ?? '', Number(expires)), [first.cookie]],
      ['', [first.cookie]],
    ] as const;
    for (const [state, cookies] of refused) {
      const page = await get(signInPaths.callback, { code: 'good-code', state }, [...cookies]);
      expect(page.statusCode, state).toBe(400);
      expect(messageOf(page)).toMatch(/^authorization:github:error:\{"provider":"github","error":"This sign-in could not be verified/);
    }
    const saved = clock.now;
    clock.now += (stateLifetimeSeconds + 1) * 1000;
    expect((await get(signInPaths.callback, { code: 'good-code', state: first.state }, [first.cookie])).statusCode).toBe(400);
    clock.now = saved;
    expect(github.requests.length).toBe(before);
    expect(lines.filter((line) => line.outcome === 'state_refused')).toHaveLength(refused.length + 1);
  });

  it('refuses a token that never expires, as an OAuth app or a GitHub App without expiring tokens hands out', async () => {
    const { start, get, lines } = instance();
    const { state, cookie } = await start();
    github.expiring = false;
    try {
      const page = await get(signInPaths.callback, { code: 'good-code', state }, [cookie]);
      expect(page.statusCode).toBe(503);
      expect(page.body).not.toContain('gho_');
      expect(resultOf(page).error).toMatch(/never expires.*Expire user authorization tokens/);
      expect(setCookie(page, refreshCookie)).toBe('');
      expect(lines.at(-1)?.outcome).toBe('token_never_expires');
    } finally {
      github.expiring = true;
    }
  });

  it("hands GitHub's refusal to the editor: the person declined, the code was wrong, GitHub could not be reached", async () => {
    const { start, get, lines } = instance();
    const declined = await start();
    const page = await get(signInPaths.callback, { error: 'access_denied', error_description: 'The user has denied your application access.', state: declined.state }, [declined.cookie]);
    expect(page.statusCode).toBe(400);
    expect(messageOf(page)).toBe(handshakeMessage({ error: 'The user has denied your application access.' }));
    // Both editors read the reason: Sveltia CMS `error`, Decap CMS `message`.
    expect(resultOf(page)).toEqual({ provider: 'github', error: 'The user has denied your application access.', message: 'The user has denied your application access.' });

    const wrongCode = await start();
    const refused = await get(signInPaths.callback, { code: 'stale-code', state: wrongCode.state }, [wrongCode.cookie]);
    expect(resultOf(refused).error).toBe('The code passed is incorrect or expired.');
    expect(lines.filter((line) => line.outcome === 'github_refused').map((line) => line.githubError)).toEqual(['access_denied', 'bad_verification_code']);

    // A port nobody listens on: the one a server had, closed.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = instance({ tokenUrl: `http://127.0.0.1:${port}/login/oauth/access_token` });
    const attempt = await offline.start();
    const unreachable = await offline.get(signInPaths.callback, { code: 'good-code', state: attempt.state }, [attempt.cookie]);
    expect(unreachable.statusCode).toBe(502);
    expect(resultOf(unreachable).error).toMatch(/could not be reached/);
  });

  it('says sign-in is not set up while the secret still holds the placeholder the stack created', async () => {
    const placeholder = parseGitHubApp(JSON.stringify({ clientId: '', clientSecret: 'generated-by-secrets-manager' }));
    const { get } = instance({ gitHubApp: placeholder });
    const page = await get(signInPaths.start, { provider: 'github' });
    expect(page.statusCode).toBe(503);
    expect(resultOf(page).error).toMatch(/not set up yet/);
    expect(() => parseGitHubApp('{"clientId":"x"}')).toThrow(/clientSecret/);
  });
});

describe('refresh', () => {
  /** A full sign-in: the token the editor holds and the cookies the browser holds. */
  const signIn = async (handler = instance()) => {
    const { state, cookie } = await handler.start();
    const page = await handler.get(signInPaths.callback, { code: 'good-code', state }, [cookie]);
    return { token: resultOf(page).token ?? '', refresh: pairOf(page, refreshCookie) };
  };

  it('gives the editor a new token once GitHub refuses the expired one, and a new refresh token in the cookie: the old pair stops working', async () => {
    const handler = instance();
    const signedIn = await signIn(handler);
    expect(await askGitHubAsEditor(signedIn.token)).toBe(200);
    clock.now += eightHours * 1000;
    expect(await askGitHubAsEditor(signedIn.token)).toBe(401);

    const before = github.requests.length;
    const answer = await handler.refresh([signedIn.refresh]);
    expect(answer.statusCode).toBe(200);
    expect(Object.fromEntries(github.requests[before] ?? [])).toEqual({
      client_id: app.clientId,
      client_secret: app.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: signedIn.refresh.split('=')[1],
    });
    const body = JSON.parse(answer.body) as { access_token: string; expires_in: number; refresh_token: string };
    expect(body).toEqual({ access_token: `ghu_token${github.issued}`, token_type: 'bearer', expires_in: eightHours, refresh_token: refreshTokenMarker });
    expect(answer.headers).toMatchObject({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    expect(answer.cookies).toEqual([`${refreshCookie}=ghr_refresh${github.issued}; Path=/; Max-Age=${sixMonths}; Secure; HttpOnly; SameSite=Strict`]);
    expect(await askGitHubAsEditor(body.access_token)).toBe(200);
    expect(handler.lines.at(-1)).toEqual({ outcome: 'refreshed', status: 200, durationMs: 0 });

    // The cookie from before the refresh is spent: the sign-in must be done again, and its cookie goes.
    const stale = await handler.refresh([signedIn.refresh]);
    expect(stale.statusCode).toBe(401);
    expect(JSON.parse(stale.body)).toEqual({ error: 'The sign-in has ended. Sign in again.' });
    expect(stale.cookies).toEqual([`${refreshCookie}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Strict`]);
    expect(handler.lines.at(-1)).toMatchObject({ outcome: 'refresh_refused', githubError: 'bad_refresh_token' });
  });

  it('answers only the editor: another origin, no cookie or another request body get no token', async () => {
    const handler = instance();
    const signedIn = await signIn(handler);
    const before = github.requests.length;
    expect((await handler.refresh([signedIn.refresh], 'https://www.example.com')).statusCode).toBe(403);
    expect((await handler.refresh([signedIn.refresh], 'null')).statusCode).toBe(403);
    expect((await handler.refresh([])).statusCode).toBe(401);
    const wrongBody = await handler.request('POST', signInPaths.refresh, { cookies: [signedIn.refresh], headers: { origin: editorOrigin }, body: '{"grant_type":"authorization_code"}' });
    expect(wrongBody.statusCode).toBe(400);
    expect(github.requests.length).toBe(before);
    expect(handler.lines.map((line) => line.outcome).slice(-4)).toEqual(['foreign_origin', 'foreign_origin', 'refresh_refused', 'bad_request']);
  });
});

describe('the handshake page', () => {
  /**
   * The page's script in a window opened by the editor, on the editor's origin: `opener` stands for the
   * editor's window, and `reply` delivers a message event as the browser would.
   */
  const openPage = (page: SignInAnswer) => {
    const opener = { postMessage: vi.fn() };
    const listeners: ((event: { data: unknown; origin: string; source: unknown }) => void)[] = [];
    const window = { opener, addEventListener: (type: string, listener: (typeof listeners)[number]) => type === 'message' && listeners.push(listener) };
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    vm.runInNewContext(script, { window, document: { body: { dataset: { message: messageOf(page) } } }, location: { origin: editorOrigin } });
    const reply = (data: string, origin = editorOrigin, source: unknown = opener) => {
      for (const listener of listeners) listener({ data, origin, source });
    };
    return { opener, reply };
  };

  it("tells the editor it is there, and sends the token only once the editor's own origin answers", async () => {
    const { get, start } = instance();
    const { state, cookie } = await start();
    const page = await get(signInPaths.callback, { code: 'good-code', state }, [cookie]);
    const { opener, reply } = openPage(page);
    expect(opener.postMessage.mock.calls).toEqual([['authorizing:github', editorOrigin]]);
    // Another site's window, or another window of this origin, gets nothing.
    reply('authorizing:github', 'https://www.example.com');
    reply('authorizing:github', editorOrigin, {});
    reply('something else');
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    reply('authorizing:github');
    reply('authorizing:github');
    expect(opener.postMessage.mock.calls.slice(1)).toEqual([[messageOf(page), editorOrigin]]);
  });
});
