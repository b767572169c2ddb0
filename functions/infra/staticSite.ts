import { Duration, Fn, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  CachedMethods,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { BehaviorOptions } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { photoUploadOrigin, sitePhotoBucketName } from './photoBucketRules';
import { Construct } from 'constructs';
import { siteRequestsFunctionCode } from './cleanUrls';
import type { SiteConfig } from './config';
import { siteResponseHeaders } from './responseHeaders';
import { responseHeadersPolicyProps } from './responseHeadersPolicy';
import { defaultBehavior, notFoundPage, siteBehaviors, type SiteBehavior } from './siteBehaviors';

/** How long access logs of the bucket, CloudFront and the API are kept. */
export const accessLogRetentionDays = 90;

export interface StaticSiteProps {
  config: SiteConfig;
  /** The CSP hashes of the inline scripts in this build's pages (functions/contract/inlineScripts.ts), and the live build's. */
  inlineScriptHashes: readonly string[];
  /** The form functions, served under /api/ on the same origin. */
  api: HttpApi;
  /** The beacon's own API (visitCounts.ts), served at its one path. */
  beaconApi: HttpApi;
  /** Headers CloudFront adds to every request it forwards to the API (the origin secret). */
  apiOriginHeaders: Record<string, string>;
  /** The web ACL in front of everything (edgeProtection.ts). */
  webAclArn: string;
  /** The office's editor on its own host (`https://<host>/admin/`), where the site's old editor paths redirect. */
  editorUrl: string;
}

/**
 * What a visitor's browser talks to: the prerendered pages in a private bucket, behind CloudFront with
 * the security headers on every answer, and the form functions' API under /api/ on the same domain,
 * path by path as siteBehaviors.ts says. The office's editor has a distribution of its own
 * (editorSite.ts), which shares the logs and the cache policies made here.
 */
export class StaticSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly accessLogs: Bucket;
  readonly pageCache: CachePolicy;
  readonly assetCache: CachePolicy;
  /** A behaviour for the forms' API under /api/, answering with `responseHeadersPolicy`. */
  readonly apiBehavior: (responseHeadersPolicy: ResponseHeadersPolicy) => BehaviorOptions;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);
    const { config } = props;

    // Access logs of the bucket and of CloudFront, kept as long as the functions' logs, then deleted.
    const accessLogs = (this.accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // CloudFront's standard logs are written with an ACL, which this ownership setting still accepts.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(accessLogRetentionDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    }));

    this.bucket = new Bucket(this, 'SiteBucket', {
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 's3/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      // Old versions are the rollback; keeping them for 90 days bounds what they cost.
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const siteRequests = new CloudFrontFunction(this, 'CleanUrls', {
      code: FunctionCode.fromInline(siteRequestsFunctionCode(props.editorUrl)),
      runtime: FunctionRuntime.JS_2_0,
      comment: "Maps clean URLs such as /about to the prerendered /about/index.html; sends the editor's paths to its own host",
    });

    // Cache-Control normally comes from the object metadata the deploy script sets; the pages' policy
    // has a fallback for an object uploaded some other way (responseHeaders.ts).
    // The contact form uploads photos straight to their bucket (enquiryPhotos.ts): the pages may connect there.
    const headers = siteResponseHeaders(props.inlineScriptHashes, photoUploadOrigin(sitePhotoBucketName(config)));
    const headersPolicies = {
      page: new ResponseHeadersPolicy(this, 'PageHeaders', responseHeadersPolicyProps(headers.page)),
      linkPage: new ResponseHeadersPolicy(this, 'LinkPageHeaders', responseHeadersPolicyProps(headers.linkPage)),
      asset: new ResponseHeadersPolicy(this, 'AssetHeaders', responseHeadersPolicyProps(headers.asset)),
    } satisfies Record<keyof typeof headers, ResponseHeadersPolicy>;

    const pageCache = (this.pageCache = new CachePolicy(this, 'PageCache', {
      comment: 'Pages and other unhashed files: five minutes unless the object says otherwise',
      defaultTtl: Duration.minutes(5),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    }));
    const assetCache = (this.assetCache = new CachePolicy(this, 'AssetCache', {
      comment: 'Hashed assets: a new name for every new content, so a year at the edge',
      defaultTtl: Duration.days(365),
      minTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    }));

    const originOf = (api: HttpApi) =>
      new HttpOrigin(Fn.select(2, Fn.split('/', api.apiEndpoint)), { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY, customHeaders: props.apiOriginHeaders });
    const apiSettings = {
      // A redirect would turn a form's POST into a GET, so plain HTTP is refused instead.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // The API routes on its own host name, so every viewer header but Host goes through, with
      // CloudFront's own: CloudFront-Viewer-Address is how the functions learn the visitor's address.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      compress: true,
    } satisfies Partial<BehaviorOptions>;
    this.apiBehavior = (responseHeadersPolicy) => ({ ...apiSettings, origin: originOf(props.api), cachePolicy: CachePolicy.CACHING_DISABLED, responseHeadersPolicy });

    // One of each origin, shared by the behaviours that use it.
    const origins = { bucket: S3BucketOrigin.withOriginAccessControl(this.bucket), api: originOf(props.api), beacon: originOf(props.beaconApi) };
    const cachePolicies = { page: pageCache, asset: assetCache, none: CachePolicy.CACHING_DISABLED };
    const behaviorOf = (behavior: SiteBehavior): BehaviorOptions => ({
      ...(behavior.origin === 'bucket'
        ? { viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS, allowedMethods: AllowedMethods.ALLOW_GET_HEAD, cachedMethods: CachedMethods.CACHE_GET_HEAD, compress: true }
        : apiSettings),
      origin: origins[behavior.origin],
      cachePolicy: cachePolicies[behavior.cache],
      responseHeadersPolicy: headersPolicies[behavior.headers],
      ...(behavior.viewerRequest ? { functionAssociations: [{ function: siteRequests, eventType: FunctionEventType.VIEWER_REQUEST }] } : {}),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${config.domainNames[0]} site and form functions`,
      domainNames: [...config.domainNames],
      certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableIpv6: true,
      // North America and Europe: the visitors of a Georgia business, at the lowest price class.
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: behaviorOf(defaultBehavior),
      additionalBehaviors: Object.fromEntries(siteBehaviors.map((behavior) => [behavior.pattern, behaviorOf(behavior)])),
      // With origin access control, and no s3:ListBucket for it, S3 answers a missing page with 403:
      // that is the one status turned into the site's 404 page. An error response applies to every
      // behaviour, so a 404 is left alone: /api/ answers 404 in JSON (API Gateway for an unknown route,
      // the link function for an unknown link path), and no function answers 403 through CloudFront
      // (only to a request without the origin secret, which CloudFront always sends).
      errorResponses: [403].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 404,
        responsePagePath: notFoundPage,
        ttl: Duration.minutes(1),
      })),
    });

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions::AwsSolutions-CFR1',
      reason: 'No geo restriction: visitors from the service area may be travelling, and the pages are public.',
    });
  }
}
