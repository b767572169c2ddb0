// @vitest-environment node
/**
 * The per-client and per-route limits in front of the API, and the origin secret CloudFront proves itself with.
 * The stack is synthesised once per run (stackTemplate.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routeThrottles } from '../../../functions/infra/formApi';
import { perClientApiLimit, rateLimitedBody, retryAfterSeconds } from '../../../functions/infra/limits';
import { perClientRuleName } from '../../../functions/infra/edgeProtection';
import { distributionConfig, logicalIdOf, ofType, only, resources, readStack } from './stackTemplate';

beforeAll(() => readStack(), 300_000);

describe('edge protection', () => {
  it('limits each client to the same number of /api/ requests as the local server, answering 429 with a JSON body', () => {
    const acl = only('AWS::WAFv2::WebACL');
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(distributionConfig()).toMatchObject({ WebACLId: { 'Fn::GetAtt': [logicalIdOf(acl), 'Arn'] } });
    // The beacons' own rule is checked with them (tests/functions/infra/visitCounts.test.ts); then AWS's
    // managed rule groups, counting (tests/functions/infra/edgeProtection.test.ts).
    const rules = (acl.Properties.Rules as { Name: string; Statement: unknown; Action: unknown }[]).filter((rule) => rule.Name === perClientRuleName);
    expect(rules).toHaveLength(1);
    expect(rules[0]?.Statement).toEqual({
      RateBasedStatement: {
        AggregateKeyType: 'IP',
        Limit: perClientApiLimit.requests,
        EvaluationWindowSec: perClientApiLimit.windowSeconds,
        ScopeDownStatement: {
          AndStatement: {
            Statements: [
              {
                ByteMatchStatement: {
                  FieldToMatch: { UriPath: {} },
                  PositionalConstraint: 'STARTS_WITH',
                  SearchString: '/api/',
                  TextTransformations: [{ Priority: 0, Type: 'NONE' }],
                },
              },
              { NotStatement: { Statement: { ByteMatchStatement: expect.objectContaining({ PositionalConstraint: 'EXACTLY', SearchString: '/api/e' }) } } },
            ],
          },
        },
      },
    });
    expect(rules[0]?.Action).toEqual({
      Block: {
        CustomResponse: {
          ResponseCode: 429,
          CustomResponseBodyKey: 'rateLimited',
          ResponseHeaders: [{ Name: 'Retry-After', Value: String(retryAfterSeconds) }],
        },
      },
    });
    expect(acl.Properties.CustomResponseBodies).toEqual({
      rateLimited: { ContentType: 'APPLICATION_JSON', Content: JSON.stringify(rateLimitedBody) },
    });
  });

  it('throttles each route on its own, under the stage limit, so a flood of one leaves the others their share', () => {
    const stage = only('AWS::ApiGatewayV2::Stage');
    const settings = stage.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    expect(Object.keys(settings).sort()).toEqual(ofType('AWS::ApiGatewayV2::Route').map((route) => route.Properties.RouteKey).filter((key) => !String(key).startsWith('OPTIONS')).sort());
    for (const [route, { rateLimit, burstLimit }] of Object.entries(routeThrottles)) {
      expect(settings[route]).toEqual({ ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit });
      expect(rateLimit).toBeLessThanOrEqual(10);
    }
    expect(settings['POST /api/subscribe-newsletter']?.ThrottlingRateLimit).toBeLessThan(settings['POST /api/send-contact-email']?.ThrottlingRateLimit ?? 0);
  });

  it('has CloudFront prove itself to the API with the origin secret, which the API functions check', () => {
    const apiOrigins = distributionConfig().Origins.filter((origin) => origin.CustomOriginConfig !== undefined) as { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    // The forms' API and the beacon's.
    expect(apiOrigins).toHaveLength(2);
    const secret = Object.keys(resources).find((key) => key.includes('OriginSecret') && resources[key]?.Type === 'AWS::SecretsManager::Secret');
    for (const origin of apiOrigins) {
      expect(origin.OriginCustomHeaders).toEqual([
        { HeaderName: 'x-origin-verify', HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secret }, ':SecretString:::}}']] } },
      ]);
    }
    // Pages and assets come from the bucket: they carry no secret.
    expect(distributionConfig().Origins.filter((origin) => origin.S3OriginConfig !== undefined && 'OriginCustomHeaders' in origin)).toEqual([]);
  });
});

