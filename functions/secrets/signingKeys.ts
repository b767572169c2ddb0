/**
 * The key the newsletter links are signed with, kept in Secrets Manager as `{"id":"k1","key":"..."}`.
 * A link names its key by id (`kid`), so after a rotation the links already in inboxes still check
 * against the previous key while new ones are signed with the current one.
 */
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { KeyRing, KeyRingOptions, StagedValues } from './keyRing';
import { createKeyRing, readStages } from './keyRing';
import type { Rotation } from './rotation';
import { randomAlphanumeric } from './rotation';

export interface SigningKey {
  /** Short, and carried by every link it signs. Empty only for the key from before keys had ids. */
  readonly id: string;
  readonly key: string;
}

export interface SigningKeys {
  /** Signs new links (AWSCURRENT). */
  readonly current: SigningKey;
  /** Check links: the current key, then the previous one (AWSPREVIOUS) if there is one. */
  readonly accepted: readonly SigningKey[];
}

/** Fewer characters than this is not a key anyone should sign with; the stack generates 48. */
export const minSigningKeyLength = 32;

const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/;

/** A version's value as a key, or an error saying what is wrong with it (never the value). */
export function parseSigningKey(value: string): SigningKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('The signing key secret is not JSON like {"id":"k1","key":"..."}.');
  }
  const { id, key } = (parsed ?? {}) as { id?: unknown; key?: unknown };
  if (typeof id !== 'string' || !keyIdPattern.test(id)) throw new Error('The signing key secret has no "id" of 1-32 letters, digits, _ or -.');
  if (typeof key !== 'string' || key.length < minSigningKeyLength) {
    throw new Error(`The signing key secret has no "key" of at least ${minSigningKeyLength} characters.`);
  }
  return { id, key };
}

export function signingKeysFrom(values: Pick<StagedValues, 'AWSCURRENT' | 'AWSPREVIOUS'>): SigningKeys {
  const current = parseSigningKey(values.AWSCURRENT);
  const previous = values.AWSPREVIOUS;
  if (previous === undefined) return { current, accepted: [current] };
  // The plain string that signed links before keys had ids (the secret's value before it became JSON):
  // it still checks the links without `kid` already in inboxes, until the next rotation drops it.
  const older = previous.trimStart().startsWith('{') ? parseSigningKey(previous) : { id: '', key: previous };
  return { current, accepted: older.id === current.id ? [current] : [current, older] };
}

/** The signing keys of secret `secretId` (env `NEWSLETTER_SIGNING_KEY_SECRET`), loaded now and kept warm. */
export function signingKeyRing(
  client: SecretsManagerClient,
  secretId: string,
  options: Omit<KeyRingOptions<SigningKeys>, 'load'> = {},
): Promise<KeyRing<SigningKeys>> {
  return createKeyRing({ ...options, load: async () => signingKeysFrom(await readStages(client, secretId, ['AWSCURRENT', 'AWSPREVIOUS'])) });
}

/** The id of a version's key; none for a value that is not a key (the plain string from before ids). */
function idOf(value: string): unknown {
  try {
    return (JSON.parse(value) as { id?: unknown } | null)?.id;
  } catch {
    return undefined;
  }
}

/**
 * The next key, as the rotation's createSecret writes it: a new random key under a new id, `k` and
 * the time in base 36. Always later than the current id's time, so no earlier rotation can have used
 * it, even with a clock that went back.
 */
export function newSigningKey(current: string, now: number = Date.now()): string {
  const currentId = idOf(current);
  const currentAt = typeof currentId === 'string' && /^k[0-9a-z]+$/.test(currentId) ? parseInt(currentId.slice(1), 36) : -1;
  const id = `k${Math.max(now, currentAt + 1).toString(36)}`;
  return JSON.stringify({ id, key: randomAlphanumeric(48) });
}

/** The rotation's testSecret: the pending key must be well formed and carry an id of its own. */
export function checkPendingSigningKey(pending: string, current: string): void {
  const next = parseSigningKey(pending);
  if (next.id === idOf(current)) throw new Error(`The pending signing key reuses the current key's id ${next.id}.`);
}

/** What rotating the signing key takes: no other system holds it, so there is nothing to set. */
export const signingKeyRotation: Rotation = {
  generate: (current) => newSigningKey(current),
  check: checkPendingSigningKey,
};

/** One key that never rotates: the local dev server's and the tests'. */
export const singleSigningKey = (key: SigningKey): SigningKeys => ({ current: key, accepted: [key] });
