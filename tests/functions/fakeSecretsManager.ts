/**
 * One secret with Secrets Manager's versions and staging labels, behind a real `SecretsManagerClient`
 * whose calls are answered here (aws-sdk-client-mock): there is no Secrets Manager emulator. It keeps
 * the rules the rotation relies on: rotation starts by staging a version id as AWSPENDING with no value
 * yet; moving AWSCURRENT gives the old current version AWSPREVIOUS; a stage nothing carries is
 * ResourceNotFoundException.
 */
import { randomUUID } from 'node:crypto';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  InvalidParameterException,
  InvalidRequestException,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import type { RotationHandler } from '../../functions/secrets/rotation';

interface Version {
  value: string | undefined;
  stages: Set<string>;
}

export const secretArn = 'arn:aws:secretsmanager:us-east-1:111122223333:secret:test-AbCdEf';

const notFound = (message: string) => new ResourceNotFoundException({ message, $metadata: {} });

/**
 * `initial` is the AWSCURRENT value. With `everyClient`, every `SecretsManagerClient` answers from this
 * secret, also one a function's entry builds on import; otherwise only the returned `client` does.
 */
export function fakeSecretsManager(initial: string, options: { everyClient?: boolean } = {}) {
  const client = new SecretsManagerClient({ region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
  const mock = mockClient(options.everyClient ? SecretsManagerClient : client);
  const versions = new Map<string, Version>([[randomUUID(), { value: initial, stages: new Set(['AWSCURRENT']) }]]);
  const state = { rotationEnabled: true };

  const holder = (stage: string) => [...versions].find(([, version]) => version.stages.has(stage))?.[0];
  const moveStage = (stage: string, to: string) => {
    for (const version of versions.values()) version.stages.delete(stage);
    versions.get(to)?.stages.add(stage);
  };
  const makeCurrent = (id: string) => {
    const old = holder('AWSCURRENT');
    if (old !== undefined && old !== id) moveStage('AWSPREVIOUS', old);
    moveStage('AWSCURRENT', id);
  };

  mock.on(DescribeSecretCommand).callsFake(() => ({
    ARN: secretArn,
    RotationEnabled: state.rotationEnabled,
    VersionIdsToStages: Object.fromEntries([...versions].filter(([, version]) => version.stages.size > 0).map(([id, version]) => [id, [...version.stages]])),
  }));
  mock.on(GetSecretValueCommand).callsFake((input: { VersionId?: string; VersionStage?: string }) => {
    const id = input.VersionId ?? holder(input.VersionStage ?? 'AWSCURRENT');
    const version = id === undefined ? undefined : versions.get(id);
    if (version === undefined || version.value === undefined || (input.VersionStage !== undefined && !version.stages.has(input.VersionStage))) {
      throw notFound(`Secrets Manager can't find the specified secret value for ${input.VersionId ?? ''} ${input.VersionStage ?? ''}.`);
    }
    return { ARN: secretArn, VersionId: id, SecretString: version.value, VersionStages: [...version.stages] };
  });
  mock.on(PutSecretValueCommand).callsFake((input: { ClientRequestToken: string; SecretString: string; VersionStages?: string[] }) => {
    const existing = versions.get(input.ClientRequestToken);
    if (existing?.value !== undefined && existing.value !== input.SecretString) {
      throw new InvalidRequestException({ message: 'A version with this token already has another value.', $metadata: {} });
    }
    if (existing === undefined) versions.set(input.ClientRequestToken, { value: input.SecretString, stages: new Set() });
    else existing.value = input.SecretString;
    for (const stage of input.VersionStages ?? ['AWSCURRENT']) {
      if (stage === 'AWSCURRENT') makeCurrent(input.ClientRequestToken);
      else moveStage(stage, input.ClientRequestToken);
    }
    return { ARN: secretArn, VersionId: input.ClientRequestToken };
  });
  mock.on(UpdateSecretVersionStageCommand).callsFake((input: { VersionStage: string; MoveToVersionId?: string; RemoveFromVersionId?: string }) => {
    const from = holder(input.VersionStage);
    if (from !== undefined && from !== input.MoveToVersionId && input.RemoveFromVersionId !== from) {
      throw new InvalidParameterException({ message: `The staging label ${input.VersionStage} is attached to version ${from}; name it in RemoveFromVersionId.`, $metadata: {} });
    }
    if (input.MoveToVersionId === undefined || !versions.has(input.MoveToVersionId)) throw notFound('No such version.');
    if (input.VersionStage === 'AWSCURRENT') makeCurrent(input.MoveToVersionId);
    else moveStage(input.VersionStage, input.MoveToVersionId);
    return { ARN: secretArn };
  });

  const stageValue = (stage: string) => {
    const id = holder(stage);
    return id === undefined ? undefined : versions.get(id)?.value;
  };

  return {
    client,
    mock,
    state,
    versions,
    stageValue,
    /** What RotateSecret does first: a new version id, staged AWSPENDING, with no value yet. */
    startRotation(): string {
      const token = randomUUID();
      versions.set(token, { value: undefined, stages: new Set() });
      moveStage('AWSPENDING', token);
      return token;
    },
    /** A whole rotation, as Secrets Manager drives it: the four steps in turn with one token. */
    async rotate(handler: RotationHandler): Promise<string> {
      const token = this.startRotation();
      for (const Step of ['createSecret', 'setSecret', 'testSecret', 'finishSecret']) {
        await handler({ SecretId: secretArn, ClientRequestToken: token, Step });
      }
      return token;
    },
  };
}
