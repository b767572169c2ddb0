// @vitest-environment node
/**
 * The office's editor: its own distribution and bucket.
 * The stack is synthesised once per run (stackTemplate.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminContentSecurityPolicy } from '../../../site/admin/contentSecurityPolicy';
import { type HeadersPolicyConfig } from './servedHeaders';
import { deployEnv } from './synth';
import { type Behavior, byId, contentSecurityPolicy, distributionConfig, editorConfig, editorHost, logicalIdOf, only, resources, readStack, template, viewerRequestOf } from './stackTemplate';

beforeAll(() => readStack(), 300_000);

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

