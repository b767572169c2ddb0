// @vitest-environment node
import { execFile as execFileCallback } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import vm from 'node:vm';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/infra/app';
import { mailEventMetrics } from '../../functions/mail-events/handler';
import { loadSiteConfig } from '../../functions/infra/config';
import { cacheControl, invalidationPaths, uploadPlan } from '../../functions/infra/publish';
import { parseLiveHashes, regionProblem } from '../../functions/infra/deploy';
import { contentSecurityPolicyFor, inlineScriptHashesOutput, thirdPartyOrigins, videoEmbedOrigin } from '../../functions/infra/securityHeaders';
import { editorResponseHeaders, siteResponseHeaders, type HeadersPolicy } from '../../functions/infra/responseHeaders';
import { newsletterCappedMetric } from '../../functions/infra/formAlarms';
import { routeThrottles } from '../../functions/infra/formApi';
import { perClientApiLimit, rateLimitedBody, retryAfterSeconds } from '../../functions/infra/limits';
import { perClientRuleName } from '../../functions/infra/edgeProtection';
import { SiteStack } from '../../functions/infra/stack';
import { editorAssetsPrefix } from '../../functions/infra/editorSite';
import { contentPublishProblem } from '../../functions/infra/publishContent';
import { deployEnvironments } from '../../functions/infra/publishRole';
import { handshakeContentSecurityPolicy } from '../../functions/admin-sign-in/page';
import { adminContentSecurityPolicy } from '../../site/admin/contentSecurityPolicy';
import { business } from '../../site/content/facts/business';
import { cspHashOf } from '../../site/inlineScripts';
import { hostsOf, parseCsp } from './cspScan';
import { servedHeaders, type HeadersPolicyConfig } from './infra/servedHeaders';
import { ensureSignInStateTable, localDynamoClient, startLocalDynamo } from '../../functions/dev/localDynamo';
import { deployEnv } from './infra/synth';
import { secretsManagerEndpoint } from './secretsManagerEndpoint';

const execFile = promisify(execFileCallback);

const root = fileURLToPath(new URL('../..', import.meta.url));

// The inline loader of the build being deployed, and of the build that is live: the policy allows both.
const buildHashes = [cspHashOf('/* this build: the island loader */')];
const liveHashes = [cspHashOf('/* the live build: its island loader */')];
// The build's pages, which the beacon counts by.
const pageRoutes = { '/': { lang: 'en', kind: 'home' } };
const contentSecurityPolicy = contentSecurityPolicyFor([...buildHashes, ...liveHashes]);
const siteHeaders = siteResponseHeaders([...buildHashes, ...liveHashes]);
const securityHeaders = siteHeaders.page.headers;

interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource?: unknown;
  Principal?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

interface Behavior {
  PathPattern?: string;
  ViewerProtocolPolicy: string;
  Compress: boolean;
  AllowedMethods: string[];
  CachePolicyId: unknown;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId: unknown;
  TargetOriginId: string;
  FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
}

interface DistributionConfig {
  Aliases: string[];
  HttpVersion: string;
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  CustomErrorResponses: { ErrorCode: number; ResponseCode: number; ResponsePagePath: string; ErrorCachingMinTTL: number }[];
  Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: unknown; CustomOriginConfig?: { OriginProtocolPolicy: string } }[];
  ViewerCertificate: { AcmCertificateArn: string; MinimumProtocolVersion: string; SslSupportMethod: string };
}

let outdir: string;
let template: Template;
let resources: Record<string, Resource>;

const ofType = (type: string) => Object.values(resources).filter((resource) => resource.Type === type);
const only = (type: string): Resource => {
  const found = ofType(type);
  expect(found, type).toHaveLength(1);
  return found[0] as Resource;
};
/** The distribution serving `host`: the public site's (www.example.com) or the editor's (admin.example.com). */
const distributionServing = (host: string): Resource => {
  const found = ofType('AWS::CloudFront::Distribution').filter((resource) => (resource.Properties.DistributionConfig as DistributionConfig).Aliases.includes(host));
  expect(found, host).toHaveLength(1);
  return found[0] as Resource;
};
const siteHost = 'www.example.com';
const editorHost = 'admin.example.com';
const distributionConfig = () => distributionServing(siteHost).Properties.DistributionConfig as DistributionConfig;
const editorConfig = () => distributionServing(editorHost).Properties.DistributionConfig as DistributionConfig;
/** The one resource whose logical id has `id` in it (the construct id CDK builds it from). */
const byId = (id: string): Resource => {
  const found = Object.keys(resources).filter((key) => key.includes(id) && !key.includes(`${id}Policy`));
  expect(found, id).toHaveLength(1);
  return resources[found[0] ?? ''] as Resource;
};
const logicalIdOf = (resource: Resource) => Object.entries(resources).find(([, candidate]) => candidate === resource)?.[0];

beforeAll(() => {
  outdir = mkdtempSync(path.join(os.tmpdir(), 'site-infra-'));
  // Bundles both functions with esbuild, once for the whole file.
  const { stack } = createApp({
    outdir,
    env: { ...deployEnv, SITE_LIVE_SCRIPT_HASHES: liveHashes.join(' ') },
    strict: true,
    inlineScriptHashes: buildHashes,
    pageRoutes,
  });
  template = Template.fromStack(stack);
  // The visit counting (construct `Visits`, and the alarms on its functions) has a file of its own:
  // tests/functions/infra/visitCounts.test.ts.
  resources = Object.fromEntries(
    Object.entries(template.toJSON().Resources as Record<string, Resource>).filter(([key]) => !key.startsWith('Visits') && !/^OwnerAlerts(CountVisits|WeeklyReport)/.test(key)),
  );
}, 300_000);

afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
});

describe('site bucket', () => {
  it('blocks all public access, is encrypted and versioned, and survives stack deletion', () => {
    const bucket = byId('SiteSiteBucket');
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.Properties.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.UpdateReplacePolicy).toBe('Retain');
  });

  it('lets only this distribution read objects, and only over TLS', () => {
    const policy = ofType('AWS::S3::BucketPolicy').find((candidate) => (candidate.Properties.Bucket as { Ref: string }).Ref === logicalIdOf(byId('SiteSiteBucket')));
    const statements = (policy?.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    const allows = statements.filter((statement) => statement.Effect === 'Allow');
    expect(allows).toHaveLength(1);
    expect(allows[0]).toMatchObject({
      Action: 's3:GetObject',
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() } },
    });
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });
});

describe('access logs', () => {
  it('are kept for the bucket and CloudFront in a private log bucket that deletes them after 90 days', () => {
    const logs = byId('SiteAccessLogs');
    const logsId = logicalIdOf(logs);
    expect(logs.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' })] },
    });
    expect(byId('SiteSiteBucket').Properties.LoggingConfiguration).toEqual({ DestinationBucketName: { Ref: logsId }, LogFilePrefix: 's3/' });
    expect(byId('EditorEditorBucket').Properties.LoggingConfiguration).toEqual({ DestinationBucketName: { Ref: logsId }, LogFilePrefix: 's3-editor/' });
    expect((distributionConfig() as unknown as { Logging: unknown }).Logging).toEqual({ Bucket: { 'Fn::GetAtt': [logsId, 'RegionalDomainName'] }, Prefix: 'cloudfront/' });
    expect((editorConfig() as unknown as { Logging: unknown }).Logging).toEqual({ Bucket: { 'Fn::GetAtt': [logsId, 'RegionalDomainName'] }, Prefix: 'cloudfront-editor/' });
  });

  it('are kept for the HTTP API, one JSON line per request, for 90 days', () => {
    const settings = only('AWS::ApiGatewayV2::Stage').Properties.AccessLogSettings as { DestinationArn: { 'Fn::GetAtt': [string, string] }; Format: string };
    const group = resources[settings.DestinationArn['Fn::GetAtt'][0]];
    expect(group?.Type).toBe('AWS::Logs::LogGroup');
    expect(group?.Properties.RetentionInDays).toBe(90);
    const format = JSON.parse(settings.Format) as Record<string, string>;
    expect(Object.keys(format)).toEqual(expect.arrayContaining(['requestId', 'route', 'status']));
    // CloudFront's edge is the API's source; it is named so, and the visitor's address is in the function logs.
    expect(format.edgeIp).toBe('$context.identity.sourceIp');
    expect(format.ip).toBeUndefined();
  });
});

