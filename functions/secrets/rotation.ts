/**
 * A Secrets Manager custom rotation function: the four steps Secrets Manager calls in turn, with
 * the checks of AWS's rotation template (aws-samples/aws-secrets-manager-rotation-lambdas). What a
 * secret's value is, who else must learn it and how to test it are the three things each secret adds.
 */
import { randomBytes } from 'node:crypto';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { isNotFound } from './keyRing';

export const rotationSteps = ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const;
export type RotationStep = (typeof rotationSteps)[number];

/** What Secrets Manager invokes the function with, once per step. */
export interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: string;
}

export interface Rotation {
  /** createSecret: the next value, given the current one. */
  generate: (current: string) => string | Promise<string>;
  /** setSecret: hands the pending value to the system that checks it. Left out when no other system holds it. */
  apply?: (pending: string) => Promise<void>;
  /** testSecret: throws, failing the rotation, unless the pending value is fit to become current. */
  check: (pending: string, current: string) => void | Promise<void>;
}

export interface RotationLogLine {
  step: string;
  version: string;
  outcome: 'done' | 'already_pending' | 'already_current';
}

export type RotationHandler = (event: RotationEvent) => Promise<void>;

export function createRotationHandler(
  client: SecretsManagerClient,
  rotation: Rotation,
  log: (line: RotationLogLine) => void = (line) => console.log(JSON.stringify(line)),
): RotationHandler {
  const value = async (secretId: string, version: { VersionStage: string; VersionId?: string }) => {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId, ...version }));
    if (SecretString === undefined) throw new Error(`Secret ${secretId} has no string value at ${version.VersionStage}.`);
    return SecretString;
  };

  return async ({ SecretId: secretId, ClientRequestToken: token, Step: step }) => {
    if (!(rotationSteps as readonly string[]).includes(step)) throw new Error(`Unknown rotation step ${step}.`);
    const metadata = await client.send(new DescribeSecretCommand({ SecretId: secretId }));
    if (!metadata.RotationEnabled) throw new Error(`Secret ${secretId} is not enabled for rotation.`);
    const versions = metadata.VersionIdsToStages ?? {};
    const stages = versions[token];
    if (stages === undefined) throw new Error(`Secret version ${token} has no stage for rotation of secret ${secretId}.`);
    // A step called again after the rotation finished (Secrets Manager retries): nothing left to do.
    if (stages.includes('AWSCURRENT')) return log({ step, version: token, outcome: 'already_current' });
    if (!stages.includes('AWSPENDING')) throw new Error(`Secret version ${token} is not AWSPENDING for rotation of secret ${secretId}.`);
    const current = () => value(secretId, { VersionStage: 'AWSCURRENT' });
    const pending = () => value(secretId, { VersionStage: 'AWSPENDING', VersionId: token });

    switch (step as RotationStep) {
      case 'createSecret': {
        const now = await current();
        // Idempotent: a retried createSecret keeps the value it already wrote, which setSecret may have applied.
        try {
          await pending();
          return log({ step, version: token, outcome: 'already_pending' });
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
        const next = await rotation.generate(now);
        await client.send(new PutSecretValueCommand({ SecretId: secretId, ClientRequestToken: token, SecretString: next, VersionStages: ['AWSPENDING'] }));
        break;
      }
      case 'setSecret':
        if (rotation.apply) await rotation.apply(await pending());
        break;
      case 'testSecret':
        await rotation.check(await pending(), await current());
        break;
      case 'finishSecret': {
        const currentVersion = Object.entries(versions).find(([, versionStages]) => versionStages.includes('AWSCURRENT'))?.[0];
        await client.send(
          new UpdateSecretVersionStageCommand({
            SecretId: secretId,
            VersionStage: 'AWSCURRENT',
            MoveToVersionId: token,
            ...(currentVersion === undefined ? {} : { RemoveFromVersionId: currentVersion }),
          }),
        );
        break;
      }
    }
    log({ step, version: token, outcome: 'done' });
  };
}

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Letters and digits only, like the stack's `excludePunctuation: true`: safe in a header, a URL and JSON. */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      // 248 is the largest multiple of 62 under 256: higher bytes are skipped so every character is equally likely.
      if (byte < 248 && out.length < length) out += alphanumeric[byte % alphanumeric.length];
    }
  }
  return out;
}
