// @vitest-environment node
/** The editor's GitHub sign-in: the signed state, GitHub's token endpoint (a stand-in on 127.0.0.1), and the page that hands the token over. */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handshakeContentSecurityPolicy, handshakeMessage } from '../../functions/admin-sign-in/page';
import { signInPaths } from '../../functions/admin-sign-in/paths';
import type { OAuthApp, SignInLogLine } from '../../functions/admin-sign-in/signIn';
import { createSignInHandler, githubAuthorizeUrl, parseOAuthApp, signState, stateCookie, stateLifetimeSeconds } from '../../functions/admin-sign-in/signIn';
import { fixedKeyRing } from '../../functions/secrets/keyRing';
import type { HttpResult } from '../../functions/send-contact-email/http';

const app: OAuthApp = { clientId: 'Iv1.client-id', clientSecret: 'client-secret-from-secrets-manager' };
const callbackUrl = `https://www.example.com${signInPaths.callback}`;
const siteOrigin = 'https://www.example.com';

/** GitHub's POST /login/oauth/access_token: a token for `good-code`, GitHub's own error for any other. */
const github = { url: '', requests: [] as URLSearchParams[], close: async () => {} };
beforeAll(async () => {
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      github.requests.push(form);
      res.setHeader('Content-Type', 'application/json');
      const known = form.get('client_id') === app.clientId && form.get('client_secret') === app.clientSecret;
      res.end(
        JSON.stringify(
          known && form.get('code') === 'good-code' && req.headers.accept === 'application/json'
            ? { access_token: 'gho_token-for-the-editor', token_type: 'bearer', scope: 'repo' }
            : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  github.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/login/oauth/access_token`;
  github.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(() => github.close());

function setup(options: { oauthApp?: OAuthApp; tokenUrl?: string } = {}) {
  const clock = { now: 1_750_000_000_000 };
  const lines: SignInLogLine[] = [];
  const handler = createSignInHandler({
    app: fixedKeyRing(options.oauthApp ?? app),
    callbackUrl,
    tokenUrl: options.tokenUrl ?? github.url,
    log: (line) => lines.push(line),
    clock: () => clock.now,
  });
  const get = (path: string, query: Record<string, string>, cookies: string[] = []) =>
    handler({ rawPath: path, rawQueryString: new URLSearchParams(query).toString(), cookies, requestContext: { http: { method: 'GET' } } } as Parameters<typeof handler>[0]);
  /** Decap's popup opening the start URL: GitHub's authorize URL and the cookie this browser now holds. */
  const start = async () => {
    const answer = await get(signInPaths.start, { provider: 'github', site_id: 'www.example.com', scope: 'repo' });
    const location = new URL(answer.headers.Location ?? '');
    const nonce = /^__Secure-admin-sign-in=([^;]+);/.exec(answer.headers['Set-Cookie'] ?? '')?.[1] ?? '';
    return { answer, location, state: location.searchParams.get('state') ?? '', cookie: `${stateCookie}=${nonce}` };
  };
  return { clock, lines, get, start };
}

/** The message the page posts to its opener: its `data-message`, unescaped as a browser reads it. */
const messageOf = (page: HttpResult) =>
  /<body data-message="([^"]*)">/.exec(page.body)?.[1]?.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));

describe('start', () => {
  it("sends the popup to GitHub's authorize page with the deployment's callback and a state bound to a short-lived cookie", async () => {
    const { start, lines } = setup();
    const { answer, location, state, cookie } = await start();
    expect(answer.statusCode).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(githubAuthorizeUrl);
    expect(Object.fromEntries(location.searchParams)).toEqual({ client_id: app.clientId, redirect_uri: callbackUrl, scope: 'repo', state, allow_signup: 'false' });
    expect(answer.headers['Set-Cookie']).toBe(`${cookie}; Path=/api/admin-sign-in/; Max-Age=${stateLifetimeSeconds}; Secure; HttpOnly; SameSite=Lax`);
    expect(state).toContain(cookie.split('=')[1]);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(lines).toEqual([{ outcome: 'redirected', status: 302, durationMs: 0 }]);
  });

  it('refuses another provider or a scope wider than the repository, and any method but GET', async () => {
    const { get } = setup();
    for (const query of [{ provider: 'gitlab', scope: 'repo' }, { provider: 'github', scope: 'repo,admin:org' }, { provider: 'github', scope: 'delete_repo' }]) {
      const answer = await get(signInPaths.start, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.headers.Location).toBeUndefined();
    }
    const handler = createSignInHandler({ app: fixedKeyRing(app), callbackUrl, log: () => {} });
    expect((await handler({ rawPath: signInPaths.start, requestContext: { http: { method: 'POST' } } })).statusCode).toBe(405);
  });
});

describe('callback', () => {
  it("trades GitHub's code for a token and answers the page that hands it to the editor, under a policy that runs only its script", async () => {
    const { start, get, lines } = setup();
    const { state, cookie } = await start();
    const before = github.requests.length;
    const page = await get(signInPaths.callback, { code: 'good-code', state }, [cookie]);
    expect(page.statusCode).toBe(200);
    expect(Object.fromEntries(github.requests[before] ?? [])).toEqual({ client_id: app.clientId, client_secret: app.clientSecret, code: 'good-code', redirect_uri: callbackUrl });
    expect(messageOf(page)).toBe('authorization:github:success:{"token":"gho_token-for-the-editor","provider":"github"}');
    // The state is spent: the cookie is cleared, so the same callback cannot be replayed in this browser.
    expect(page.headers['Set-Cookie']).toMatch(new RegExp(`^${stateCookie}=; Path=/api/admin-sign-in/; Max-Age=0;`));
    expect(page.headers).toMatchObject({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'Content-Type': 'text/html; charset=utf-8' });

    const csp = page.headers['Content-Security-Policy'] ?? '';
    expect(csp).toBe(handshakeContentSecurityPolicy);
    expect(csp).not.toMatch(/unsafe|nonce|\*/);
    const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(1);
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(scripts[0] ?? '').digest('base64')}'`);
    // The token is data in an attribute, never script text.
    expect(scripts[0]).not.toContain('gho_');
    expect(lines.at(-1)).toEqual({ outcome: 'signed_in', status: 200, durationMs: 0 });
  });

  it('refuses a state that was tampered with, has expired, or belongs to another browser, without asking GitHub', async () => {
    const { start, get, clock, lines } = setup();
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
      expect(messageOf(page)).toMatch(/^authorization:github:error:\{"message":"This sign-in could not be verified/);
    }
    clock.now += (stateLifetimeSeconds + 1) * 1000;
    expect((await get(signInPaths.callback, { code: 'good-code', state: first.state }, [first.cookie])).statusCode).toBe(400);
    expect(github.requests.length).toBe(before);
    expect(lines.filter((line) => line.outcome === 'state_refused')).toHaveLength(refused.length + 1);
  });

  it("hands GitHub's refusal to the editor: the person declined, the code was wrong, GitHub could not be reached", async () => {
    const { start, get, lines } = setup();
    const declined = await start();
    const page = await get(signInPaths.callback, { error: 'access_denied', error_description: 'The user has denied your application access.', state: declined.state }, [declined.cookie]);
    expect(page.statusCode).toBe(400);
    expect(messageOf(page)).toBe(handshakeMessage({ error: 'The user has denied your application access.' }));

    const wrongCode = await start();
    const refused = await get(signInPaths.callback, { code: 'stale-code', state: wrongCode.state }, [wrongCode.cookie]);
    expect(messageOf(refused)).toBe('authorization:github:error:{"message":"The code passed is incorrect or expired."}');
    expect(lines.filter((line) => line.outcome === 'github_refused').map((line) => line.githubError)).toEqual(['access_denied', 'bad_verification_code']);

    // A port nobody listens on: the one the stand-in had, closed.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = setup({ tokenUrl: `http://127.0.0.1:${port}/login/oauth/access_token` });
    const attempt = await offline.start();
    const unreachable = await offline.get(signInPaths.callback, { code: 'good-code', state: attempt.state }, [attempt.cookie]);
    expect(unreachable.statusCode).toBe(502);
    expect(messageOf(unreachable)).toMatch(/^authorization:github:error:.*could not be reached/);
  });

  it('says sign-in is not set up while the secret still holds the placeholder the stack created', async () => {
    const placeholder = parseOAuthApp(JSON.stringify({ clientId: '', clientSecret: 'generated-by-secrets-manager' }));
    const { get } = setup({ oauthApp: placeholder });
    const page = await get(signInPaths.start, { provider: 'github', scope: 'repo' });
    expect(page.statusCode).toBe(503);
    expect(messageOf(page)).toMatch(/not set up yet/);
    expect(() => parseOAuthApp('{"clientId":"x"}')).toThrow(/clientSecret/);
  });
});