describe("AWS's own rules (cdk-nag AwsSolutions)", () => {
  interface Report {
    pluginReports: { pluginName: string; conclusion: string; violations: unknown[]; suppressedViolations: { ruleName: string; violatingConstructs: { constructPath: string; reason?: string }[] }[] }[];
  }
  const report = () => JSON.parse(readFileSync(path.join(outdir, 'validation-report.json'), 'utf8')) as Report;

  it('run on every synth and find nothing that is not acknowledged', () => {
    const pack = report().pluginReports.find((plugin) => plugin.pluginName === 'AwsSolutions');
    expect(pack?.conclusion).toBe('success');
    expect(pack?.violations).toEqual([]);
  });

  it('are acknowledged only where the stack says why', () => {
    const pack = report().pluginReports.find((plugin) => plugin.pluginName === 'AwsSolutions');
    const acknowledged = [...new Set(pack?.suppressedViolations.map((violation) => violation.ruleName))].sort();
    // The public form routes (no authorisation) and no geo restriction. The web ACL (CFR2) and the
    // rotation of both secrets (SMG4) need no acknowledgement any more.
    // The publishing roles' uploads to every key of the site's and the editor's buckets (IAM5), the
    // GitHub App's secret, which only GitHub can renew (SMG4), and the sign-in states' table, whose
    // ten-minute items need no point-in-time recovery (DDB3).
    expect(acknowledged.map((rule) => rule.replace(/<(Site|Editor)\1Bucket\w+\.Arn>/, '<$1Bucket.Arn>'))).toEqual([
      'AwsSolutions-APIG4',
      'AwsSolutions-CFR1',
      'AwsSolutions-DDB3',
      'AwsSolutions-IAM5[Resource::<EditorBucket.Arn>/*]',
      'AwsSolutions-IAM5[Resource::<SiteBucket.Arn>/*]',
      'AwsSolutions-SMG4',
    ]);
    const reasons = pack?.suppressedViolations.filter((violation) => /IAM5|SMG4|DDB3/.test(violation.ruleName));
    // IAM5 for each of the two roles on each of the two buckets.
    expect(reasons).toHaveLength(6);
    for (const violation of reasons ?? []) {
      expect(violation.violatingConstructs.map((construct) => construct.constructPath).join(), violation.ruleName).toMatch(/Publish\/(Deploy|Content)Role|AdminSignIn\/(GitHubApp|States)/);
    }
  });
});

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

type ViewerRequest = (event: { request: { uri: string; method: string } }) => { uri?: string; statusCode?: number; headers?: Record<string, { value: string }> };

/** The viewer-request function of a distribution's default behaviour, exactly as CloudFront receives it, run in a bare context without Node's globals. */
function viewerRequestOf(config: DistributionConfig): ViewerRequest {
  const associations = config.DefaultCacheBehavior.FunctionAssociations ?? [];
  expect(associations.map((association) => association.EventType)).toEqual(['viewer-request']);
  const fn = resources[(associations[0]?.FunctionARN as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]] as Resource;
  expect((fn.Properties.FunctionConfig as { Runtime: string }).Runtime).toBe('cloudfront-js-2.0');
  return vm.runInNewContext(`${fn.Properties.FunctionCode as string}\nhandler;`) as ViewerRequest;
}

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

describe('security headers', () => {
  const policies = () =>
    ofType('AWS::CloudFront::ResponseHeadersPolicy').map((resource) => resource.Properties.ResponseHeadersPolicyConfig as HeadersPolicyConfig);

  it("every behaviour answers with a security headers policy, the editor's too", () => {
    const ids = new Set(Object.entries(resources).filter(([, r]) => r.Type === 'AWS::CloudFront::ResponseHeadersPolicy').map(([id]) => id));
    for (const config of [distributionConfig(), editorConfig()]) {
      for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
        expect(ids.has((behavior.ResponseHeadersPolicyId as { Ref: string }).Ref), behavior.PathPattern ?? 'default').toBe(true);
      }
    }
  });

  it('sends exactly the headers of responseHeaders.ts, each policy its own, with the expected values', () => {
    const sources: HeadersPolicy[] = [...Object.values(siteHeaders), ...Object.values(editorResponseHeaders)];
    expect(policies().map((policy) => policy.Comment).sort()).toEqual(sources.map((source) => source.comment).sort());
    for (const policy of policies()) {
      const source = sources.find((candidate) => candidate.comment === policy.Comment);
      // Override: an origin can never weaken them; Cache-Control of a page or the editor is the object's own.
      expect(servedHeaders(policy), policy.Comment).toEqual({ headers: source?.headers, fallbacks: source?.fallbacks });
    }
    expect(securityHeaders).toEqual({
      'Content-Security-Policy': contentSecurityPolicy,
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.any(String),
      'X-Frame-Options': 'DENY',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(securityHeaders['Permissions-Policy']).toContain(`${feature}=()`);
    }
    expect(siteHeaders.linkPage.headers).toEqual({ ...securityHeaders, 'Referrer-Policy': 'no-referrer' });
    expect(siteHeaders.asset.headers).toEqual({ ...securityHeaders, 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(siteHeaders.page.fallbacks).toEqual({ 'Cache-Control': 'public, max-age=300, must-revalidate' });
    expect(editorResponseHeaders.editor.headers).toEqual({ ...securityHeaders, 'Content-Security-Policy': adminContentSecurityPolicy, 'X-Robots-Tag': 'noindex, nofollow' });
    expect(editorResponseHeaders.signIn.headers).toEqual({
      ...securityHeaders,
      'Content-Security-Policy': handshakeContentSecurityPolicy,
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex, nofollow',
    });
  });

  it('keeps the site out of frames and refuses plugins, foreign base URLs and foreign form targets', () => {
    const csp = parseCsp(contentSecurityPolicy);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('upgrade-insecure-requests')).toEqual([]);
  });

  it("runs no inline script but the build's by hash, this build's and the live one's: no unsafe-inline, unsafe-eval or nonces", () => {
    const scriptSources = parseCsp(contentSecurityPolicy).get('script-src') ?? [];
    expect(scriptSources).toContain("'self'");
    expect(scriptSources.filter((source) => source.startsWith("'sha"))).toEqual([...buildHashes, ...liveHashes]);
    for (const source of scriptSources) expect(source).not.toMatch(/unsafe|nonce-|\*/);
    expect(() => contentSecurityPolicyFor([])).toThrow(/hashes of the inline island loader/);
  });

  it("hands this build's hashes, not the live build's, to the next deploy", () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs[inlineScriptHashesOutput]?.Value).toBe(buildHashes.join(' '));
    // What the aws CLI prints for that output, and for a stack without it.
    expect(parseLiveHashes(`${buildHashes.join(' ')}\n`)).toEqual(buildHashes);
    expect(parseLiveHashes('None\n')).toEqual([]);
  });
});

