// @vitest-environment node
/**
 * AWS's own rules (cdk-nag's AwsSolutions pack) on the whole stack.
 * The stack is synthesised once per run (stackTemplate.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackOutdir, readStack } from './stackTemplate';

beforeAll(() => readStack(), 300_000);

describe("AWS's own rules (cdk-nag AwsSolutions)", () => {
  interface Report {
    pluginReports: { pluginName: string; conclusion: string; violations: unknown[]; suppressedViolations: { ruleName: string; violatingConstructs: { constructPath: string; reason?: string }[] }[] }[];
  }
  const report = () => JSON.parse(readFileSync(path.join(stackOutdir(), 'validation-report.json'), 'utf8')) as Report;

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
    // The photos' bucket: the functions' objects under the photos' prefix (IAM5) and no access logs (S1).
    expect(acknowledged.map((rule) => rule.replace(/<(Site|Editor)\1Bucket\w+\.Arn>/, '<$1Bucket.Arn>').replace(/<Forms\w*PhotosBucket\w+\.Arn>/, '<PhotosBucket.Arn>'))).toEqual([
      'AwsSolutions-APIG4',
      'AwsSolutions-CFR1',
      'AwsSolutions-DDB3',
      'AwsSolutions-IAM5[Resource::<EditorBucket.Arn>/*]',
      'AwsSolutions-IAM5[Resource::<PhotosBucket.Arn>/enquiry-photos/*]',
      'AwsSolutions-IAM5[Resource::<SiteBucket.Arn>/*]',
      'AwsSolutions-S1',
      'AwsSolutions-SMG4',
    ]);
    const reasons = pack?.suppressedViolations.filter((violation) => /IAM5|SMG4|DDB3/.test(violation.ruleName) && !violation.ruleName.includes('enquiry-photos'));
    // IAM5 for each of the two roles on each of the two buckets.
    expect(reasons).toHaveLength(6);
    for (const violation of reasons ?? []) {
      expect(violation.violatingConstructs.map((construct) => construct.constructPath).join(), violation.ruleName).toMatch(/Publish\/(Deploy|Content)Role|AdminSignIn\/(GitHubApp|States)/);
    }
  });
});

