// @vitest-environment node
/**
 * The origin secret's rotation, through its entry, against a Secrets Manager secret and a CloudFront
 * distribution answered in memory (aws-sdk-client-mock): the header it sets on every API origin, read
 * back before it is made current.
 */
import type { DistributionConfig } from '@aws-sdk/client-cloudfront';
import { CloudFrontClient, GetDistributionConfigCommand, PreconditionFailed, UpdateDistributionCommand } from '@aws-sdk/client-cloudfront';
import { PutSecretValueCommand, UpdateSecretVersionStageCommand } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RotationHandler } from '../../functions/secrets/rotation';
import { randomAlphanumeric } from '../../functions/secrets/rotation';
import { fakeSecretsManager, secretArn } from './fakeSecretsManager';

const step = (handler: RotationHandler, Step: string, token: string) => handler({ SecretId: secretArn, ClientRequestToken: token, Step });

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const oldValue = 'O'.repeat(48);

/** The site's distribution as the stack builds it: the API's origins carry the header, the bucket does not. */
const distribution = (): DistributionConfig =>
  ({
    CallerReference: 'ref',
    Comment: 'site',
    Enabled: true,
    Origins: {
      Quantity: 3,
      Items: [
        { Id: 'bucket', DomainName: 'site.s3.us-east-1.amazonaws.com', CustomHeaders: { Quantity: 0, Items: [] } },
        {
          Id: 'api',
          DomainName: 'abc.lambda-url.us-east-1.on.aws',
          CustomHeaders: { Quantity: 2, Items: [{ HeaderName: 'x-origin-verify', HeaderValue: oldValue }, { HeaderName: 'x-other', HeaderValue: 'keep' }] },
        },
        { Id: 'links', DomainName: 'def.lambda-url.us-east-1.on.aws', CustomHeaders: { Quantity: 1, Items: [{ HeaderName: 'X-Origin-Verify', HeaderValue: oldValue }] } },
      ],
    },
    DefaultCacheBehavior: { TargetOriginId: 'bucket', ViewerProtocolPolicy: 'redirect-to-https' },
  }) as DistributionConfig;

/** Distributions (each starting as `config`) whose every update must name its current ETag, as CloudFront's API requires. */
function fakeCloudFront(config: DistributionConfig, ids: readonly string[] = ['E2EXAMPLE']) {
  const mock = mockClient(CloudFrontClient);
  const states = new Map(ids.map((id) => [id, { config: structuredClone(config), etag: 'E1', updates: 0, changedMeanwhile: 0 }]));
  const stateOf = (id: string | undefined) => {
    const found = states.get(id ?? '');
    if (found === undefined) throw new Error(`No distribution ${id}`);
    return found;
  };
  const preconditionFailed = () => new PreconditionFailed({ message: 'The If-Match version is missing or not valid.', $metadata: {} });
  mock.on(GetDistributionConfigCommand).callsFake((input: { Id?: string }) => ({ DistributionConfig: structuredClone(stateOf(input.Id).config), ETag: stateOf(input.Id).etag }));
  mock.on(UpdateDistributionCommand).callsFake((input: { Id?: string; IfMatch?: string; DistributionConfig: DistributionConfig }) => {
    const state = stateOf(input.Id);
    if (state.changedMeanwhile > 0) {
      // A deploy changed the distribution between this rotation's read and its update.
      state.changedMeanwhile -= 1;
      state.etag = `${state.etag}'`;
    }
    if (input.IfMatch !== state.etag) throw preconditionFailed();
    state.updates += 1;
    state.config = structuredClone(input.DistributionConfig);
    state.etag = `E${state.updates + 1}`;
    return { ETag: state.etag };
  });
  const state = stateOf(ids[0]);
  const values = (id = ids[0]) =>
    Object.fromEntries((stateOf(id).config.Origins?.Items ?? []).map((origin) => [origin.Id, (origin.CustomHeaders?.Items ?? []).map((header) => `${header.HeaderName}=${header.HeaderValue}`)]));
  return { mock, state, states, values };
}