/** Third parties the site's code loads at runtime, found in the source rather than in the policy. */
function runtimeThirdParties(): Map<string, Set<string>> {
  const files = readdirSync(path.join(root, 'site'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const sources = files.map((file) => readFileSync(file, 'utf8'));
  const found = new Map<string, Set<string>>();
  const add = (directive: string, origin: string | undefined) => {
    if (!origin) return;
    found.set(directive, (found.get(directive) ?? new Set()).add(origin));
  };

  const businessValue = (expression: string): unknown =>
    expression
      .replace(/^business\./, '')
      .split('.')
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], business);
  // An expression's absolute URL origins: a literal, a business fact, or a prop passed in by callers.
  const resolve = (expression: string, depth = 0): string[] => {
    const text = expression.trim();
    const conditional = /^[^?]+\?([^:]+):(.+)$/.exec(text);
    if (conditional) return [...resolve(conditional[1] ?? '', depth), ...resolve(conditional[2] ?? '', depth)];
    const literal = /^[`'"](https?:\/\/[^/`'"$]+)/.exec(text);
    if (literal?.[1]) return [new URL(literal[1]).origin];
    if (text.startsWith('business.')) {
      const value = businessValue(text);
      return typeof value === 'string' && /^https?:/.test(value) ? [new URL(value).origin] : [];
    }
    if (/^\w+$/.test(text) && depth === 0) {
      return sources.flatMap((source) =>
        // A JSX prop (`scriptUrl={…}`) or an island's prop in its props object (`scriptUrl: …`).
        [...source.matchAll(new RegExp(`\\b${text}(?:=\\{([^}]+)\\}|: ([^,}\\n]+))`, 'g'))].flatMap((match) =>
          resolve(match[1] ?? match[2] ?? '', 1),
        ),
      );
    }
    return [];
  };

  const directiveFor: Record<string, string> = {
    script: 'script-src',
    iframe: 'frame-src',
    img: 'img-src',
    source: 'img-src',
    video: 'media-src',
    audio: 'media-src',
    embed: 'object-src',
    object: 'object-src',
  };
  for (const source of sources) {
    for (const [, tag = '', body = ''] of source.matchAll(/<(script|iframe|img|source|video|audio|embed|object)\b([\s\S]*?)\/?>/g)) {
      const src = /\bsrc=(?:\{([^}]+)\}|("[^"]*"))/.exec(body);
      for (const origin of resolve(src?.[1] ?? src?.[2] ?? '')) add(directiveFor[tag] ?? 'default-src', origin);
    }
    for (const [, argument = ''] of source.matchAll(/useThirdPartyScript\(\s*([^,)]+)/g)) {
      for (const origin of resolve(argument)) add('script-src', origin);
    }
  }
  return found;
}

describe('Content-Security-Policy against what the site loads', () => {
  const csp = parseCsp(contentSecurityPolicy);

  it('derives the third parties from the business facts', () => {
    expect(thirdPartyOrigins).toEqual({
      reviewsWidget: new URL(business.reviews.widgetScriptUrl).origin,
      map: new URL(business.map.embedUrl).origin,
      video: videoEmbedOrigin,
    });
  });

  it('names exactly the origins the site code loads scripts and frames from, and no others', () => {
    const found = runtimeThirdParties();
    // Sanity: the scan does see the three embeds, so an empty policy could not pass by accident.
    expect([...(found.get('script-src') ?? [])]).toContain(thirdPartyOrigins.reviewsWidget);
    expect([...(found.get('frame-src') ?? [])].sort()).toEqual([thirdPartyOrigins.map, thirdPartyOrigins.video].sort());
    for (const directive of new Set([...csp.keys(), ...found.keys()])) {
      expect(hostsOf(csp, directive), directive).toEqual([...(found.get(directive) ?? [])].sort());
    }
  });
});

describe('functions', () => {
  const functions = () => ofType('AWS::Lambda::Function');

  /** The logical id of the function CDK made for `id` (SendContactEmail, SubscribeNewsletter, RetryEnquiries). */
  const functionId = (id: string) => {
    const found = Object.keys(resources).filter((key) => resources[key]?.Type === 'AWS::Lambda::Function' && key.includes(id));
    expect(found, id).toHaveLength(1);
    return found[0] ?? '';
  };
  /** The enquiries' configuration set, and the newsletter's, whose bounces are counted apart. */
  const configurationSetId = (prefix = 'MailEvents') =>
    Object.keys(resources).find((key) => key.includes(prefix) && resources[key]?.Type === 'AWS::SES::ConfigurationSet') ?? '';
  const tableId = () => Object.keys(resources).find((key) => key.includes('Enquiries') && resources[key]?.Type === 'AWS::DynamoDB::Table') ?? '';
  const secretId = (id: string) => Object.keys(resources).find((key) => key.includes(id) && resources[key]?.Type === 'AWS::SecretsManager::Secret') ?? '';
  const subscriberTableId = () => Object.keys(resources).find((key) => key.includes('Subscribers') && resources[key]?.Type === 'AWS::DynamoDB::Table') ?? '';
  /** The IAM statements of the role a function runs as. */
  const statementsOf = (id: string) => {
    const roleId = ((resources[functionId(id)]?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'])[0];
    return ofType('AWS::IAM::Policy')
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  };
  const dynamoActionsOf = (id: string) =>
    statementsOf(id)
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('dynamodb:')))
      .map((statement) => ({ actions: [statement.Action].flat().sort(), resource: statement.Resource }));

  /** The two functions Secrets Manager calls to rotate a secret. */
  const rotations = () => [functionId('RotateSigningKey'), functionId('RotateOriginSecret')].map((id) => resources[id]);

  it('run on Node.js 24 (the newest LTS in aws-cdk-lib), arm64, with a 15 s timeout (the retry: minutes), 256 MB and a concurrency cap', () => {
    expect(functions()).toHaveLength(9);
    const queued = resources[functionId('SendQueuedConfirmations')];
    for (const fn of functions()) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Timeout: fn === resources[functionId('RetryEnquiries')] ? 240 : rotations().includes(fn) || fn === queued ? 60 : 15,
        MemorySize: 256,
        Handler: 'index.handler',
      });
    }
    expect(resources[functionId('SendContactEmail')]?.Properties.ReservedConcurrentExecutions).toBe(10);
    expect(resources[functionId('SubscribeNewsletter')]?.Properties.ReservedConcurrentExecutions).toBe(10);
    expect(resources[functionId('NewsletterLinks')]?.Properties.ReservedConcurrentExecutions).toBe(10);
    expect(resources[functionId('RetryEnquiries')]?.Properties.ReservedConcurrentExecutions).toBe(1);
    expect(queued?.Properties.ReservedConcurrentExecutions).toBe(1);
    for (const rotation of rotations()) expect(rotation?.Properties.ReservedConcurrentExecutions).toBe(1);
  });

  it('get their configuration from the deployment settings, and the enquiry table where they use it', () => {
    const settings = {
      CONTACT_RECIPIENT: 'office@example.com',
      CONTACT_SENDER: 'Website <website@example.com>',
      ALLOWED_ORIGINS: 'https://www.example.com,https://example.com',
      SES_CONFIGURATION_SET: { Ref: configurationSetId() },
    };
    // The secrets by name only: each function reads their values at cold start (functions/secrets).
    const originSecret = { Ref: secretId('OriginSecret') };
    expect(resources[functionId('RetryEnquiries')]?.Properties.Environment).toEqual({ Variables: { ...settings, ENQUIRY_TABLE: { Ref: tableId() } } });
    expect(resources[functionId('SendContactEmail')]?.Properties.Environment).toEqual({
      Variables: { ...settings, ENQUIRY_TABLE: { Ref: tableId() }, ORIGIN_SECRET: originSecret },
    });
    for (const id of ['SubscribeNewsletter', 'NewsletterLinks']) {
      expect(resources[functionId(id)]?.Properties.Environment).toEqual({
        Variables: {
          ...settings,
          SES_CONFIGURATION_SET: { Ref: configurationSetId('NewsletterMail') },
          NEWSLETTER_TABLE: { Ref: subscriberTableId() },
          NEWSLETTER_SIGNING_KEY_SECRET: { Ref: secretId('NewsletterSigningKey') },
          ORIGIN_SECRET: originSecret,
        },
      });
    }
    // No secret's value reaches a function's environment (nor, so, the console or the template).
    for (const fn of functions()) expect(JSON.stringify(fn.Properties.Environment ?? {})).not.toContain('resolve:secretsmanager');
  });

  it('read the signing key and the origin secret, and only the functions that check them', () => {
    const reads = (id: string) =>
      statementsOf(id)
        .filter((statement) => [statement.Action].flat().includes('secretsmanager:GetSecretValue'))
        .map((statement) => statement.Resource);
    const origin = { Ref: secretId('OriginSecret') };
    const signing = { Ref: secretId('NewsletterSigningKey') };
    expect(reads('SendContactEmail')).toEqual([origin]);
    expect(reads('SubscribeNewsletter').sort()).toEqual([origin, signing].sort());
    expect(reads('NewsletterLinks').sort()).toEqual([origin, signing].sort());
    expect(reads('AdminSignIn')).toEqual(expect.arrayContaining([origin, { Ref: secretId('GitHubApp') }]));
    expect(reads('AdminSignIn')).toHaveLength(2);
    expect(reads('RetryEnquiries')).toEqual([]);
    expect(reads('RecordSendEvents')).toEqual([]);
  });

  it('rotate both secrets: the signing key twice a year, with an id links carry; the origin secret monthly, written into the distribution first', () => {
    const schedules = ofType('AWS::SecretsManager::RotationSchedule');
    const scheduleOf = (id: string) => schedules.find((schedule) => JSON.stringify(schedule.Properties.SecretId) === JSON.stringify({ Ref: secretId(id) }));
    expect(scheduleOf('NewsletterSigningKey')?.Properties).toEqual({
      SecretId: { Ref: secretId('NewsletterSigningKey') },
      RotationLambdaARN: { 'Fn::GetAtt': [functionId('RotateSigningKey'), 'Arn'] },
      RotationRules: { ScheduleExpression: 'rate(180 days)' },
    });
    expect(scheduleOf('OriginSecret')?.Properties).toEqual({
      SecretId: { Ref: secretId('OriginSecret') },
      RotationLambdaARN: { 'Fn::GetAtt': [functionId('RotateOriginSecret'), 'Arn'] },
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
    });
    expect(schedules).toHaveLength(2);
    // The first key is made by CloudFormation in the shape the rotation writes: { id, key }.
    expect(resources[secretId('NewsletterSigningKey')]?.Properties.GenerateSecretString).toMatchObject({
      SecretStringTemplate: '{"id":"k1"}',
      GenerateStringKey: 'key',
    });
    // Each rotation function may rotate its own secret and nothing else of Secrets Manager.
    for (const [fn, secret] of [['RotateSigningKey', 'NewsletterSigningKey'], ['RotateOriginSecret', 'OriginSecret']] as const) {
      const secretsStatements = statementsOf(fn).filter((statement) => [statement.Action].flat().some((action) => action.startsWith('secretsmanager:')));
      expect(secretsStatements).toEqual([
        expect.objectContaining({
          Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecretVersionStage'],
          Resource: { Ref: secretId(secret) },
        }),
      ]);
      const permission = ofType('AWS::Lambda::Permission').find(
        (candidate) => JSON.stringify(candidate.Properties.FunctionName) === JSON.stringify({ 'Fn::GetAtt': [functionId(fn), 'Arn'] }),
      );
      expect(permission?.Properties).toMatchObject({ Principal: 'secretsmanager.amazonaws.com', SourceArn: { Ref: secretId(secret) } });
    }
    // The origin's rotation writes the new value into both distributions that reach the API (the
    // site's and the editor's), and knows which.
    const ids = [logicalIdOf(distributionServing(siteHost)), logicalIdOf(distributionServing(editorHost))];
    const cloudFront = statementsOf('RotateOriginSecret').filter((statement) => [statement.Action].flat().some((action) => action.startsWith('cloudfront:')));
    expect(cloudFront).toHaveLength(2);
    cloudFront.forEach((statement, index) => {
      expect(statement.Action).toEqual(['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution']);
      expect(JSON.stringify(statement.Resource)).toContain(ids[index]);
    });
    expect(resources[functionId('RotateOriginSecret')]?.Properties.Environment).toEqual({
      Variables: { DISTRIBUTION_IDS: { 'Fn::Join': ['', [{ Ref: ids[0] }, ' ', { Ref: ids[1] }]] } },
    });
  });

  it('find unsent enquiries on a sparse index: only an unsent enquiry carries its key', () => {
    const table = resources[tableId()] as Resource;
    expect(table.Properties.GlobalSecondaryIndexes).toEqual([
      {
        IndexName: 'Unsent',
        KeySchema: [
          { AttributeName: 'queue', KeyType: 'HASH' },
          { AttributeName: 'nextAttemptAt', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ]);
  });

  it('store enquiries in one encrypted table whose items expire after the retention period', () => {
    const table = resources[tableId()] as Resource;
    expect(table.Properties).toMatchObject({
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(table.DeletionPolicy).toBe('Retain');
  });

  it('keep the newsletter list in its own encrypted table, kept if the stack is deleted', () => {
    const list = resources[subscriberTableId()] as Resource;
    expect(list.Properties).toMatchObject({
      // Pending sign-ups expire (only they carry the attribute).
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      KeySchema: [{ AttributeName: 'email', KeyType: 'HASH' }],
      SSESpecification: { SSEEnabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(list.DeletionPolicy).toBe('Retain');
  });

  it('give each function only the table access it needs', () => {
    const table = { 'Fn::GetAtt': [tableId(), 'Arn'] };
    const unsentIndexArn = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableId(), 'Arn'] }, '/index/Unsent']] };
    expect(dynamoActionsOf('SendContactEmail')).toEqual([
      { actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'], resource: table },
    ]);
    // A Query on the sparse index of unsent enquiries, never a Scan of the table.
    expect(dynamoActionsOf('RetryEnquiries')).toEqual([
      { actions: ['dynamodb:Query'], resource: unsentIndexArn },
      { actions: ['dynamodb:UpdateItem'], resource: table },
    ]);
    expect(dynamoActionsOf('RecordSendEvents')).toEqual([{ actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resource: table }]);
    const list = { 'Fn::GetAtt': [subscriberTableId(), 'Arn'] };
    expect(dynamoActionsOf('SubscribeNewsletter')).toEqual([{ actions: ['dynamodb:UpdateItem'], resource: list }]);
    expect(dynamoActionsOf('NewsletterLinks')).toEqual([{ actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resource: list }]);
  });

  it('retry stored enquiries every minute, dropping a run that finds the last one still going', () => {
    const rule = ofType('AWS::Events::Rule').find((candidate) => JSON.stringify(candidate.Properties.Targets).includes(functionId('RetryEnquiries'))) as Resource;
    expect(rule.Properties).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
    expect(ofType('AWS::Lambda::EventInvokeConfig').find((config) => JSON.stringify(config.Properties).includes(functionId('RetryEnquiries')))?.Properties).toMatchObject({
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
    });
    expect((rule.Properties.Targets as { Arn: unknown }[])[0]?.Arn).toEqual({ 'Fn::GetAtt': [functionId('RetryEnquiries'), 'Arn'] });
  });

  const alertTopicId = () => Object.keys(resources).find((key) => key.includes('OwnerAlerts') && resources[key]?.Type === 'AWS::SNS::Topic') ?? '';

  it('record every mail SES accepts, bounces or is complained of on its enquiry: through a topic and a queue only the recording function reads', () => {
    const destinations = ofType('AWS::SES::ConfigurationSetEventDestination').filter(
      (destination) => JSON.stringify(destination.Properties.ConfigurationSetName) === JSON.stringify({ Ref: configurationSetId() }),
    );
    expect(destinations).toHaveLength(1);
    const topicId = Object.keys(resources).find((key) => key.includes('SendEvents') && resources[key]?.Type === 'AWS::SNS::Topic') ?? '';
    expect(destinations[0]?.Properties).toMatchObject({
      ConfigurationSetName: { Ref: configurationSetId() },
      EventDestination: { Enabled: true, MatchingEventTypes: ['send', 'bounce', 'complaint'], SnsDestination: { TopicARN: { Ref: topicId } } },
    });
    const subscriptions = ofType('AWS::SNS::Subscription').filter((subscription) => JSON.stringify(subscription.Properties.TopicArn) === JSON.stringify({ Ref: topicId }));
    // The queue and its dead-letter queue: tests/functions/infra/formFunctions.test.ts.
    expect(subscriptions.map((subscription) => subscription.Properties)).toEqual([expect.objectContaining({ Protocol: 'sqs', RawMessageDelivery: true })]);
    // It readdresses a bounced enquiry to the alert address: it reads the enquiry and knows that address.
    const recorder = resources[functionId('RecordSendEvents')] as Resource;
    expect((recorder.Properties.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
      ALERT_EMAIL: 'owner@owner-mail.example.net',
      CONTACT_RECIPIENT: 'office@example.com',
    });
  });

  it('count the newsletter\'s bounces and complaints apart, and alarm when its hourly cap on confirmation mails is reached', () => {
    const destinations = ofType('AWS::SES::ConfigurationSetEventDestination').filter(
      (destination) => JSON.stringify(destination.Properties.ConfigurationSetName) === JSON.stringify({ Ref: configurationSetId('NewsletterMail') }),
    );
    expect(destinations.map((destination) => destination.Properties.EventDestination)).toEqual([
      expect.objectContaining({ MatchingEventTypes: ['send', 'bounce', 'complaint'], CloudWatchDestination: expect.anything() }),
    ]);
    const filter = only('AWS::Logs::MetricFilter');
    expect(filter.Properties).toMatchObject({
      FilterPattern: '{ $.outcome = "confirmation_queued" }',
      MetricTransformations: [{ MetricNamespace: 'SiteForms', MetricName: newsletterCappedMetric, MetricValue: '1' }],
    });
    const alarm = ofType('AWS::CloudWatch::Alarm').find((candidate) => candidate.Properties.MetricName === newsletterCappedMetric);
    expect(alarm?.Properties).toMatchObject({ Threshold: 1, TreatMissingData: 'notBreaching', AlarmActions: [{ Ref: alertTopicId() }] });
  });

  it('alarm on the office inbox refusing mail and on an enquiry that reached nobody, from the recording function\'s metrics', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm');
    for (const metricName of [mailEventMetrics.officeRejected, mailEventMetrics.undeliverable]) {
      const alarm = alarms.find((candidate) => candidate.Properties.MetricName === metricName);
      expect(alarm?.Properties, metricName).toMatchObject({
        Namespace: 'SiteForms',
        Statistic: 'Sum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: alertTopicId() }],
      });
    }
  });

  it('alert the owner at the alert address, by SMS and at the office when an enquiry stays unsent for 30 minutes or a function keeps failing', () => {
    const topicId = alertTopicId();
    const subscriptions = ofType('AWS::SNS::Subscription').filter((subscription) => JSON.stringify(subscription.Properties.TopicArn) === JSON.stringify({ Ref: topicId }));
    expect(subscriptions.map((subscription) => subscription.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: 'owner@owner-mail.example.net', TopicArn: { Ref: topicId } }),
      expect.objectContaining({ Protocol: 'sms', Endpoint: '+14045550123', TopicArn: { Ref: topicId } }),
      expect.objectContaining({ Protocol: 'email', Endpoint: 'office@example.com', TopicArn: { Ref: topicId } }),
    ]);
    const alarms = ofType('AWS::CloudWatch::Alarm');
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
    const unsent = alarms.find((alarm) => alarm.Properties.MetricName === 'OldestUnsentMinutes');
    // No data is a retry that did not report: that alerts too.
    expect(unsent?.Properties).toMatchObject({
      Namespace: 'SiteForms',
      Threshold: 30,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Period: 300,
      TreatMissingData: 'breaching',
    });
    // Once a day per enquiry still unsent after 24 hours the retry counts a reminder: the alarm goes off again.
    const daily = alarms.find((alarm) => alarm.Properties.MetricName === 'UnsentReminders');
    expect(daily?.Properties).toMatchObject({ Namespace: 'SiteForms', Statistic: 'Sum', Threshold: 1, Period: 300, TreatMissingData: 'notBreaching' });
    const errors = alarms.filter((alarm) => alarm.Properties.MetricName === 'Errors');
    expect(errors).toHaveLength(functions().length);
  });

  it('may send email as the one configured SES identity, with its configuration set, and do nothing else but write their own logs and use their secrets', () => {
    const arn = (resource: unknown[]) => ({
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ...resource]],
    });
    const identityArn = (set: string) => [arn([':identity/example.com']), arn([':configuration-set/', { Ref: configurationSetId(set) }])];
    const functionRoles = new Set(functions().map((fn) => (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]));
    const statements = ofType('AWS::IAM::Policy').filter((policy) => (policy.Properties.Roles as { Ref: string }[]).every((role) => functionRoles.has(role.Ref))).flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    const ses = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('ses:')));
    expect(ses).toHaveLength(5);
    // SendEmail only: nothing builds raw MIME, so SendRawEmail is not granted. The contact function and
    // the retry send with the enquiries' configuration set, the newsletter functions with their own.
    expect(ses).toEqual([
      ...['MailEvents', 'NewsletterMail', 'NewsletterMail', 'NewsletterMail', 'MailEvents'].map((set) => ({ Effect: 'Allow', Action: 'ses:SendEmail', Resource: identityArn(set) })),
    ]);
    for (const statement of statements) {
      for (const action of [statement.Action].flat()) {
        expect(action).toMatch(
          /^(ses:SendEmail|logs:(CreateLogStream|PutLogEvents)|dynamodb:(PutItem|UpdateItem|GetItem|Query|DeleteItem)|sqs:(ReceiveMessage|ChangeMessageVisibility|GetQueueUrl|DeleteMessage|GetQueueAttributes)|secretsmanager:(GetSecretValue|DescribeSecret|PutSecretValue|UpdateSecretVersionStage)|cloudfront:(GetDistributionConfig|UpdateDistribution))$/,
        );
      }
      expect([statement.Resource].flat()).not.toContain('*');
    }
    // No managed policy sneaks in broader rights (AWSLambdaBasicExecutionRole allows logs on '*').
    for (const role of ofType('AWS::IAM::Role')) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('are reached through an HTTP API with POST and OPTIONS routes and throttling on the stage', () => {
    const routes = ofType('AWS::ApiGatewayV2::Route').map((route) => route.Properties.RouteKey).sort();
    expect(routes).toEqual([
      'GET /api/admin-sign-in/authorize',
      'GET /api/admin-sign-in/callback',
      'GET /api/newsletter/confirm',
      'GET /api/newsletter/unsubscribe',
      'OPTIONS /api/send-contact-email',
      'OPTIONS /api/subscribe-newsletter',
      'POST /api/admin-sign-in/access_token',
      'POST /api/newsletter/confirm',
      'POST /api/newsletter/unsubscribe',
      'POST /api/send-contact-email',
      'POST /api/subscribe-newsletter',
    ]);
    for (const integration of ofType('AWS::ApiGatewayV2::Integration')) {
      expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    }
    const stage = only('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
    });
  });

  it('keep their logs for three months', () => {
    for (const group of ofType('AWS::Logs::LogGroup')) expect(group.Properties.RetentionInDays).toBe(90);
    for (const fn of functions()) {
      const groupId = ((fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup).Ref;
      expect(resources[groupId]?.Type).toBe('AWS::Logs::LogGroup');
    }
  });

  it('are bundled into ES modules that load their secrets at cold start and answer a preflight from CloudFront (the others: that load)', async () => {
    const originValue = 'origin-secret-from-secrets-manager';
    // The sign-in remembers each state in its table: a local one stands for it.
    const dynamo = await startLocalDynamo({ host: '127.0.0.1' });
    await ensureSignInStateTable(localDynamoClient(dynamo.url), 'sign-in-states');
    const secrets = await secretsManagerEndpoint({
      'origin-secret-arn': originValue,
      'signing-key-arn': JSON.stringify({ id: 'k1', key: 'signing-key-from-secrets-manager' }),
      'sign-in-app-arn': JSON.stringify({ clientId: 'Iv1.client-id-from-secrets-manager', clientSecret: 'client-secret-from-secrets-manager' }),
    });
    try {
      const answers = await Promise.all(
        functions().map(async (fn) => {
          // The retry, the recorder, the rotations and the newsletter links answer no preflight: that they load is what is checked.
          const loadOnly = ['RetryEnquiries', 'NewsletterLinks', 'RecordSendEvents', 'RotateSigningKey', 'RotateOriginSecret', 'SendQueuedConfirmations'].some((id) => resources[functionId(id)] === fn);
          const key = ((fn.Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
          const bundle = path.join(outdir, `asset.${key}`, 'index.mjs');
          expect(existsSync(bundle), bundle).toBe(true);
          // The editor's sign-in answers no preflight: it is opened in a popup, and sends it on to GitHub.
          const signIn = resources[functionId('AdminSignIn')] === fn;
          const preflight = (headers: Record<string, string>) =>
            signIn
              ? `await handler({ rawPath: '/api/admin-sign-in/authorize', rawQueryString: 'provider=github&site_id=admin.example.com&scope=repo,user', headers: ${JSON.stringify(headers)}, requestContext: { http: { method: 'GET' } } })`
              : `await handler({ headers: ${JSON.stringify({ origin: 'https://www.example.com', ...headers })}, requestContext: { http: { method: 'OPTIONS' } } })`;
          const script = `
            const { handler } = await import(${JSON.stringify(new URL(`file://${bundle}`).href)});
            if (${loadOnly}) { console.log(JSON.stringify([{ statusCode: typeof handler === 'function' ? 204 : 0 }, { statusCode: 403 }])); process.exit(0); }
            console.log(JSON.stringify([${preflight({ 'x-origin-verify': originValue })}, ${preflight({})}]));`;
          const variables = (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
          const { stdout, stderr } = await execFile(process.execPath, ['--input-type=module', '-e', script], {
            encoding: 'utf8',
            env: {
              PATH: process.env.PATH,
              AWS_REGION: 'us-east-1',
              AWS_ACCESS_KEY_ID: 'test',
              AWS_SECRET_ACCESS_KEY: 'test',
              AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.url,
              AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
              AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
              ...Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, String(value)])),
              // The template names the secrets by reference; here by the stand-in's names.
              ...('ORIGIN_SECRET' in variables ? { ORIGIN_SECRET: 'origin-secret-arn' } : {}),
              ...('NEWSLETTER_SIGNING_KEY_SECRET' in variables ? { NEWSLETTER_SIGNING_KEY_SECRET: 'signing-key-arn' } : {}),
              ...('SIGN_IN_APP_SECRET' in variables ? { SIGN_IN_APP_SECRET: 'sign-in-app-arn', SIGN_IN_STATE_TABLE: 'sign-in-states' } : {}),
            },
          });
          expect(stderr).toBe('');
          return { signIn, answer: JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as { statusCode: number; headers?: Record<string, string> }[] };
        }),
      );
      for (const { signIn, answer: [fromCloudFront, direct] } of answers) {
        expect(fromCloudFront?.statusCode).toBe(signIn ? 302 : 204);
        // Straight to the API, without the header CloudFront adds: refused.
        expect(direct?.statusCode).toBe(403);
      }
      expect(answers.filter(({ answer: [first] }) => first?.headers?.['Access-Control-Allow-Origin'] === 'https://www.example.com')).toHaveLength(2);
      // The sign-in sends the popup to GitHub with the GitHub App's client id, read from its secret at cold start.
      const toGitHub = new URL(answers.find(({ signIn }) => signIn)?.answer[0]?.headers?.Location ?? 'about:blank');
      expect(`${toGitHub.origin}${toGitHub.pathname}`).toBe('https://github.com/login/oauth/authorize');
      expect(toGitHub.searchParams.get('client_id')).toBe('Iv1.client-id-from-secrets-manager');
      expect(toGitHub.searchParams.get('redirect_uri')).toBe('https://admin.example.com/api/admin-sign-in/callback');
      expect(secrets.requests.filter((request) => request.secretId === 'sign-in-app-arn')).toHaveLength(1);
      // Each function that checks CloudFront read the origin secret; the newsletter's (the queue's too) read its key.
      expect(secrets.requests.filter((request) => request.secretId === 'origin-secret-arn' && request.stage === 'AWSCURRENT')).toHaveLength(4);
      expect(secrets.requests.filter((request) => request.secretId === 'signing-key-arn' && request.stage === 'AWSCURRENT')).toHaveLength(3);
    } finally {
      await secrets.close();
      await dynamo.close();
    }
    // Nine bundles, each loaded in its own Node process.
  }, 60_000);
});

describe("the office's editor", () => {
  const policyOf = (behavior: Behavior | undefined) => resources[(behavior?.ResponseHeadersPolicyId as { Ref: string }).Ref]?.Properties.ResponseHeadersPolicyConfig as HeadersPolicyConfig;

  it('has a host of its own, on its own distribution and certificate: no public page is served there, nor the editor on the site', () => {
    const editor = editorConfig();
    expect(editor.Aliases).toEqual([editorHost]);
    expect(editor.ViewerCertificate).toEqual({ AcmCertificateArn: deployEnv.SITE_CERTIFICATE_ARN, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
    expect(editor.HttpVersion).toBe('http2and3');
    // Behind the same web ACL: its per-client limit covers the sign-in too.
    expect((editor as unknown as { WebACLId: unknown }).WebACLId).toEqual({ 'Fn::GetAtt': [logicalIdOf(only('AWS::WAFv2::WebACL')), 'Arn'] });
    // Its own bucket: the site's pages are not in it, and the site's distribution never reads it.
    const editorBucket = logicalIdOf(byId('EditorEditorBucket'));
    expect(JSON.stringify(editor.Origins)).not.toContain(logicalIdOf(byId('SiteSiteBucket')));
    expect(JSON.stringify(distributionConfig().Origins)).not.toContain(editorBucket);
    expect(byId('EditorEditorBucket').Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      VersioningConfiguration: { Status: 'Enabled' },
    });
    expect(editor.CacheBehaviors.map((behavior) => behavior.PathPattern)).toEqual(['/admin/assets/*', '/api/admin-sign-in/*']);
    for (const behavior of [editor.DefaultCacheBehavior, ...editor.CacheBehaviors]) {
      expect(['redirect-to-https', 'https-only']).toContain(behavior.ViewerProtocolPolicy);
      expect(behavior.Compress).toBe(true);
    }
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.EditorUrl?.Value).toBe('https://admin.example.com/admin/');
    expect(Object.keys(outputs)).toEqual(expect.arrayContaining(['EditorBucketName', 'EditorDistributionId', 'EditorDistributionDomainName']));
  });

  it('serves the editor with its own policy, looser only where the editor needs it, and kept out of search', () => {
    const editor = editorConfig();
    for (const behavior of [editor.DefaultCacheBehavior, editor.CacheBehaviors[0]]) {
      const policy = policyOf(behavior);
      expect(policy.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: adminContentSecurityPolicy, Override: true });
      expect(policy.CustomHeadersConfig?.Items).toContainEqual({ Header: 'X-Robots-Tag', Value: 'noindex, nofollow', Override: true });
      // Everything else as on the pages: HSTS, no framing, no sniffing.
      expect(policy.SecurityHeadersConfig.FrameOptions.FrameOption).toBe('DENY');
      expect(policy.SecurityHeadersConfig.StrictTransportSecurity.Override).toBe(true);
    }
    // The public pages' policy stays strict: no eval, no inline styles; and none of their behaviours serves the editor's policy.
    expect(contentSecurityPolicy).not.toMatch(/unsafe-eval/);
    for (const behavior of [distributionConfig().DefaultCacheBehavior, ...distributionConfig().CacheBehaviors]) {
      expect(policyOf(behavior).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy, behavior.PathPattern).not.toBe(adminContentSecurityPolicy);
    }
  });

  it.each([
    ['/admin', 'https://admin.example.com/admin/'],
    ['/admin/', 'https://admin.example.com/admin/'],
    ['/admin/index.html', 'https://admin.example.com/admin/'],
    ['/admin/#/collections/faqs', 'https://admin.example.com/admin/'],
    ['/api/admin-sign-in/authorize', 'https://admin.example.com/admin/'],
    ['/api/admin-sign-in/callback', 'https://admin.example.com/admin/'],
  ])('is where %s on the public site, on every domain name, redirects (%s)', (uri, location) => {
    const answer = viewerRequestOf(distributionConfig())({ request: { uri, method: 'GET' } });
    expect(answer).toEqual({ statusCode: 302, statusDescription: 'Found', headers: { location: { value: location }, 'cache-control': { value: 'no-store' } } });
    // One function for every alias: the redirect names the editor's host, not the one asked.
    expect(distributionConfig().Aliases).toEqual(['www.example.com', 'example.com']);
  });

  it("leaves the site's own pages alone (npm start runs the same code: tests/functions/editorRedirect.test.ts)", () => {
    const handler = viewerRequestOf(distributionConfig());
    for (const uri of ['/', '/administration-tips', '/blog/admin-fees', '/api/send-contact-email', '/assets/admin.js']) {
      expect(handler({ request: { uri, method: 'GET' } }).statusCode, uri).toBeUndefined();
    }
  });

  it('sends the public site\'s sign-in paths through the redirect, before they reach the API', () => {
    const config = distributionConfig();
    const signIn = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/admin-sign-in/*');
    const patterns = config.CacheBehaviors.map((behavior) => behavior.PathPattern);
    expect(patterns.indexOf('/api/admin-sign-in/*')).toBeLessThan(patterns.indexOf('/api/*'));
    expect(signIn?.FunctionAssociations).toEqual(config.DefaultCacheBehavior.FunctionAssociations);
  });

  it.each([
    ['/', { redirect: '/admin/' }],
    ['/admin', { redirect: '/admin/' }],
    ['/about', { redirect: '/admin/' }],
    ['/favicon.ico', { redirect: '/admin/' }],
    ['/admin/', { uri: '/admin/index.html' }],
    ['/admin/assets/main-abc123.js', { uri: '/admin/assets/main-abc123.js' }],
  ])('on its own host, answers %s with the editor', (uri, expected) => {
    const answer = viewerRequestOf(editorConfig())({ request: { uri, method: 'GET' } });
    if ('redirect' in expected) expect(answer.headers?.location?.value).toBe(expected.redirect);
    else expect(answer.uri).toBe(expected.uri);
  });
});

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

describe('publishing from GitHub Actions', () => {
  const roleId = (name: 'DeployRole' | 'ContentRole') => Object.keys(resources).find((key) => key.startsWith(`Publish${name}`) && resources[key]?.Type === 'AWS::IAM::Role') ?? '';
  const statementsOfRole = (name: 'DeployRole' | 'ContentRole') =>
    ofType('AWS::IAM::Policy')
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId(name)))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  const actionsOf = (name: 'DeployRole' | 'ContentRole') => [...new Set(statementsOfRole(name).flatMap((statement) => [statement.Action].flat()))].sort();
  const bucketArns = () => [byId('SiteSiteBucket'), byId('EditorEditorBucket')].map((bucket) => ({ 'Fn::GetAtt': [logicalIdOf(bucket), 'Arn'] }));

  it("trusts GitHub's OIDC issuer, for tokens meant for STS", () => {
    const provider = only('AWS::IAM::OIDCProvider');
    expect(provider.Properties).toMatchObject({ Url: 'https://token.actions.githubusercontent.com', ClientIdList: ['sts.amazonaws.com'] });
  });

  it.each([
    ['DeployRole', 'production'],
    ['ContentRole', 'content'],
  ] as const)('lets only jobs of the repository in one environment assume the %s: %s', (name, environment) => {
    const trust = (resources[roleId(name)]?.Properties.AssumeRolePolicyDocument as { Statement: Statement[] }).Statement;
    expect(trust).toEqual([
      {
        Effect: 'Allow',
        Action: 'sts:AssumeRoleWithWebIdentity',
        Principal: { Federated: { Ref: logicalIdOf(only('AWS::IAM::OIDCProvider')) } },
        Condition: {
          StringEquals: {
            'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
            'token.actions.githubusercontent.com:sub': `repo:ridgeway-restoration/site:environment:${environment}`,
          },
        },
      },
    ]);
    expect(environment).toBe(deployEnvironments[name === 'DeployRole' ? 'full' : 'content']);
    expect(resources[roleId(name)]?.Properties.MaxSessionDuration).toBe(3600);
  });

  it('gives the deploy role what the deploy does and nothing else: the CDK bootstrap roles, the stack outputs, both buckets, invalidations', () => {
    expect(actionsOf('DeployRole')).toEqual(['cloudformation:DescribeStacks', 'cloudfront:CreateInvalidation', 's3:DeleteObject', 's3:ListBucket', 's3:PutObject', 'sts:AssumeRole', 'sts:TagSession']);
    const assume = statementsOfRole('DeployRole').find((statement) => [statement.Action].flat().includes('sts:AssumeRole'));
    const roleNames = JSON.stringify(assume?.Resource);
    expect(roleNames).toContain('cdk-hnb659fds-deploy-role-');
    expect(roleNames).toContain('cdk-hnb659fds-file-publishing-role-');
    expect([assume?.Resource].flat()).toHaveLength(2);
    for (const statement of statementsOfRole('DeployRole')) expect(JSON.stringify(statement.Resource)).not.toMatch(/"\*"|cdk-hnb659fds-\*/);
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.DeployRoleArn?.Value).toEqual({ 'Fn::GetAtt': [roleId('DeployRole'), 'Arn'] });
  });

  it('gives the content role uploads, invalidations and one kind of mail: it cannot change the stack nor assume the CDK roles', () => {
    const statements = statementsOfRole('ContentRole');
    expect(actionsOf('ContentRole')).toEqual(['cloudformation:DescribeStacks', 'cloudfront:CreateInvalidation', 's3:DeleteObject', 's3:ListBucket', 's3:PutObject', 'ses:SendEmail']);
    for (const statement of statements) {
      expect(statement.Effect).toBe('Allow');
      for (const action of [statement.Action].flat()) expect(action).not.toMatch(/^(sts|iam|lambda|cloudformation:(?!DescribeStacks$)|ssm|secretsmanager):|\*/);
      expect(JSON.stringify(statement.Resource)).not.toMatch(/"\*"|cdk-/);
    }
    // Both buckets, each one's objects, and nothing else.
    const s3 = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('s3:')));
    expect(s3.filter((statement) => statement.Action === 's3:ListBucket').map((statement) => statement.Resource)).toEqual(bucketArns());
    expect(s3.filter((statement) => statement.Action !== 's3:ListBucket').map((statement) => statement.Resource)).toEqual(
      bucketArns().map((arn) => ({ 'Fn::Join': ['', [arn, '/*']] })),
    );
    // Invalidations of the two distributions only.
    const invalidations = statements.filter((statement) => statement.Action === 'cloudfront:CreateInvalidation').map((statement) => JSON.stringify(statement.Resource));
    expect(invalidations).toHaveLength(2);
    expect(invalidations[0]).toContain(logicalIdOf(distributionServing(siteHost)));
    expect(invalidations[1]).toContain(logicalIdOf(distributionServing(editorHost)));
    // Mail to the office inbox only, from the site's sender only.
    const mail = statements.find((statement) => statement.Action === 'ses:SendEmail');
    expect(mail?.Condition).toEqual({
      StringEquals: { 'ses:FromAddress': 'website@example.com' },
      'ForAllValues:StringEquals': { 'ses:Recipients': ['office@example.com'] },
    });
    expect(JSON.stringify(mail?.Resource)).toContain(':identity/example.com');
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.ContentRoleArn?.Value).toEqual({ 'Fn::GetAtt': [roleId('ContentRole'), 'Arn'] });
  });
});

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

describe('configuration', () => {
  it('names every missing setting at once when deploying', () => {
    expect(() => loadSiteConfig({ env: {}, strict: true })).toThrow(
      /SITE_DOMAIN_NAME[\s\S]*SITE_CERTIFICATE_ARN[\s\S]*CONTACT_RECIPIENT[\s\S]*SITE_ALERT_EMAIL[\s\S]*CONTACT_SENDER[\s\S]*ADMIN_GITHUB_REPO/,
    );
  });

  it.each([
    ['a certificate outside us-east-1', { SITE_CERTIFICATE_ARN: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' }, /us-east-1/],
    ['a sender outside the SES identity', { SES_IDENTITY: 'other.example' }, /does not cover the sender/],
    ['an allowed origin with a path', { ALLOWED_ORIGINS: 'https://example.com/contact' }, /ALLOWED_ORIGINS/],
    ['a recipient that is not an address', { CONTACT_RECIPIENT: 'office' }, /CONTACT_RECIPIENT/],
    ['a domain that is not a host name', { SITE_DOMAIN_NAME: 'https://www.example.com' }, /SITE_DOMAIN_NAME/],
    ['a zero concurrency cap', { SITE_RESERVED_CONCURRENCY: '0' }, /SITE_RESERVED_CONCURRENCY/],
    // The alerts are about the office inbox failing: they cannot go only there.
    ['an alert address that is the office inbox', { SITE_ALERT_EMAIL: 'Office@Example.com' }, /SITE_ALERT_EMAIL: must not be the office inbox/],
    ['an alert address that is not an address', { SITE_ALERT_EMAIL: 'owner' }, /SITE_ALERT_EMAIL/],
    ['an SMS number not in E.164 form', { SITE_ALERT_SMS: '404-555-0123' }, /SITE_ALERT_SMS/],
    // CloudFront reads its web ACL only in us-east-1.
    // The publish role's trust is built from it.
    ['a repository that is not owner/name', { ADMIN_GITHUB_REPO: 'https://github.com/ridgeway-restoration/site' }, /ADMIN_GITHUB_REPO/],
    ['a region other than us-east-1', { CDK_DEFAULT_REGION: 'us-east-2' }, /CDK_DEFAULT_REGION: "us-east-2" must be us-east-1/],
    // The editor's origin must be apart from every public page's.
    ['an editor host that is one of the site\'s', { SITE_ADMIN_DOMAIN_NAME: 'example.com' }, /SITE_ADMIN_DOMAIN_NAME: "example.com" is one of the site's domain names/],
    ['an editor host that is not a host name', { SITE_ADMIN_DOMAIN_NAME: 'https://admin.example.com' }, /SITE_ADMIN_DOMAIN_NAME/],
    ["an editor's certificate outside us-east-1", { SITE_ADMIN_CERTIFICATE_ARN: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' }, /SITE_ADMIN_CERTIFICATE_ARN: CloudFront only uses certificates from us-east-1/],
  ])('rejects %s', (_name, override, message) => {
    expect(() => loadSiteConfig({ env: { ...deployEnv, ...override }, strict: true })).toThrow(message);
  });

  it("gives the editor admin. and the canonical domain without www., and the site's certificate, unless told otherwise", () => {
    expect(loadSiteConfig({ env: deployEnv, strict: true })).toMatchObject({ adminDomainName: 'admin.example.com', adminCertificateArn: deployEnv.SITE_CERTIFICATE_ARN });
    const own = 'arn:aws:acm:us-east-1:123456789012:certificate/99999999-2222-4333-8444-555555555555';
    expect(loadSiteConfig({ env: { ...deployEnv, SITE_ADMIN_DOMAIN_NAME: 'Editor.Example.com', SITE_ADMIN_CERTIFICATE_ARN: own }, strict: true })).toMatchObject({
      adminDomainName: 'editor.example.com',
      adminCertificateArn: own,
    });
  });

  it('deploys only from a shell set to us-east-1, or to no region', () => {
    expect(regionProblem({ AWS_REGION: 'us-west-2' })).toMatch(/AWS_REGION=us-east-1/);
    expect(regionProblem({ AWS_DEFAULT_REGION: 'eu-west-1' })).toMatch(/us-east-1/);
    expect(regionProblem({ AWS_REGION: 'us-east-1' })).toBeUndefined();
    expect(regionProblem({})).toBeUndefined();
  });

  it('prefers CDK context over the environment', () => {
    const config = loadSiteConfig({ env: deployEnv, context: (key) => (key === 'contactRecipient' ? 'ops@example.com' : undefined) });
    expect(config.contactRecipient).toBe('ops@example.com');
    expect(config.sesIdentity).toBe('example.com');
    expect(config.samples).toEqual([]);
  });

  it('synthesises a fresh clone with samples into a template that refuses to deploy', () => {
    const config = loadSiteConfig({ env: {} });
    expect(config.samples).toEqual(['domainName', 'certificateArn', 'contactRecipient', 'alertEmail', 'contactSender', 'githubRepo']);
    // Bundling is skipped here: the main stack above already bundles the same functions.
    const app = new App({ outdir: path.join(outdir, 'samples'), context: { 'aws:cdk:bundling-stacks': [] } });
    const rules = Template.fromStack(new SiteStack(app, 'Samples', { config, inlineScriptHashes: buildHashes, pageRoutes })).toJSON().Rules as Record<string, unknown>;
    expect(JSON.stringify(rules.RefuseSampleConfiguration)).toContain('synthesised with sample values');
    expect(template.toJSON().Rules).not.toHaveProperty('RefuseSampleConfiguration');
  });
});

describe('deploy upload plan', () => {
  const files = [
    '404.html',
    'index.html',
    'about/index.html',
    'blog/index.html',
    'blog/rss.xml',
    'favicon.svg',
    'robots.txt',
    'sitemap.xml',
    'assets/index-abc123.js',
    'assets/index-def456.css',
    'assets/inter-latin-wght-normal-x1.woff2',
    'assets/hero-1200-q1.avif',
    'assets/favicon-zz.svg',
  ];

  /** The aws CLI's filter semantics: later filters win, `*` matches across folders. */
  function selects(filters: UploadStepFilters, file: string): boolean {
    let included = true;
    for (const [kind, pattern] of filters) {
      const regex = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*').replaceAll('?', '.')}$`);
      if (regex.test(file)) included = kind === '--include';
    }
    return included;
  }
  type UploadStepFilters = ReturnType<typeof uploadPlan>[number]['filters'];

  it('uploads every file exactly once, assets first, with its type and caching', () => {
    const plan = uploadPlan([...files, '.vite/manifest.json']);
    for (const file of files) {
      const steps = plan.filter((step) => selects(step.filters, file));
      expect(steps, file).toHaveLength(1);
      expect(steps[0]?.cacheControl, file).toBe(file.startsWith('assets/') ? cacheControl.asset : cacheControl.page);
    }
    expect(plan.filter((step) => selects(step.filters, '.vite/manifest.json'))).toEqual([]);
    const firstPage = plan.findIndex((step) => step.cacheControl === cacheControl.page);
    expect(plan.slice(0, firstPage).every((step) => step.cacheControl === cacheControl.asset)).toBe(true);
    expect(plan.find((step) => step.files.includes('assets/inter-latin-wght-normal-x1.woff2'))?.contentType).toBe('font/woff2');
    expect(plan.find((step) => step.files.includes('assets/hero-1200-q1.avif'))?.contentType).toBe('image/avif');
    expect(plan.find((step) => step.files.includes('index.html'))?.contentType).toBe('text/html; charset=utf-8');
    // Old assets stay for pages still cached in browsers; removed pages go.
    expect(plan.filter((step) => step.deleteRemoved).every((step) => step.cacheControl === cacheControl.page)).toBe(true);
  });

  it("uploads the editor's hashed files as assets, from its own folder", () => {
    const editorFiles = ['admin/index.html', 'admin/assets/main-Bx1.js', 'admin/assets/main-Bx1.css'];
    const plan = uploadPlan(editorFiles, editorAssetsPrefix);
    for (const file of editorFiles) {
      const steps = plan.filter((step) => selects(step.filters, file));
      expect(steps, file).toHaveLength(1);
      expect(steps[0]?.cacheControl, file).toBe(file.startsWith('admin/assets/') ? cacheControl.asset : cacheControl.page);
    }
    expect(invalidationPaths(editorFiles, editorAssetsPrefix)).toEqual(['/admin', '/admin/index.html']);
  });

  it('publishes content alone only when the pages carry no inline script the live policy does not allow', () => {
    const [loader, rules] = [cspHashOf('loader'), cspHashOf('rules')];
    expect(contentPublishProblem([loader], [loader, rules])).toBeUndefined();
    expect(contentPublishProblem([loader, cspHashOf('a new loader')], [loader])).toMatch(/^The pages carry an inline script the live Content-Security-Policy does not allow \('sha256-.+'\): this commit changes more than content and needs the full deploy/);
  });

  it('invalidates every page by its clean URL and its file, and no asset', () => {
    const paths = invalidationPaths(files);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/index.html', '/about', '/about/index.html', '/blog', '/blog/rss.xml', '/404.html', '/sitemap.xml']),
    );
    expect(paths.filter((entry) => entry.startsWith('/assets/') || entry.includes('*'))).toEqual([]);
  });
});
