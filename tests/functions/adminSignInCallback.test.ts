// @vitest-environment node
/**
 * GitHub's callback to the editor's sign-in and the page it answers, against a stand-in for GitHub on
 * 127.0.0.1 (its token endpoint, with a GitHub App's expiring tokens, and `GET /user`, which refuses an
 * expired token) and the state table in dynalite, shared by two instances of the function as Lambda's
 * would be (adminSignInSupport.ts).
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { handshakeContentSecurityPolicy, handshakeMessage } from '../../functions/admin-sign-in/page';
import { signInPaths } from '../../functions/admin-sign-in/paths';
import { refreshCookie, refreshTokenMarker, stateCookie, type SignInAnswer } from '../../functions/admin-sign-in/cookies';
import { parseGitHubApp } from '../../functions/admin-sign-in/githubApp';
import { signState, stateLifetimeSeconds } from '../../functions/admin-sign-in/signedState';
import { app, callbackUrl, editorOrigin, messageOf, resultOf, setCookie, signInStandIns, sixMonths } from './adminSignInSupport';

const { clock, github, instance, askGitHubAsEditor } = signInStandIns();

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
