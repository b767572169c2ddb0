// @vitest-environment node
/**
 * The photos sent with messages (enquiryPhotos.ts): a private, encrypted, TLS-only bucket that only
 * the site's origins may POST to, that deletes each photo after the enquiries' retention, and the
 * least each function needs of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { enquiryRetentionDays } from '../../../functions/contract/forms';
import { photoUploadPath } from '../../../functions/contract/photos';
import { routeThrottles } from '../../../functions/infra/formApi';
import { photoBucketName } from '../../../functions/infra/photoBucketRules';
import { byId, ofType, readSiteTemplate, type Resource } from './synth';

beforeAll(() => readSiteTemplate(), 300_000);

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource?: unknown;
  Principal?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

const bucket = () => byId('AWS::S3::Bucket', 'PhotosBucket');
const bucketRef = () => ({ 'Fn::GetAtt': [bucket()[0], 'Arn'] });
const photosArn = () => ({ 'Fn::Join': ['', [bucketRef(), '/enquiry-photos/*']] });

/** Every statement of the role a function (by construct id) runs as. */
function statementsOf(name: string): Statement[] {
  const [, fn] = byId('AWS::Lambda::Function', `${name}Function`);
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return ofType('AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}
const s3Statements = (name: string) => statementsOf(name).filter((statement) => [statement.Action].flat().some((action) => action.startsWith('s3:')));

describe("the photos' bucket", () => {
  it('is named for the site, encrypted, and blocks every kind of public access', () => {
    const [, resource] = bucket();
    expect(resource.Properties).toMatchObject({
      BucketName: photoBucketName('www.example.com'),
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
    // Unversioned: a deleted photo is gone, not kept as an older version.
    expect(resource.Properties.VersioningConfiguration).toBeUndefined();
    expect((resource as Resource & { DeletionPolicy?: string }).DeletionPolicy).toBe('Retain');
  });

  it('refuses every request that is not over TLS, and grants nobody anything by its policy', () => {
    const [, policy] = byId('AWS::S3::BucketPolicy', 'PhotosBucketPolicy');
    expect(policy.Properties.Bucket).toEqual({ Ref: bucket()[0] });
    const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    expect(statements).toHaveLength(2);
    for (const statement of statements) {
      expect(statement.Effect).toBe('Deny');
      expect(statement.Principal).toEqual({ AWS: '*' });
      expect(statement.Action).toBe('s3:*');
      expect(statement.Resource).toEqual([bucketRef(), { 'Fn::Join': ['', [bucketRef(), '/*']] }]);
    }
    expect(statements.map((statement) => statement.Condition)).toEqual([
      { Bool: { 'aws:SecureTransport': 'false' } },
      { NumericLessThan: { 's3:TlsVersion': 1.2 } },
    ]);
  });

  it("lets only the site's own origins POST an upload from a browser", () => {
    const [, resource] = bucket();
    expect(resource.Properties.CorsConfiguration).toEqual({
      CorsRules: [{ AllowedMethods: ['POST'], AllowedOrigins: ['https://www.example.com', 'https://example.com'], MaxAge: 3000 }],
    });
  });

  it("deletes each photo the enquiries' retention after its upload, and unfinished uploads after a day", () => {
    const [, resource] = bucket();
    expect(resource.Properties.LifecycleConfiguration).toEqual({
      Rules: [{ Id: 'DeleteEnquiryPhotos', Prefix: 'enquiry-photos/', ExpirationInDays: enquiryRetentionDays, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }],
    });
  });
});

describe('what each function may do with the photos', () => {
  it('the upload function may only put objects under the photos prefix: what a signed POST carries', () => {
    expect(s3Statements('PhotoUpload')).toEqual([{ Effect: 'Allow', Action: 's3:PutObject', Resource: photosArn() }]);
  });

  it.each(['SendContactEmail', 'RetryEnquiries'])('%s may only read them, and send the raw mail that carries them', (name) => {
    expect(s3Statements(name)).toEqual([{ Effect: 'Allow', Action: 's3:GetObject', Resource: photosArn() }]);
    const ses = statementsOf(name).filter((statement) => [statement.Action].flat().some((action) => action.startsWith('ses:')));
    expect(ses.map((statement) => statement.Action)).toEqual([['ses:SendEmail', 'ses:SendRawEmail']]);
  });

  it.each(['SubscribeNewsletter', 'NewsletterLinks', 'RecordSendEvents', 'SendQueuedConfirmations'])('%s has nothing of them', (name) => {
    expect(s3Statements(name)).toEqual([]);
  });

  it('the functions are told the bucket by name', () => {
    for (const name of ['PhotoUpload', 'SendContactEmail', 'RetryEnquiries']) {
      const [, fn] = byId('AWS::Lambda::Function', `${name}Function`);
      expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.PHOTO_BUCKET, name).toEqual({ Ref: bucket()[0] });
    }
  });
});

describe('the upload route', () => {
  it('reaches the upload function through the forms API, throttled like the other form routes', () => {
    const routes = ofType('AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties.RouteKey);
    expect(routes).toEqual(expect.arrayContaining([`POST ${photoUploadPath}`, `OPTIONS ${photoUploadPath}`]));
    const [, stage] = byId('AWS::ApiGatewayV2::Stage', 'FormsApiStage');
    expect((stage.Properties.RouteSettings as Record<string, unknown>)[`POST ${photoUploadPath}`]).toEqual({
      ThrottlingRateLimit: routeThrottles[`POST ${photoUploadPath}`].rateLimit,
      ThrottlingBurstLimit: routeThrottles[`POST ${photoUploadPath}`].burstLimit,
    });
  });
});
