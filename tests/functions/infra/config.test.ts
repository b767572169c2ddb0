// @vitest-environment node
/**
 * The deployment settings: what is missing, what is invalid, and the defaults.
 */
import { serviceChoices } from '../serviceChoices';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../functions/infra/config';
import { regionProblem } from '../../../functions/infra/deploy';
import { SiteStack } from '../../../functions/infra/stack';
import { deployEnv } from './synth';
import { buildHashes, pageRoutes, stackOutdir, readStack, template } from './stackTemplate';

// The sample stack is checked against the deployed one, synthesised once per run (stackTemplate.ts).
beforeAll(() => readStack(), 300_000);
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
    const app = new App({ outdir: path.join(stackOutdir(), 'samples'), context: { 'aws:cdk:bundling-stacks': [] } });
    const rules = Template.fromStack(new SiteStack(app, 'Samples', { config, inlineScriptHashes: buildHashes, pageRoutes, serviceChoices })).toJSON().Rules as Record<string, unknown>;
    expect(JSON.stringify(rules.RefuseSampleConfiguration)).toContain('synthesised with sample values');
    expect(template.toJSON().Rules).not.toHaveProperty('RefuseSampleConfiguration');
    // The first synthesis in this worker: it loads every construct of aws-cdk-lib the stack uses (the
    // deployed template is synthesised in a process of its own, globalSetup.ts).
  }, 120_000);
});

