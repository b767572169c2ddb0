import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachedMethods,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { signInPrefix } from '../admin-sign-in/paths';
import { editorPrefix, editorRequestsFunctionCode } from './cleanUrls';
import type { SiteConfig } from './config';
import { editorResponseHeaders } from './responseHeaders';
import { responseHeadersPolicyProps } from './responseHeadersPolicy';
import type { StaticSite } from './staticSite';

/** The editor's build under its folder: hashed files, named anew for each new content. */
export const editorAssetsPrefix = `${editorPrefix.slice(1)}assets/`;

export interface EditorSiteProps {
  config: SiteConfig;
  /** The public site, whose logs bucket and cache policies the editor's host shares. */
  site: StaticSite;
  /** The web ACL in front of everything (edgeProtection.ts): its per-client limit covers the sign-in too. */
  webAclArn: string;
}

/**
 * The office's editor on a host of its own (`adminDomainName`), apart from every public page: a script
 * a public page runs can neither read what the editor keeps in its origin's storage (the GitHub token)
 * nor start its sign-in. Its own private bucket holds the built editor (site/admin/), served under
 * /admin/ with the editor's own Content-Security-Policy and never indexed; the sign-in routes go to the
 * forms' API with the handshake page's policy. Nothing else is served here.
 */
export class EditorSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: EditorSiteProps) {
    super(scope, id);
    const { config, site } = props;

    this.bucket = new Bucket(this, 'EditorBucket', {
      serverAccessLogsBucket: site.accessLogs,
      serverAccessLogsPrefix: 's3-editor/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(7) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const editorRequests = new CloudFrontFunction(this, 'EditorRequests', {
      code: FunctionCode.fromInline(editorRequestsFunctionCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: "Sends every path outside /admin/ to the editor; maps /admin/ to its index.html",
    });

    // Its own Content-Security-Policy for the editor, and for the sign-in's page (responseHeaders.ts).
    const editorHeaders = new ResponseHeadersPolicy(this, 'EditorHeaders', responseHeadersPolicyProps(editorResponseHeaders.editor));
    const signInHeaders = new ResponseHeadersPolicy(this, 'SignInHeaders', responseHeadersPolicyProps(editorResponseHeaders.signIn));

    const editorBehavior = {
      origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      compress: true,
      responseHeadersPolicy: editorHeaders,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${config.adminDomainName}: the office's editor and its sign-in`,
      domainNames: [config.adminDomainName],
      certificate: Certificate.fromCertificateArn(this, 'Certificate', config.adminCertificateArn),
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableIpv6: true,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: site.accessLogs,
      logFilePrefix: 'cloudfront-editor/',
      defaultBehavior: {
        ...editorBehavior,
        cachePolicy: site.pageCache,
        functionAssociations: [{ function: editorRequests, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`/${editorAssetsPrefix}*`]: { ...editorBehavior, cachePolicy: site.assetCache },
        [`${signInPrefix}*`]: site.apiBehavior(signInHeaders),
      },
    });

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions::AwsSolutions-CFR1',
      reason: 'No geo restriction: the office may edit the site while travelling; the editor signs in with GitHub.',
    });
  }
}
