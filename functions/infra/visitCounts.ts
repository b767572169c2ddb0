import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Duration, RemovalPolicy, Stack, TimeZone, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AttributeType, BillingMode, Table, TableEncryption, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { business } from '../../site/content/facts/business';
import type { PageRoutes } from '../contract/pageRoutes';
import { beaconPath } from '../contract/visits';
import { counterTableKeys } from '../count-visits/counterStore';
import type { SiteConfig } from './config';
import { perClientBeaconLimit } from './limits';
import type { OwnerAlerts } from './ownerAlerts';
import { entry, SiteFunction } from './siteFunction';

/**
 * Requests per second (and burst) API Gateway lets through to the beacon route. Its own API and stage,
 * so beacons never share a limit with the forms; at 50 a second the site would be seeing far more
 * visitors than it does, and past it API Gateway answers 429 without running (or billing) the function.
 */
export const beaconThrottle = { rateLimit: 50, burstLimit: 100 } as const;

/** At most this many beacons are counted at once: a flood costs at most this much, and takes nothing from the forms' functions. */
export const beaconConcurrency = 5;

/** The weekly mail: Monday 07:00 in New York, summer or winter (EventBridge Scheduler keeps the zone). */
export const weeklyReportTime = { weekDay: 'MON', hour: '7', minute: '0', timeZone: 'America/New_York' } as const;

/** The web ACL's rule that limits each client's beacons. */
export const perClientBeaconRuleName = 'BeaconsPerClient';

/**
 * The access log of the beacon's API: one line per request, without the source address (a beacon
 * counts visits, it must not keep who made them) and without the user agent.
 */
export const beaconAccessLogFormat = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  route: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
} as const;

const beaconPathMatch = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: beaconPath,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
} satisfies CfnWebACL.StatementProperty;

/** `statement`, except for beacons: the forms' per-client rule leaves them to their own. */
export const exceptBeacons = (statement: CfnWebACL.StatementProperty): CfnWebACL.StatementProperty => ({
  andStatement: { statements: [statement, { notStatement: { statement: beaconPathMatch } }] },
});

/**
 * The web ACL's rule for beacons: past `perClientBeaconLimit` from one address, answered 204 (what
 * the endpoint answers to everything) and never counted.
 */
export function beaconClientRule(priority: number, visibility: (name: string) => CfnWebACL.VisibilityConfigProperty): CfnWebACL.RuleProperty {
  return {
    name: perClientBeaconRuleName,
    priority,
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit: perClientBeaconLimit.requests,
        evaluationWindowSec: perClientBeaconLimit.windowSeconds,
        scopeDownStatement: beaconPathMatch,
      },
    },
    action: { block: { customResponse: { responseCode: 204 } } },
    visibilityConfig: visibility(perClientBeaconRuleName),
  };
}

export interface VisitCountsProps {
  config: SiteConfig;
  alerts: OwnerAlerts;
  /** The value CloudFront sends in `x-origin-verify`; a beacon without it counts nothing. */
  originSecret: ISecret;
  /** Read by the weekly mail, so its messages and sign-ups are the office's. */
  enquiries: ITable;
  subscribers: ITable;
  /** The build's pages (functions/contract/pageRoutes.ts): the endpoint counts a path under its page only when it is one. */
  pageRoutes: PageRoutes;
}

/**
 * What the owner sees of the site's visitors: the beacon endpoint `POST /api/e` on an HTTP API of its
 * own (its throttle, its access log without addresses, its function's reserved concurrency), the table
 * of daily counters it adds to, and the weekly mail that reads them every Monday morning.
 */
export class VisitCounts extends Construct {
  readonly table: Table;
  readonly api: HttpApi;

