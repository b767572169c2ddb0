import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { CfnResourcePolicy, LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { originHeader } from '../secrets/origin';
import { perClientApiLimit, rateLimitedBody, retryAfterSeconds } from './limits';
import type { OwnerAlerts } from './ownerAlerts';
import { entry, SiteFunction } from './siteFunction';
import { beaconClientRule, exceptBeacons } from './visitCounts';

/** How often the value CloudFront proves itself to the API with is replaced. */
export const originSecretRotation = Duration.days(30);

/** The web ACL's rule that limits each client's requests to the forms. */
export const perClientRuleName = 'ApiRequestsPerClient';

/**
 * AWS's managed rule groups on the web ACL, counting for now: what each would block shows in the WAF
 * log and its metrics first, so a rule that would refuse real visitors (the common set's 8 KB body
 * limit is below the forms' 16 KB) is found before it blocks. Switch one to blocking by removing its
 * `count` override once its log shows only attacks.
 */
export const managedRuleGroups = ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'] as const;

/** WAF's log group: WAF requires the `aws-waf-logs-` prefix. Kept as long as the other access logs. */
export const wafLogGroupName = 'aws-waf-logs-ridgeway-site';
export const wafLogRetention = RetentionDays.THREE_MONTHS;

/**
 * What stands between the internet and the forms, besides API Gateway's per-route throttles:
 * - an AWS WAF web ACL on the distribution, which answers 429 to a client (by address) that sends more
 *   than `perClientApiLimit` requests to /api/ in its window, so one client cannot make the forms
 *   answer 429 to everyone else; the local server applies the same limit (functions/dev/clientLimit.ts);
 *   AWS's common and known-bad-inputs rule groups, counting (`managedRuleGroups`); its log of what a
 *   rule blocked or counted, without query strings, kept three months;
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
      description: 'Limits what one client may send to the form functions, and counts what the AWS managed rules would block',
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
              scopeDownStatement: exceptBeacons({
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              }),
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
        beaconClientRule(1, metric),
        ...managedRuleGroups.map((name, index) => ({
          name,
          priority: index + 2,
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
          overrideAction: { count: {} },
          visibilityConfig: metric(name),
        })),
      ],
    });

    // What a rule blocked or counted, and nothing else: a request no rule matched is not logged, so
    // ordinary visits leave no address here. The query string is left out (a newsletter link's token).
    const wafLogs = new LogGroup(this, 'WafLogs', { logGroupName: wafLogGroupName, retention: wafLogRetention, removalPolicy: RemovalPolicy.DESTROY });
    const stack = Stack.of(this);
    // Without the `:*` the log group's own Arn attribute ends with: WAF refuses that form.
    const wafLogsArn = stack.formatArn({ service: 'logs', resource: 'log-group', resourceName: wafLogs.logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
    // WAF delivers through CloudWatch Logs' log delivery service, which this policy lets write here only.
    const delivery = new CfnResourcePolicy(this, 'WafLogDelivery', {
      policyName: `${stack.stackName}-waf-log-delivery`,
      policyDocument: JSON.stringify({
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Allow',
            Principal: { Service: 'delivery.logs.amazonaws.com' },
            Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
            Resource: `${wafLogsArn}:*`,
            Condition: { StringEquals: { 'aws:SourceAccount': stack.account }, ArnLike: { 'aws:SourceArn': `arn:${stack.partition}:logs:${stack.region}:${stack.account}:*` } },
          },
        ],
      }),
    });
    const logging = new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [wafLogsArn],
      redactedFields: [{ queryString: {} }],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: ['BLOCK', 'COUNT', 'EXCLUDED_AS_COUNT'].map((action) => ({ ActionCondition: { Action: action } })),
          },
        ],
      },
    });
    logging.node.addDependency(delivery);

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
