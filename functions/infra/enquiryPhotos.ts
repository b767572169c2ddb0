/**
 * The photos a visitor sends with a message: a private bucket the browser uploads to under a signed
 * policy, the function that signs those policies, and the right to read them for the functions that
 * mail enquiries. What the bucket allows (its name, CORS rule) is in photoBucketRules.ts, which
 * `npm start`'s S3 emulator reads too.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { enquiryRetentionDays } from '../contract/forms';
import { photoPrefix } from '../photo-upload/signedUploads';
import type { SiteConfig } from './config';
import { functionTimeout } from './formTimings';
import { photoCorsRule, sitePhotoBucketName } from './photoBucketRules';
import { entry, SiteFunction } from './siteFunction';

export interface EnquiryPhotosProps {
  config: SiteConfig;
  /** The value CloudFront sends in `x-origin-verify`; the upload function refuses requests without it. */
  originSecret: ISecret;
}

export class EnquiryPhotos extends Construct {
  readonly bucket: Bucket;
  /** `POST /api/photo-upload` (functions/photo-upload/). */
  readonly upload: SiteFunction;

  constructor(scope: Construct, id: string, props: EnquiryPhotosProps) {
    super(scope, id);
    const { config } = props;
    const cors = photoCorsRule(config.allowedOrigins);
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: sitePhotoBucketName(config),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Unversioned: a photo deleted by the lifecycle is gone, not kept as an old version the privacy
      // page would have to mention. An overwritten photo (the same signed key, within its 15 minutes)
      // replaces one nobody has mailed yet, and the contact function checks what it mails.
      versioned: false,
      cors: [{ allowedOrigins: cors.allowedOrigins, allowedMethods: cors.allowedMethods.map((method) => HttpMethods[method]), maxAge: cors.maxAge }],
      // The privacy page's promise (enquiryRetentionDays): a photo is deleted that long after it was uploaded.
      lifecycleRules: [
        { id: 'DeleteEnquiryPhotos', prefix: `${photoPrefix}/`, expiration: Duration.days(enquiryRetentionDays), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      // Visitors' photos outlive a mistaken stack deletion, as their messages do; the lifecycle still deletes them.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions::AwsSolutions-S1',
      reason:
        "No server access logs: they would keep the network address of every visitor who uploads a photo, which the site keeps nowhere else (the functions log a masked one). The upload function logs each signed upload, the contact function each photo it mails.",
    });

    this.upload = new SiteFunction(this, 'PhotoUpload', {
      entry: entry('../photo-upload/index.ts'),
      description: `Runs /api/photo-upload: signs uploads of a message's photos to ${this.bucket.bucketName}; may only put photos there`,
      timeout: functionTimeout,
      reservedConcurrency: config.reservedConcurrency,
      environment: {
        CONTACT_RECIPIENT: config.contactRecipient,
        CONTACT_SENDER: config.contactSender,
        ALLOWED_ORIGINS: config.allowedOrigins.join(','),
        PHOTO_BUCKET: this.bucket.bucketName,
        ORIGIN_SECRET: props.originSecret.secretArn,
      },
    });
    props.originSecret.grantRead(this.upload.fn);
    // A signed POST carries the signer's rights: this is all an upload can do, within the policy's own limits.
    this.grantOnPhotos(this.upload, 's3:PutObject', 'signs uploads of single photos under the prefix; each policy limits its one key, its size, its type and its 15 minutes');
  }

  /** Reading the photos, for the functions that check and mail them (the contact function, the retry). */
  allowReading(fn: SiteFunction): void {
    this.grantOnPhotos(fn, 's3:GetObject', 'reads the photos an enquiry names (random keys it was given by the form) to check and attach them');
  }

  /** One action on every photo: the keys are made per message, so no narrower resource exists. */
  private grantOnPhotos(fn: SiteFunction, action: string, why: string): void {
    fn.fn.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: [action], resources: [this.bucket.arnForObjects(`${photoPrefix}/*`)] }));
    // The rule names the finding by the bucket's logical id; acknowledged for this resource only.
    const stack = Stack.of(this);
    const bucketId = stack.resolve(stack.getLogicalId(this.bucket.node.defaultChild as CfnBucket)) as string;
    Validations.of(fn).acknowledge({
      id: `AwsSolutions::AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${photoPrefix}/*]`,
      reason: `${action} on ${photoPrefix}/* only: it ${why}.`,
    });
  }
}
