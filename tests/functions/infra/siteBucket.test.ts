// @vitest-environment node
/**
 * The site's bucket and the access logs of the bucket and the distribution.
 * The stack is synthesised once per run (stackTemplate.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, distributionConfig, editorConfig, logicalIdOf, ofType, only, resources, type Statement, readStack } from './stackTemplate';

beforeAll(() => readStack(), 300_000);

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

