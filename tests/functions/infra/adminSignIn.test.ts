// @vitest-environment node
/**
 * The editor's sign-in function and its routes.
 * The stack is synthesised once per run (stackTemplate.ts).
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { handshakeContentSecurityPolicy } from '../../../functions/admin-sign-in/page';
import { type HeadersPolicyConfig } from './servedHeaders';
import { distributionConfig, editorConfig, logicalIdOf, ofType, only, type Resource, resources, type Statement, readStack } from './stackTemplate';

beforeAll(() => readStack(), 300_000);

describe("the editor's sign-in", () => {
  const signInFunction = () => {
    const found = Object.entries(resources).filter(([key, resource]) => resource.Type === 'AWS::Lambda::Function' && key.includes('AdminSignIn'));
    expect(found).toHaveLength(1);
    return found[0] as [string, Resource];
  };
  const appSecretId = () => Object.keys(resources).find((key) => key.includes('GitHubApp') && resources[key]?.Type === 'AWS::SecretsManager::Secret') ?? '';
  const statesId = () => Object.keys(resources).find((key) => key.includes('AdminSignInStates') && resources[key]?.Type === 'AWS::DynamoDB::Table') ?? '';
  const statementsOfSignIn = () => {
    const roleId = (signInFunction()[1].Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return ofType('AWS::IAM::Policy')
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((candidate) => candidate.Ref === roleId))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  };

  it("runs a GitHub App's web flow behind the API's routes, throttled, with the app's secret named but never in its environment", () => {
    const [, fn] = signInFunction();
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables).toEqual({
      SIGN_IN_APP_SECRET: { Ref: appSecretId() },
      ORIGIN_SECRET: { Ref: Object.keys(resources).find((key) => key.includes('OriginSecret') && resources[key]?.Type === 'AWS::SecretsManager::Secret') },
      SIGN_IN_STATE_TABLE: { Ref: statesId() },
      // On the editor's own host, whose page alone receives the token.
      SIGN_IN_CALLBACK_URL: 'https://admin.example.com/api/admin-sign-in/callback',
    });
    // Made with an empty client id, which the function reads as not set up until the owner puts the app's.
    expect(resources[appSecretId()]?.Properties.GenerateSecretString).toMatchObject({ SecretStringTemplate: '{"clientId":""}', GenerateStringKey: 'clientSecret' });
    const integration = ofType('AWS::ApiGatewayV2::Integration').find((candidate) => JSON.stringify(candidate.Properties.IntegrationUri).includes(signInFunction()[0]));
    const routes = ofType('AWS::ApiGatewayV2::Route').filter((route) => JSON.stringify(route.Properties.Target).includes(logicalIdOf(integration as Resource) ?? '-'));
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual([
      'GET /api/admin-sign-in/authorize',
      'GET /api/admin-sign-in/callback',
      'POST /api/admin-sign-in/access_token',
    ]);
    const routeSettings = only('AWS::ApiGatewayV2::Stage').Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number }>;
    for (const route of routes) expect(routeSettings[route.Properties.RouteKey as string]?.ThrottlingRateLimit).toBe(1);
  });

  it('keeps each state in a table of its own, which it may only put into and delete from', () => {
    expect(resources[statesId()]?.Properties).toMatchObject({
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
    const dynamo = statementsOfSignIn().filter((statement) => [statement.Action].flat().some((action) => action.startsWith('dynamodb:')));
    expect(dynamo).toEqual([expect.objectContaining({ Action: ['dynamodb:PutItem', 'dynamodb:DeleteItem'], Resource: { 'Fn::GetAtt': [statesId(), 'Arn'] } })]);
    const users = ofType('AWS::IAM::Policy').filter((policy) => JSON.stringify(policy.Properties.PolicyDocument).includes(`"${statesId()}"`));
    expect(users).toHaveLength(1);
  });

  it('may read its own secret and the origin secret, and nothing else; no other function may read its secret', () => {
    const secretReads = statementsOfSignIn().filter((statement) => [statement.Action].flat().some((action) => action.startsWith('secretsmanager:')));
    expect(secretReads.map((statement) => [[statement.Action].flat().sort(), statement.Resource])).toEqual(
      expect.arrayContaining([[['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'], { Ref: appSecretId() }]]),
    );
    expect(secretReads).toHaveLength(2);
    const readers = ofType('AWS::IAM::Policy').filter((policy) => JSON.stringify(policy.Properties.PolicyDocument).includes(`"${appSecretId()}"`));
    expect(readers).toHaveLength(1);
  });

  it("is served on the editor's host only, with a policy that runs only the handshake script, and no Referer", () => {
    const editor = editorConfig();
    const signIn = editor.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/admin-sign-in/*');
    const api = distributionConfig().CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    // The same API origin and settings as the site's /api/*: every method (the refresh is a POST), uncached.
    expect({ ...signIn, PathPattern: undefined, ResponseHeadersPolicyId: undefined, TargetOriginId: undefined }).toEqual({ ...api, PathPattern: undefined, ResponseHeadersPolicyId: undefined, TargetOriginId: undefined });
    const origin = editor.Origins.find((candidate) => candidate.Id === signIn?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain(`"${logicalIdOf(only('AWS::ApiGatewayV2::Api'))}","ApiEndpoint"`);
    const policy = resources[(signIn?.ResponseHeadersPolicyId as { Ref: string }).Ref]?.Properties.ResponseHeadersPolicyConfig as HeadersPolicyConfig;
    expect(policy.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: handshakeContentSecurityPolicy, Override: true });
    expect(policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(policy.SecurityHeadersConfig.ReferrerPolicy).toEqual({ ReferrerPolicy: 'no-referrer', Override: true });
    expect(policy.SecurityHeadersConfig.FrameOptions.FrameOption).toBe('DENY');
  });
});