describe('the handshake page', () => {
  /**
   * The page's script in a window opened by the editor, on the site's origin: `opener` stands for the
   * editor's window, and `reply` delivers a message event as the browser would.
   */
  const openPage = (page: HttpResult) => {
    const opener = { postMessage: vi.fn() };
    const listeners: ((event: { data: unknown; origin: string; source: unknown }) => void)[] = [];
    const window = { opener, addEventListener: (type: string, listener: (typeof listeners)[number]) => type === 'message' && listeners.push(listener) };
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    vm.runInNewContext(script, { window, document: { body: { dataset: { message: messageOf(page) } } }, location: { origin: siteOrigin } });
    const reply = (data: string, origin = siteOrigin, source: unknown = opener) => {
      for (const listener of listeners) listener({ data, origin, source });
    };
    return { opener, reply };
  };

  it("tells the editor it is there, and sends the token only once the editor's own origin answers", async () => {
    const { get, start } = setup();
    const { state, cookie } = await start();
    const page = await get(signInPaths.callback, { code: 'good-code', state }, [cookie]);
    const { opener, reply } = openPage(page);
    expect(opener.postMessage.mock.calls).toEqual([['authorizing:github', siteOrigin]]);
    // Another site's window, or another window of this origin, gets nothing.
    reply('authorizing:github', 'https://evil.example');
    reply('authorizing:github', siteOrigin, {});
    reply('something else');
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    reply('authorizing:github');
    reply('authorizing:github');
    expect(opener.postMessage.mock.calls.slice(1)).toEqual([[messageOf(page), siteOrigin]]);
  });
});
