// @vitest-environment node
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { describe, expect, it, vi } from 'vitest';
import { createKeyRing, keyRingMaxAgeMs, keyRingMinReloadMs, readStages, secretStages } from '../../functions/secrets/keyRing';
import { fakeSecretsManager, secretArn } from './fakeSecretsManager';

describe('readStages', () => {
  it('leaves out the stages no version carries: a secret never rotated has only AWSCURRENT', async () => {
    const secrets = fakeSecretsManager('one');
    expect(await readStages(secrets.client, secretArn, secretStages)).toEqual({ AWSCURRENT: 'one' });
  });

  it('reads every stage a rotation has set', async () => {
    const secrets = fakeSecretsManager('one');
    const token = secrets.startRotation();
    secrets.versions.get(token)!.value = 'two';
    expect(await readStages(secrets.client, secretArn, secretStages)).toEqual({ AWSCURRENT: 'one', AWSPENDING: 'two' });
  });

  it('fails on any other error, and on a missing AWSCURRENT', async () => {
    const secrets = fakeSecretsManager('one');
    secrets.mock.on(GetSecretValueCommand, { VersionStage: 'AWSPREVIOUS' }).rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    await expect(readStages(secrets.client, secretArn, ['AWSCURRENT', 'AWSPREVIOUS'])).rejects.toThrow('denied');
    const empty = fakeSecretsManager('one');
    empty.versions.clear();
    await expect(readStages(empty.client, secretArn, ['AWSPREVIOUS'])).rejects.toThrow(/can't find/);
  });
});

describe('createKeyRing', () => {
  const setup = () => {
    const clock = { now: 1_000_000 };
    let value = 1;
    const load = vi.fn(async () => value);
    return { clock, load, set: (next: number) => (value = next), ring: createKeyRing({ load, clock: () => clock.now, onReloadError: () => undefined }) };
  };

  it('loads at once, so a function that cannot read its secret fails at cold start', async () => {
    const { load } = setup();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(createKeyRing({ load: () => Promise.reject(new Error('no access')) })).rejects.toThrow('no access');
  });

  it('keeps what it read for an hour, then reads again', async () => {
    const { clock, load, set, ring } = setup();
    const keys = await ring;
    set(2);
    clock.now += keyRingMaxAgeMs - 1;
    expect(await keys.get()).toBe(1);
    clock.now += 1;
    expect(await keys.get()).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again for an unknown value at most once a minute, and shares one read between callers', async () => {
    const { clock, load, set, ring } = setup();
    const keys = await ring;
    set(2);
    // Within the first minute after the cold start's read: the held value.
    expect(await keys.reload()).toBe(1);
    clock.now += keyRingMinReloadMs;
    expect(await Promise.all([keys.reload(), keys.reload(), keys.get()])).toEqual([2, 2, 2]);
    set(3);
    clock.now += keyRingMinReloadMs - 1;
    expect(await keys.reload()).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the values it holds when a later read fails, and tries again a minute later', async () => {
    const { clock, load, set, ring } = setup();
    const keys = await ring;
    load.mockRejectedValueOnce(new Error('Secrets Manager is down'));
    clock.now += keyRingMaxAgeMs;
    expect(await keys.get()).toBe(1);
    set(2);
    expect(await keys.get()).toBe(1);
    clock.now += keyRingMinReloadMs;
    expect(await keys.get()).toBe(2);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