describe('rotate-origin-secret', () => {
  const setup = async (config = distribution(), ids: readonly string[] = ['E2EXAMPLE']) => {
    vi.stubEnv('DISTRIBUTION_IDS', ids.join(' '));
    // The function reads its distributions when it loads.
    vi.resetModules();
    const secrets = fakeSecretsManager(oldValue, { everyClient: true });
    const cloudFront = fakeCloudFront(config, ids);
    const { handler } = await import('../../functions/rotate-origin-secret/index');
    const token = secrets.startRotation();
    return { secrets, cloudFront, handler, token };
  };
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('createSecret writes a new random value as AWSPENDING, once', async () => {
    const { secrets, handler, token } = await setup();
    await step(handler, 'createSecret', token);
    await step(handler, 'createSecret', token);
    const pending = secrets.stageValue('AWSPENDING');
    expect(pending).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(pending).not.toBe(oldValue);
    expect(secrets.mock.commandCalls(PutSecretValueCommand)).toHaveLength(1);
  });

  it('setSecret sets the header on every origin that carries it, and only there, naming the ETag it read', async () => {
    const { secrets, cloudFront, handler, token } = await setup();
    await step(handler, 'createSecret', token);
    await step(handler, 'setSecret', token);
    const pending = secrets.stageValue('AWSPENDING');
    expect(cloudFront.values()).toEqual({
      bucket: [],
      api: [`x-origin-verify=${pending}`, 'x-other=keep'],
      links: [`X-Origin-Verify=${pending}`],
    });
    const updates = cloudFront.mock.commandCalls(UpdateDistributionCommand);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.args[0].input).toMatchObject({ Id: 'E2EXAMPLE', IfMatch: 'E1' });
    expect(updates[0]?.args[0].input.DistributionConfig?.DefaultCacheBehavior).toEqual(distribution().DefaultCacheBehavior);
    // Called again (Secrets Manager retries a step): the distribution already sends it, so no update.
    await step(handler, 'setSecret', token);
    expect(cloudFront.mock.commandCalls(UpdateDistributionCommand)).toHaveLength(1);
  });

  it("setSecret and testSecret cover every distribution with an API origin: the site's and the editor's", async () => {
    const { secrets, cloudFront, handler, token } = await setup(distribution(), ['ESITE', 'EEDITOR']);
    await step(handler, 'createSecret', token);
    await step(handler, 'setSecret', token);
    const pending = secrets.stageValue('AWSPENDING');
    for (const id of ['ESITE', 'EEDITOR']) expect(cloudFront.values(id).api).toEqual([`x-origin-verify=${pending}`, 'x-other=keep']);
    cloudFront.states.get('EEDITOR')!.config.Origins!.Items![1]!.CustomHeaders!.Items![0]!.HeaderValue = oldValue;
    await expect(step(handler, 'testSecret', token)).rejects.toThrow(/api of distribution EEDITOR do not send the pending/);
  });

  it('setSecret reads again and retries once when the distribution changed meanwhile, then gives up', async () => {
    const { cloudFront, handler, token } = await setup();
    await step(handler, 'createSecret', token);
    cloudFront.state.changedMeanwhile = 1;
    await step(handler, 'setSecret', token);
    expect(cloudFront.mock.commandCalls(UpdateDistributionCommand).map((call) => call.args[0].input.IfMatch)).toEqual(['E1', "E1'"]);
    expect(cloudFront.state.updates).toBe(1);

    const again = await setup();
    await step(again.handler, 'createSecret', again.token);
    again.cloudFront.state.changedMeanwhile = 2;
    await expect(step(again.handler, 'setSecret', again.token)).rejects.toThrow(/If-Match/);
  });

  it('setSecret fails when no origin carries the header: CloudFront would send nothing the functions accept', async () => {
    const config = distribution();
    for (const origin of config.Origins?.Items ?? []) origin.CustomHeaders = { Quantity: 0, Items: [] };
    const { handler, token } = await setup(config);
    await step(handler, 'createSecret', token);
    await expect(step(handler, 'setSecret', token)).rejects.toThrow(/No origin .* sends x-origin-verify/);
  });

  it('testSecret reads the distribution back: it fails until every origin with the header sends the pending value', async () => {
    const { cloudFront, handler, token } = await setup();
    await step(handler, 'createSecret', token);
    await expect(step(handler, 'testSecret', token)).rejects.toThrow(/api, links .* do not send the pending/);
    await step(handler, 'setSecret', token);
    cloudFront.state.config.Origins!.Items![2]!.CustomHeaders!.Items![0]!.HeaderValue = oldValue;
    await expect(step(handler, 'testSecret', token)).rejects.toThrow(/links .* do not send the pending/);
    await step(handler, 'setSecret', token);
    await step(handler, 'testSecret', token);
  });

  it('finishSecret makes the value CloudFront sends current, and the old one previous', async () => {
    const { secrets, cloudFront, handler, token } = await setup();
    for (const name of ['createSecret', 'setSecret', 'testSecret', 'finishSecret']) await step(handler, name, token);
    const current = secrets.stageValue('AWSCURRENT');
    expect(current).not.toBe(oldValue);
    expect(secrets.stageValue('AWSPREVIOUS')).toBe(oldValue);
    expect(cloudFront.values().api).toContain(`x-origin-verify=${current}`);
    expect(secrets.mock.commandCalls(UpdateSecretVersionStageCommand)[0]?.args[0].input).toMatchObject({
      VersionStage: 'AWSCURRENT',
      MoveToVersionId: token,
      RemoveFromVersionId: [...secrets.versions].find(([, version]) => version.value === oldValue)?.[0],
    });
  });

  it('writes values a header can carry', () => {
    const values = new Set(Array.from({ length: 50 }, () => randomAlphanumeric(48)));
    expect(values.size).toBe(50);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9]{48}$/);
  });
});