  constructor(scope: Construct, id: string, props: VisitCountsProps) {
    super(scope, id);
    const { config, alerts, originSecret } = props;
    const stack = Stack.of(this);

    this.table = new Table(this, 'Counters', {
      partitionKey: { name: counterTableKeys.partition, type: AttributeType.STRING },
      sortKey: { name: counterTableKeys.sort, type: AttributeType.STRING },
      // Each day's counts go 25 months after the day (count-visits/counters.ts: expiresAtOf).
      timeToLiveAttribute: 'expiresAt',
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // The owner's history of the site outlives a mistaken stack deletion.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The build's list of pages goes beside the endpoint's code, which reads it at cold start.
    const routesDir = mkdtempSync(path.join(os.tmpdir(), 'page-routes-'));
    writeFileSync(path.join(routesDir, 'page-routes.json'), JSON.stringify(props.pageRoutes));
    const counting = new SiteFunction(this, 'CountVisits', {
      entry: entry('../count-visits/index.ts'),
      description: `Runs ${beaconPath}: adds each page's beacon to the day's counters`,
      timeout: Duration.seconds(5),
      reservedConcurrency: beaconConcurrency,
      environment: { COUNTER_TABLE: this.table.tableName, ALLOWED_ORIGINS: config.allowedOrigins.join(','), ORIGIN_SECRET: originSecret.secretArn },
      bundling: {
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_input, output) => [`cp ${JSON.stringify(path.join(routesDir, 'page-routes.json'))} ${JSON.stringify(path.join(output, 'page-routes.json'))}`],
        },
      },
    });
    // Adds only: it never reads a count.
    counting.allowOnTable(this.table, 'dynamodb:UpdateItem');
    originSecret.grantRead(counting.fn);

    this.api = new HttpApi(this, 'Api', { description: `The site's beacon, ${beaconPath}, reached through CloudFront`, createDefaultStage: false });
    const stage = new HttpStage(this, 'ApiStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: beaconThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(new LogGroup(this, 'ApiAccessLogs', { retention: RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.DESTROY })),
        format: AccessLogFormat.custom(JSON.stringify(beaconAccessLogFormat)),
      },
    });
    const routeKey = `POST ${beaconPath}`;
    (stage.node.defaultChild as CfnStage).routeSettings = {
      [routeKey]: { ThrottlingRateLimit: beaconThrottle.rateLimit, ThrottlingBurstLimit: beaconThrottle.burstLimit },
    };
    for (const route of this.api.addRoutes({ path: beaconPath, methods: [HttpMethod.POST], integration: new HttpLambdaIntegration('CountVisitsIntegration', counting.fn) })) {
      stage.node.addDependency(route);
      Validations.of(route).acknowledge({
        id: 'AwsSolutions::AwsSolutions-APIG4',
        reason:
          "Every page's beacon, sent without an account: it only adds one to counters of the site's own pages, and the per-client web ACL rule, the route throttle, the reserved concurrency and the 1 KB body limit bound abuse.",
      });
    }

    const report = new SiteFunction(this, 'WeeklyReport', {
      entry: entry('../weekly-report/index.ts'),
      description: `Mails the owner the website's weekly figures as ${config.sesIdentity}`,
      timeout: Duration.minutes(2),
      reservedConcurrency: 1,
      // sharp draws the chart with its prebuilt libvips, copied from this machine's node_modules:
      // the x86-64 Linux build that CI and Debian install. Once a week, arm64 would save nothing.
      architecture: Architecture.X86_64,
      environment: {
        COUNTER_TABLE: this.table.tableName,
        ENQUIRY_TABLE: props.enquiries.tableName,
        NEWSLETTER_TABLE: props.subscribers.tableName,
        SITE_NAME: business.name,
        CONTACT_SENDER: config.contactSender,
        CONTACT_RECIPIENT: config.contactRecipient,
        ALERT_EMAIL: config.alertEmail,
      },
      bundling: {
        externalModules: ['sharp'],
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (input, output) => [sharpCopyCommand(input, output)],
        },
      },
    });
    report.allowOnTable(this.table, 'dynamodb:Query');
    report.allowOnTable(props.enquiries, 'dynamodb:Scan');
    report.allowOnTable(props.subscribers, 'dynamodb:Scan');
    report.fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendRawEmail'],
        resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: config.sesIdentity })],
      }),
    );
    // A role of its own that may call this one function, and not its versions (which `grantInvoke`,
    // and so the scheduler's ready-made Lambda target, would add as `<arn>:*`).
    const scheduler = new Role(this, 'WeeklyReportScheduler', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': stack.account } } }),
      description: 'EventBridge Scheduler: runs the weekly report',
    });
    scheduler.addToPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['lambda:InvokeFunction'], resources: [report.fn.functionArn] }));
    new Schedule(this, 'WeeklyReportSchedule', {
      description: "Mails the owner last week's website figures",
      schedule: ScheduleExpression.cron({
        minute: weeklyReportTime.minute,
        hour: weeklyReportTime.hour,
        weekDay: weeklyReportTime.weekDay,
        timeZone: TimeZone.of(weeklyReportTime.timeZone),
      }),
      target: { bind: () => ({ arn: report.fn.functionArn, role: scheduler, retryPolicy: { maximumRetryAttempts: 2 } }) },
    });

    alerts.onErrors('CountVisits', counting.fn);
    alerts.onErrors('WeeklyReport', report.fn);
  }
}

/** The packages sharp needs at run time, from node_modules into the bundle's folder. */
function sharpCopyCommand(input: string, output: string): string {
  const packages = ['sharp', '@img/colour', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64', 'detect-libc', 'semver'];
  const from = (name: string) => JSON.stringify(path.join(input, 'node_modules', name));
  const to = (name: string) => JSON.stringify(path.join(output, 'node_modules', path.dirname(name)));
  const missing = `echo "sharp's Linux x64 build is not in node_modules: run npm ci on x86-64 Linux (as CI does) before deploying." >&2; exit 1`;
  return [
    `test -d ${from('@img/sharp-linux-x64')} || { ${missing}; }`,
    ...packages.map((name) => `mkdir -p ${to(name)} && cp -R ${from(name)} ${to(name)}/`),
  ].join(' && ');
}
