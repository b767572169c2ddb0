// @vitest-environment node
/**
 * The rotation functions' steps, through the signing key's entry, against a Secrets Manager secret
 * answered in memory: the four steps Secrets Manager calls, their checks, and what each leaves behind.
 * The origin secret's rotation has its own file (originSecretRotation.test.ts).
 */
import { PutSecretValueCommand, UpdateSecretVersionStageCommand } from '@aws-sdk/client-secrets-manager';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSigningKey } from '../../functions/secrets/signingKeys';
import type { RotationHandler } from '../../functions/secrets/rotation';
import { fakeSecretsManager, secretArn } from './fakeSecretsManager';

const k1 = JSON.stringify({ id: 'k1', key: 'a'.repeat(48) });
const step = (handler: RotationHandler, Step: string, token: string) => handler({ SecretId: secretArn, ClientRequestToken: token, Step });

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const signingKeyRotation = async () => {
  const secrets = fakeSecretsManager(k1, { everyClient: true });
  const { handler } = await import('../../functions/rotate-signing-key/index');
  return { secrets, handler };
};

describe('the rotation steps (AWS rotation template checks)', () => {
  it('refuse a secret whose rotation is not enabled', async () => {
    const { secrets, handler } = await signingKeyRotation();
    secrets.state.rotationEnabled = false;
    await expect(step(handler, 'createSecret', secrets.startRotation())).rejects.toThrow(/not enabled for rotation/);
  });

  it('refuse a token the secret has no version for, and one that is not AWSPENDING', async () => {
    const { secrets, handler } = await signingKeyRotation();
    await expect(step(handler, 'createSecret', 'no-such-token')).rejects.toThrow(/has no stage/);
    // A version with a label of its own, but not AWSPENDING (another rotation has started since).
    const token = secrets.startRotation();
    secrets.versions.get(token)!.value = k1;
    secrets.startRotation();
    secrets.versions.get(token)!.stages.add('RELEASE-2');
    await expect(step(handler, 'setSecret', token)).rejects.toThrow(/not AWSPENDING/);
    await expect(step(handler, 'rotateEverything', token)).rejects.toThrow(/Unknown rotation step/);
  });

  it('do nothing once the token is AWSCURRENT, as when Secrets Manager calls a step again', async () => {
    const { secrets, handler } = await signingKeyRotation();
    const token = await secrets.rotate(handler);
    const current = secrets.stageValue('AWSCURRENT');
    for (const name of ['createSecret', 'setSecret', 'testSecret', 'finishSecret']) await step(handler, name, token);
    expect(secrets.stageValue('AWSCURRENT')).toBe(current);
    expect(secrets.mock.commandCalls(UpdateSecretVersionStageCommand)).toHaveLength(1);
  });
});

describe('rotate-signing-key', () => {
  it('createSecret writes a new key under a new id as AWSPENDING, once however often it is called', async () => {
    const { secrets, handler } = await signingKeyRotation();
    const token = secrets.startRotation();
    await step(handler, 'createSecret', token);
    const pending = secrets.stageValue('AWSPENDING') ?? '';
    const key = parseSigningKey(pending);
    expect(key.id).toMatch(/^k[0-9a-z]+$/);
    expect(key.id).not.toBe('k1');
    expect(key.key).toMatch(/^[A-Za-z0-9]{48}$/);
    await step(handler, 'createSecret', token);
    expect(secrets.stageValue('AWSPENDING')).toBe(pending);
    expect(secrets.mock.commandCalls(PutSecretValueCommand)).toHaveLength(1);
    expect(secrets.stageValue('AWSCURRENT')).toBe(k1);
  });

  it('setSecret changes nothing: no other system holds the key', async () => {
    const { secrets, handler } = await signingKeyRotation();
    const token = secrets.startRotation();
    await step(handler, 'createSecret', token);
    await step(handler, 'setSecret', token);
    expect(secrets.mock.commandCalls(PutSecretValueCommand)).toHaveLength(1);
    expect(secrets.mock.commandCalls(UpdateSecretVersionStageCommand)).toHaveLength(0);
  });

  it.each([
    ['not JSON', 'x'.repeat(48)],
    ['without an id', JSON.stringify({ key: 'b'.repeat(48) })],
    ['with a short key', JSON.stringify({ id: 'k2', key: 'short' })],
    ['with an id that cannot go in a link', JSON.stringify({ id: 'k 2', key: 'b'.repeat(48) })],
    ["with the current key's id", JSON.stringify({ id: 'k1', key: 'b'.repeat(48) })],
  ])('testSecret fails on a pending value %s', async (_name, value) => {
    const { secrets, handler } = await signingKeyRotation();
    const token = secrets.startRotation();
    secrets.versions.get(token)!.value = value;
    await expect(step(handler, 'testSecret', token)).rejects.toThrow(/signing key/);
  });

  it('finishSecret makes the new key current and the old one previous; every rotation a new id', async () => {
    const { secrets, handler } = await signingKeyRotation();
    const ids = ['k1'];
    for (let rotation = 0; rotation < 3; rotation += 1) {
      const before = secrets.stageValue('AWSCURRENT');
      await secrets.rotate(handler);
      expect(secrets.stageValue('AWSPREVIOUS')).toBe(before);
      ids.push(parseSigningKey(secrets.stageValue('AWSCURRENT') ?? '').id);
    }
    expect(new Set(ids).size).toBe(4);
    expect(secrets.mock.commandCalls(UpdateSecretVersionStageCommand).map((call) => call.args[0].input)).toEqual(
      expect.arrayContaining([expect.objectContaining({ VersionStage: 'AWSCURRENT', RemoveFromVersionId: expect.any(String), MoveToVersionId: expect.any(String) })]),
    );
  });
});
