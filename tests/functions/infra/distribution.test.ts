// @vitest-environment node
/**
 * The public site's distribution: its origins, behaviours, errors and certificate, and the clean-URL function.
 * The stack is synthesised once per run (stackTemplate.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cacheControl } from '../../../functions/infra/publish';
import { type HeadersPolicyConfig, servedHeaders } from './servedHeaders';
import { deployEnv } from './synth';
import { type Behavior, byId, distributionConfig, editorConfig, logicalIdOf, ofType, only, resources, securityHeaders, readStack, template, type ViewerRequest, viewerRequestOf } from './stackTemplate';

beforeAll(() => readStack(), 300_000);

describe('distribution', () => {
  it("reads the bucket through origin access control, as the editor's distribution reads its own", () => {
    const controls = ofType('AWS::CloudFront::OriginAccessControl');
    expect(controls).toHaveLength(2);
    for (const oac of controls) {
      expect(oac.Properties.OriginAccessControlConfig).toMatchObject({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' });
    }
    for (const [config, bucket] of [[distributionConfig(), 'SiteSiteBucket'], [editorConfig(), 'EditorEditorBucket']] as const) {
      const s3Origins = config.Origins.filter((origin) => origin.S3OriginConfig !== undefined);
      expect(s3Origins).toHaveLength(1);
      expect(controls.map((oac) => ({ 'Fn::GetAtt': [logicalIdOf(oac), 'Id'] }))).toContainEqual(s3Origins[0]?.OriginAccessControlId);
      expect(s3Origins[0]?.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
      expect(JSON.stringify(s3Origins[0]?.DomainName)).toContain(logicalIdOf(byId(bucket)));
    }
  });

  it('serves HTTPS only, over HTTP/2 and HTTP/3, compressed, on the configured domains', () => {
    const config = distributionConfig();
    expect(config.HttpVersion).toBe('http2and3');
    expect(config.Aliases).toEqual(['www.example.com', 'example.com']);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: deployEnv.SITE_CERTIFICATE_ARN,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    const behaviors = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
    for (const behavior of behaviors) {
      expect(behavior.Compress, behavior.PathPattern ?? 'default').toBe(true);
      expect(['redirect-to-https', 'https-only']).toContain(behavior.ViewerProtocolPolicy);
    }
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('maps a missing page (S3 answers 403) to /404.html with status 404, and leaves 404s alone (tests/functions/infra/staticSite.test.ts)', () => {
    const responses = distributionConfig().CustomErrorResponses;
    expect(responses.map(({ ErrorCode, ResponseCode, ResponsePagePath }) => ({ ErrorCode, ResponseCode, ResponsePagePath }))).toEqual([
      { ErrorCode: 403, ResponseCode: 404, ResponsePagePath: '/404.html' },
    ]);
  });

  it('caches hashed assets for a year and pages for five minutes', () => {
    const config = distributionConfig();
    const policies = Object.fromEntries(
      Object.entries(resources)
        .filter(([, resource]) => resource.Type === 'AWS::CloudFront::CachePolicy')
        .map(([id, resource]) => [id, (resource.Properties.CachePolicyConfig as Record<string, unknown>)]),
    );
    const policyFor = (behavior: Behavior | undefined) => policies[(behavior?.CachePolicyId as { Ref: string }).Ref];
    const assets = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/assets/*');
    expect(policyFor(assets)).toMatchObject({ MinTTL: 31_536_000, DefaultTTL: 31_536_000, MaxTTL: 31_536_000 });
    expect(policyFor(config.DefaultCacheBehavior)).toMatchObject({ MinTTL: 0, DefaultTTL: 300 });

    const headerPolicies = Object.fromEntries(
      Object.entries(resources)
        .filter(([, resource]) => resource.Type === 'AWS::CloudFront::ResponseHeadersPolicy')
        .map(([id, resource]) => [id, (resource.Properties.ResponseHeadersPolicyConfig as HeadersPolicyConfig)]),
    );
    const cacheHeader = (behavior: Behavior | undefined) =>
      headerPolicies[(behavior?.ResponseHeadersPolicyId as { Ref: string }).Ref]?.CustomHeadersConfig?.Items.find(
        (item) => item.Header === 'Cache-Control',
      );
    expect(cacheHeader(assets)).toEqual({ Header: 'Cache-Control', Value: cacheControl.asset, Override: true });
    // Only a fallback: the object's own Cache-Control, set by the deploy script, wins.
    expect(cacheHeader(config.DefaultCacheBehavior)).toEqual({ Header: 'Cache-Control', Value: cacheControl.page, Override: false });
  });

  it('sends /api/* to the HTTP API uncached, with every method and every viewer header but Host', () => {
    const config = distributionConfig();
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(api).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      // Managed policies: CachingDisabled and AllViewerExceptHostHeader.
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
    });
    const origin = config.Origins.find((candidate) => candidate.Id === api?.TargetOriginId);
    expect(origin?.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only');
    expect(JSON.stringify(origin?.DomainName)).toContain(`"${logicalIdOf(only('AWS::ApiGatewayV2::Api'))}","ApiEndpoint"`);
  });

  it('serves the newsletter link pages through the same API with Referrer-Policy: no-referrer, matched before /api/*', () => {
    const config = distributionConfig();
    const patterns = config.CacheBehaviors.map((behavior) => behavior.PathPattern);
    expect(patterns.indexOf('/api/newsletter/*')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/api/newsletter/*')).toBeLessThan(patterns.indexOf('/api/*'));
    const links = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/newsletter/*');
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect({ ...links, PathPattern: undefined, ResponseHeadersPolicyId: undefined }).toEqual({ ...api, PathPattern: undefined, ResponseHeadersPolicyId: undefined });
    const policy = resources[(links?.ResponseHeadersPolicyId as { Ref: string }).Ref]?.Properties.ResponseHeadersPolicyConfig as HeadersPolicyConfig;
    expect(policy.SecurityHeadersConfig.ReferrerPolicy).toEqual({ ReferrerPolicy: 'no-referrer', Override: true });
    expect(servedHeaders(policy)).toEqual({ headers: { ...securityHeaders, 'Referrer-Policy': 'no-referrer' }, fallbacks: {} });
  });

  it('exports what the deploy script reads', () => {
    const outputs = template.toJSON().Outputs as Record<string, unknown>;
    expect(Object.keys(outputs)).toEqual(expect.arrayContaining(['BucketName', 'DistributionId', 'SiteUrl']));
  });
});

describe('clean URLs function', () => {
  let handler: ViewerRequest;

  beforeAll(() => {
    handler = viewerRequestOf(distributionConfig());
  });

  it.each([
    ['/', '/index.html'],
    ['/about', '/about/index.html'],
    ['/about/', '/about/index.html'],
    ['/blog/flooded-basement', '/blog/flooded-basement/index.html'],
    ['/assets/x.js', '/assets/x.js'],
    ['/blog/rss.xml', '/blog/rss.xml'],
    ['/favicon.svg', '/favicon.svg'],
    ['/404.html', '/404.html'],
  ])('maps %s to %s', (uri, expected) => {
    expect(handler({ request: { uri, method: 'GET' } }).uri).toBe(expected);
  });
});

