/**
 * Only CloudFront may call the API: it adds a secret header to every request it forwards, and the
 * functions refuse a request without it, so the functions' own addresses take nothing from anyone
 * who bypasses the CDN (and its WAF, its headers, its viewer address).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { LambdaHandler } from '../forms/handler';
import type { LogLine } from '../forms/logLine';
import { clientAddress, getHeader, jsonResponse, maskAddress } from '../forms/http';
import type { KeyRing, KeyRingOptions } from './keyRing';
import { createKeyRing, readStages, secretStages } from './keyRing';

/** The custom origin header CloudFront sends; its value is the secret `ORIGIN_SECRET` names. */
export const originHeader = 'x-origin-verify';

/** Every value CloudFront may be sending. */
export type OriginSecrets = KeyRing<readonly string[]>;

/**
 * The values of secret `secretId` (env `ORIGIN_SECRET`), loaded now and kept warm. All three stages:
 * during a rotation CloudFront already sends the pending value, and its edge locations take minutes to
 * change, so the previous value keeps arriving for a while after the rotation ends.
 */
export function originSecretRing(
  client: SecretsManagerClient,
  secretId: string,
  options: Omit<KeyRingOptions<readonly string[]>, 'load'> = {},
): Promise<OriginSecrets> {
  return createKeyRing({ ...options, load: async () => Object.values(await readStages(client, secretId, secretStages)) });
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant time: both sides are hashed to the same length, and every value is compared. */
function matchesAny(given: string, values: readonly string[]): boolean {
  const presented = digest(given);
  let found = false;
  for (const value of values) found = timingSafeEqual(presented, digest(value)) || found;
  return found;
}

/**
 * `handler`, answering only requests that carry a current origin value; any other gets 403 and a log
 * line like the handlers' own refusals. `'unchecked'` lets every request through: only where there is
 * no CloudFront and no `ORIGIN_SECRET` (unit tests, a local run), and it has to be said at the call.
 */
export function requireCloudFront(
  handler: LambdaHandler,
  origins: OriginSecrets | 'unchecked',
  log: (line: LogLine) => void,
  now: () => number = () => performance.now(),
): LambdaHandler {
  if (origins === 'unchecked') return handler;
  return async (event) => {
    const started = now();
    const given = getHeader(event.headers, originHeader) ?? '';
    // An unknown value may be a new one, from a rotation that began after these values were read.
    if (given !== '' && (matchesAny(given, await origins.get()) || matchesAny(given, await origins.reload()))) return handler(event);
    const client = maskAddress(clientAddress(event));
    log({
      outcome: 'forbidden',
      status: 403,
      durationMs: Math.round(now() - started),
      originHeader: given === '' ? 'missing' : 'unknown',
      ...(client === undefined ? {} : { client }),
    });
    return jsonResponse(403, { ok: false, error: 'forbidden' });
  };
}
