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
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { BehaviorOptions, ResponseHeadersPolicyProps } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { signInPrefix } from '../admin-sign-in/paths';
import { beaconPath } from '../contract/visits';
import { siteRequestsFunctionCode } from './cleanUrls';
import type { SiteConfig } from './config';
import { assetsPrefix, cacheControl } from './publish';
import { contentSecurityPolicyFor, hstsMaxAgeSeconds, permissionsPolicy } from './securityHeaders';

/** How long access logs of the bucket, CloudFront and the API are kept. */
export const accessLogRetentionDays = 90;

/** Where the newsletter's link pages live: CloudFront serves them with `Referrer-Policy: no-referrer`. */
export const linkPagesPrefix = '/api/newsletter/';

export const notFoundPage = '/404.html';

export interface StaticSiteProps {
  config: SiteConfig;
  /** The CSP hashes of the inline scripts in this build's pages (site/inlineScripts.ts), and the live build's. */
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

type SecurityHeadersBehavior = NonNullable<ResponseHeadersPolicyProps['securityHeadersBehavior']>;

/**
 * What a visitor's browser talks to: the prerendered pages in a private bucket, behind CloudFront with
 * the security headers on every answer, and the form functions' API under /api/ on the same domain.
 * The office's editor has a distribution of its own (editorSite.ts), which shares the logs, the cache
 * policies and the headers' common part made here.
 */
export class StaticSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly accessLogs: Bucket;
  readonly pageCache: CachePolicy;
  readonly assetCache: CachePolicy;
  /** Every policy's security headers; a policy may replace its CSP or Referrer-Policy. */
  readonly securityHeadersBehavior: SecurityHeadersBehavior;
  readonly permissionsHeader: { header: string; value: string; override: boolean };
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

    const securityHeadersBehavior = (this.securityHeadersBehavior = {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicyFor(props.inlineScriptHashes), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(hstsMaxAgeSeconds),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
    });
    const permissionsHeader = (this.permissionsHeader = { header: 'Permissions-Policy', value: permissionsPolicy, override: true });

    // Cache-Control normally comes from the object metadata the deploy script sets; these are the
    // fallbacks for an object uploaded some other way.
    const pageHeaders = new ResponseHeadersPolicy(this, 'PageHeaders', {
      comment: 'Security headers for pages and the API',
      securityHeadersBehavior,
      customHeadersBehavior: {
        customHeaders: [permissionsHeader, { header: 'Cache-Control', value: cacheControl.page, override: false }],
      },
    });
    // The newsletter's link pages carry the address and its signature in their URL: no Referer may
    // take them along, whatever the function says (it says no-referrer too, and the page's meta tag).
    const linkPageHeaders = new ResponseHeadersPolicy(this, 'LinkPageHeaders', {
      comment: 'Security headers for the newsletter link pages: no Referer ever leaves them',
      securityHeadersBehavior: {
        ...securityHeadersBehavior,
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
      },
      customHeadersBehavior: { customHeaders: [permissionsHeader] },
    });
    const assetHeaders = new ResponseHeadersPolicy(this, 'AssetHeaders', {
      comment: 'Security headers and immutable caching for hashed assets',
      securityHeadersBehavior,
      customHeadersBehavior: {
        customHeaders: [permissionsHeader, { header: 'Cache-Control', value: cacheControl.asset, override: true }],
      },
    });

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

    const staticBehavior = {
      origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      compress: true,
    } satisfies Partial<BehaviorOptions>;

    const originOf = (api: HttpApi) =>
      new HttpOrigin(Fn.select(2, Fn.split('/', api.apiEndpoint)), { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY, customHeaders: props.apiOriginHeaders });
    this.apiBehavior = (responseHeadersPolicy) => ({
      origin: originOf(props.api),
      // A redirect would turn a form's POST into a GET, so plain HTTP is refused instead.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // The API routes on its own host name, so every viewer header but Host goes through, with
      // CloudFront's own: CloudFront-Viewer-Address is how the functions learn the visitor's address.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy,
      compress: true,
    });
    const apiBehavior = this.apiBehavior(pageHeaders);

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
      defaultBehavior: {
        ...staticBehavior,
        cachePolicy: pageCache,
        responseHeadersPolicy: pageHeaders,
        functionAssociations: [{ function: siteRequests, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`/${assetsPrefix}*`]: { ...staticBehavior, cachePolicy: assetCache, responseHeadersPolicy: assetHeaders },
        // Before /api/*: CloudFront takes the first pattern that matches.
        [`${linkPagesPrefix}*`]: { ...apiBehavior, responseHeadersPolicy: linkPageHeaders },
        // The sign-in answers only on the editor's host; here its function sends the browser there.
        [`${signInPrefix}*`]: { ...apiBehavior, functionAssociations: [{ function: siteRequests, eventType: FunctionEventType.VIEWER_REQUEST }] },
        [beaconPath]: { ...apiBehavior, origin: originOf(props.beaconApi) },
        '/api/*': apiBehavior,
      },
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
