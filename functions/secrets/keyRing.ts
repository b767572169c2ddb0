/**
 * Secrets the functions read from Secrets Manager at cold start, never from their environment, and
 * keep while warm. A secret is rotated by staging versions (AWSPENDING, then AWSCURRENT, the old one
 * AWSPREVIOUS), so a function holds every version still in use, not only the current one.
 */
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';

export const secretStages = ['AWSCURRENT', 'AWSPREVIOUS', 'AWSPENDING'] as const;
export type SecretStage = (typeof secretStages)[number];

/** The value of each stage asked for; a stage no version carries is left out. AWSCURRENT is always there. */
export type StagedValues = Partial<Record<SecretStage, string>> & { AWSCURRENT: string };

/** Secrets Manager's answer for a stage or version that no value carries. */
export const isNotFound = (error: unknown) => error instanceof Error && error.name === 'ResourceNotFoundException';

/**
 * The string values of `stages` of one secret. A secret that was never rotated has no AWSPREVIOUS,
 * and one that is not being rotated no AWSPENDING: Secrets Manager answers ResourceNotFoundException
 * for those, which is no error. A missing AWSCURRENT is.
 */
export async function readStages(client: SecretsManagerClient, secretId: string, stages: readonly SecretStage[]): Promise<StagedValues> {
  const wanted: readonly SecretStage[] = stages.includes('AWSCURRENT') ? stages : ['AWSCURRENT', ...stages];
  const read = await Promise.all(
    wanted.map(async (stage) => {
      try {
        const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }));
        return [stage, SecretString] as const;
      } catch (error) {
        if (stage !== 'AWSCURRENT' && isNotFound(error)) return [stage, undefined] as const;
        throw error;
      }
    }),
  );
  const values: Partial<Record<SecretStage, string>> = {};
  for (const [stage, value] of read) if (value !== undefined) values[stage] = value;
  if (values.AWSCURRENT === undefined) throw new Error(`Secret ${secretId} has no AWSCURRENT string value.`);
  return values as StagedValues;
}

/** A warm function's copy of a secret's versions. */
export interface KeyRing<T> {
  /** The versions held, read again once they are older than `maxAgeMs`. */
  get(): Promise<T>;
  /**
   * The versions read again now, for a value the held ones do not know: an instance started after a
   * rotation may already use a new one. At most once per `minReloadMs`; within it, the held versions.
   */
  reload(): Promise<T>;
}

/** Held at most this long, so a rotation reaches every warm function within the hour. */
export const keyRingMaxAgeMs = 60 * 60_000;
/** Read again on an unknown value at most this often, so a stream of forged values costs one read a minute. */
export const keyRingMinReloadMs = 60_000;

export interface KeyRingOptions<T> {
  load: () => Promise<T>;
  /** Epoch milliseconds. */
  clock?: () => number;
  /** @default keyRingMaxAgeMs */
  maxAgeMs?: number;
  /** @default keyRingMinReloadMs */
  minReloadMs?: number;
  /** A read after the first one failed; the held versions stay. @default a JSON line on stderr */
  onReloadError?: (error: unknown) => void;
}

const logReloadError = (error: unknown) =>
  console.error(JSON.stringify({ secretReload: 'failed', errorName: error instanceof Error ? error.name : typeof error }));

/**
 * Loads once now, so a function that cannot read its secret fails at cold start. A later read that
 * fails keeps the versions held and is tried again after `minReloadMs`, as AWS's own Secrets Manager
 * caching clients do: a short Secrets Manager outage does not take the site down.
 */
export async function createKeyRing<T>(options: KeyRingOptions<T>): Promise<KeyRing<T>> {
  const clock = options.clock ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? keyRingMaxAgeMs;
  const minReloadMs = options.minReloadMs ?? keyRingMinReloadMs;
  let held = await options.load();
  let loadedAt = clock();
  let triedAt = loadedAt;
  let loading: Promise<T> | undefined;

  const load = () => {
    loading ??= (async () => {
      triedAt = clock();
      try {
        held = await options.load();
        loadedAt = triedAt;
      } catch (error) {
        (options.onReloadError ?? logReloadError)(error);
      } finally {
        loading = undefined;
      }
      return held;
    })();
    return loading;
  };
  const mayTry = () => clock() - triedAt >= minReloadMs;

  return {
    get: () => (clock() - loadedAt >= maxAgeMs && mayTry() ? load() : (loading ?? Promise.resolve(held))),
    reload: () => (mayTry() ? load() : (loading ?? Promise.resolve(held))),
  };
}

/** Versions that never change: the local dev server's and the tests'. */
export function fixedKeyRing<T>(value: T): KeyRing<T> {
  return { get: () => Promise.resolve(value), reload: () => Promise.resolve(value) };
}
