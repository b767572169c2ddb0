// @vitest-environment node
/** The distribution's error responses: the site's missing pages only, so /api/ answers stay JSON. */
import { beforeAll, describe, expect, it } from 'vitest';
import { notFoundPage } from '../../../functions/infra/siteBehaviors';
import { byId, ofType, siteTemplate } from './synth';

// Synthesised once for the file; the first synth of the stack takes tens of seconds on a busy machine.
beforeAll(() => void siteTemplate(), 300_000);

interface DistributionConfig {
  CustomErrorResponses: { ErrorCode: number; ResponseCode: number; ResponsePagePath: string }[];
}

describe('static site', () => {
  it("turns only the bucket's 403 for a missing page into the 404 page: an /api/ 404 passes through as JSON", () => {
    const [, distribution] = byId('AWS::CloudFront::Distribution', 'SiteDistribution');
    const { CustomErrorResponses } = distribution.Properties.DistributionConfig as DistributionConfig;
    expect(CustomErrorResponses.map((response) => [response.ErrorCode, response.ResponseCode, response.ResponsePagePath])).toEqual([[403, 404, notFoundPage]]);
  });

  it("leaves the editor's answers as they are: its sign-in's JSON and redirects never become a page", () => {
    const [, editor] = byId('AWS::CloudFront::Distribution', 'EditorDistribution');
    expect((editor.Properties.DistributionConfig as Partial<DistributionConfig>).CustomErrorResponses).toBeUndefined();
  });

  it('never lets the bucket list its keys, which would turn a missing page into a 404 the site does not map', () => {
    const policies = ofType('AWS::S3::BucketPolicy').map(([, policy]) => JSON.stringify(policy.Properties.PolicyDocument));
    for (const policy of policies) expect(policy).not.toContain('s3:ListBucket');
  });
});
