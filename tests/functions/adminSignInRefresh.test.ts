// @vitest-environment node
/**
 * The editor's new token once GitHub's has expired, against a stand-in for GitHub on 127.0.0.1 (a
 * GitHub App's expiring tokens and single-use refresh tokens) and the state table in dynalite
 * (adminSignInSupport.ts).
 */
import { describe, expect, it } from 'vitest';
import { signInPaths } from '../../functions/admin-sign-in/paths';
import { refreshCookie, refreshTokenMarker } from '../../functions/admin-sign-in/cookies';
import { app, editorOrigin, eightHours, pairOf, resultOf, signInStandIns, sixMonths } from './adminSignInSupport';

const { clock, github, instance, askGitHubAsEditor } = signInStandIns();

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
