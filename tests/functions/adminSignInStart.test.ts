// @vitest-environment node
/**
 * The start of the editor's GitHub sign-in, against a stand-in for GitHub on 127.0.0.1 and the state
 * table in dynalite (adminSignInSupport.ts).
 */
import { createHash } from 'node:crypto';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { signInPaths } from '../../functions/admin-sign-in/paths';
import { githubAuthorizeUrl } from '../../functions/admin-sign-in/githubApp';
import { stateLifetimeSeconds } from '../../functions/admin-sign-in/signedState';
import { localDynamoClient } from '../../functions/dev/localDynamo';
import { app, callbackUrl, signInStandIns, stateTableName } from './adminSignInSupport';

const { clock, dynamo, instance } = signInStandIns();

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
