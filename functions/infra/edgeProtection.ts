import { Duration } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { originHeader } from '../secrets/origin';
import { perClientApiLimit, rateLimitedBody, retryAfterSeconds } from './limits';
import type { OwnerAlerts } from './ownerAlerts';
import { entry, SiteFunction } from './siteFunction';

/** How often the value CloudFront proves itself to the API with is replaced. */
export const originSecretRotation = Duration.days(30);

/** The web ACL's rule that limits each client's requests to the forms. */
export const perClientRuleName = 'ApiRequestsPerClient';

/**
 * What stands between the internet and the forms, besides API Gateway's per-route throttles:
 * - an AWS WAF web ACL on the distribution, which answers 429 to a client (by address) that sends more
 *   than `perClientApiLimit` requests to /api/ in its window, so one client cannot make the forms
 *   answer 429 to everyone else; the local server applies the same limit (functions/dev/clientLimit.ts);
 * - a secret that CloudFront sends to the API in the `x-origin-verify` header, and without which the
 *   functions refuse a request: the API's own endpoint cannot be used to go around the web ACL. It is
 *   rotated monthly; the rotation function writes the new value into the distribution before it becomes
 *   current, and the functions accept the current, previous and pending values meanwhile.
 *
 * A web ACL for CloudFront lives in us-east-1, so the stack deploys there (config.ts).
 */
export class EdgeProtection extends Construct {
  readonly webAcl: CfnWebACL;
  readonly originSecret: Secret;
  private readonly alerts: OwnerAlerts;

  constructor(scope: Construct, id: string, alerts: OwnerAlerts) {
    super(scope, id);
    this.alerts = alerts;
    const metric = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Limits what one client may send to the form functions',
      defaultAction: { allow: {} },
      visibilityConfig: metric('SiteWebAcl'),
      customResponseBodies: {
        rateLimited: { contentType: 'APPLICATION_JSON', content: JSON.stringify(rateLimitedBody) },
      },
      rules: [
        {
          name: perClientRuleName,
          priority: 0,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: perClientApiLimit.requests,
              evaluationWindowSec: perClientApiLimit.windowSeconds,
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: 'rateLimited',
                responseHeaders: [{ name: 'Retry-After', value: String(retryAfterSeconds) }],
              },
            },
          },
          visibilityConfig: metric(perClientRuleName),
        },
      ],
    });

    this.originSecret = new Secret(this, 'OriginSecret', {
      description: `Sent by CloudFront to the form functions in the ${originHeader} header: requests without it are refused`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
  }

  /** The header CloudFront adds to every request it forwards to the API. */
  originHeaders(): Record<string, string> {
    return { [originHeader]: this.originSecret.secretValue.unsafeUnwrap() };
  }

  /** Rotates the origin secret, writing each new value into these distributions' API origins first. */
  rotateWith(...distributions: Distribution[]): void {
    const rotation = new SiteFunction(this, 'RotateOriginSecret', {
      entry: entry('../rotate-origin-secret/index.ts'),
      description: 'Rotates the origin secret: writes the new value into the distribution, then makes it current',
      timeout: Duration.minutes(1),
      reservedConcurrency: 1,
      environment: { DISTRIBUTION_IDS: distributions.map((distribution) => distribution.distributionId).join(' ') },
    });
    for (const distribution of distributions) distribution.grant(rotation.fn, 'cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution');
    rotation.rotates(this.originSecret, originSecretRotation);
    this.alerts.onErrors('RotateOriginSecret', rotation.fn);
  }
}
