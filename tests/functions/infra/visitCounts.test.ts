// @vitest-environment node
/**
 * The stack's visit counting (functions/infra/visitCounts.ts) in the whole site's template, synthesised
 * without bundling: what is deployed and how it is wired. The two functions bundled and run are
 * checked in visitCountBundles.test.ts.
 */
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { beaconPath } from '../../../functions/contract/visits';
import { perClientRuleName } from '../../../functions/infra/edgeProtection';
import { perClientApiLimit, perClientBeaconLimit } from '../../../functions/infra/limits';
import { SiteStack } from '../../../functions/infra/stack';
import { beaconConcurrency, beaconThrottle, perClientBeaconRuleName } from '../../../functions/infra/visitCounts';
import { cspHashOf } from '../../../functions/contract/inlineScripts';
import { serviceChoices } from '../serviceChoices';
import { pageRoutes, siteConfig as config } from './siteEnv';

interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
}

let resources: Record<string, Resource>;
let outputs: Record<string, { Value: unknown }>;
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
/** The one resource of `type` whose logical id has `id` in it. */
function one(type: string, id: string): [string, Resource] {
  const found = ofType(type).filter(([key]) => key.includes(id));
  expect(found.map(([key]) => key), `${type} ${id}`).toHaveLength(1);
  return found[0] as [string, Resource];
}

beforeAll(() => {
  // The whole site, as deployed, without bundling its functions (the bundles are checked below).
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new SiteStack(app, 'Site', { config, inlineScriptHashes: [cspHashOf('/* loader */')], pageRoutes, serviceChoices });
  const template = Template.fromStack(stack).toJSON();
  resources = template.Resources as Record<string, Resource>;
  outputs = template.Outputs as Record<string, { Value: unknown }>;
}, 120_000);

describe('the counters table', () => {
  it('is keyed by day and counter, on demand, encrypted, recoverable, kept, and expires items by expiresAt', () => {
    const [, table] = one('AWS::DynamoDB::Table', 'VisitsCounters');
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: 'day', KeyType: 'HASH' },
      { AttributeName: 'counter', KeyType: 'RANGE' },
    ]);
    expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.SSESpecification).toEqual({ SSEEnabled: true });
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.DeletionPolicy).toBe('Retain');
  });
});

describe('the beacon', () => {
  const stageOf = (apiId: string) => {
    const [, stage] = ofType('AWS::ApiGatewayV2::Stage').find(([, candidate]) => JSON.stringify(candidate.Properties.ApiId).includes(apiId)) ?? [];
    return stage as Resource;
  };

  it(`is POST ${beaconPath} on an API of its own, throttled per route at ${beaconThrottle.rateLimit}/s, burst ${beaconThrottle.burstLimit}`, () => {
    const [apiId] = one('AWS::ApiGatewayV2::Api', 'VisitsApi');
    const routes = ofType('AWS::ApiGatewayV2::Route').filter(([, route]) => JSON.stringify(route.Properties.ApiId).includes(apiId));
    expect(routes.map(([, route]) => route.Properties.RouteKey)).toEqual([`POST ${beaconPath}`]);
    const stage = stageOf(apiId);
    expect(stage.Properties.RouteSettings).toEqual({ [`POST ${beaconPath}`]: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 } });
    expect(stage.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
    // The forms' API has no route for it.
    const [formsApiId] = one('AWS::ApiGatewayV2::Api', 'FormsApi');
    expect(ofType('AWS::ApiGatewayV2::Route').filter(([, route]) => JSON.stringify(route.Properties.ApiId).includes(formsApiId) && String(route.Properties.RouteKey).endsWith(beaconPath))).toEqual([]);
  });

  it('logs each request without the source address or the user agent; the forms still log theirs', () => {
    const [apiId] = one('AWS::ApiGatewayV2::Api', 'VisitsApi');
    const { Format, DestinationArn } = stageOf(apiId).Properties.AccessLogSettings as { Format: string; DestinationArn: unknown };
    const format = JSON.parse(Format) as Record<string, string>;
    expect(Object.values(format)).not.toContainEqual(expect.stringMatching(/sourceIp|userAgent|identity/));
    expect(format).toMatchObject({ route: '$context.routeKey', status: '$context.status' });
    expect(JSON.stringify(DestinationArn)).toContain('VisitsApiAccessLogs');
    const [formsApiId] = one('AWS::ApiGatewayV2::Api', 'FormsApi');
    expect((stageOf(formsApiId).Properties.AccessLogSettings as { Format: string }).Format).toContain('$context.identity.sourceIp');
  });

  it(`runs at most ${beaconConcurrency} at once, may only add to the counters, and refuses what did not come through CloudFront`, () => {
    const [fnId, fn] = one('AWS::Lambda::Function', 'VisitsCountVisitsFunction');
    expect(fn.Properties.ReservedConcurrentExecutions).toBe(beaconConcurrency);
    expect(fn.Properties.Architectures).toEqual(['arm64']);
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(['ALLOWED_ORIGINS', 'COUNTER_TABLE', 'ORIGIN_SECRET']);
    const [, policy] = ofType('AWS::IAM::Policy').find(([key]) => key.includes('VisitsCountVisitsRole')) ?? [];
    const statements = (policy?.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement;
    const onTable = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('dynamodb:')));
    expect(onTable).toEqual([expect.objectContaining({ Action: 'dynamodb:UpdateItem', Resource: { 'Fn::GetAtt': [one('AWS::DynamoDB::Table', 'VisitsCounters')[0], 'Arn'] } })]);
    expect(fnId).toBeTruthy();
  });

  it('is served by CloudFront at its path, before /api/*, from its own API', () => {
    const distribution = ofType('AWS::CloudFront::Distribution')[0]?.[1].Properties.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; TargetOriginId: string; AllowedMethods: string[] }[];
      Origins: { Id: string; DomainName: unknown }[];
    };
    const patterns = distribution.CacheBehaviors.map((behavior) => behavior.PathPattern);
    expect(patterns.indexOf(beaconPath)).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf(beaconPath)).toBeLessThan(patterns.indexOf('/api/*'));
    const beacon = distribution.CacheBehaviors.find((behavior) => behavior.PathPattern === beaconPath);
    const origin = distribution.Origins.find((candidate) => candidate.Id === beacon?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain(one('AWS::ApiGatewayV2::Api', 'VisitsApi')[0]);
    expect(beacon?.AllowedMethods).toContain('POST');
  });

  it(`has a per-client rule of its own in the web ACL (${perClientBeaconLimit.requests} in ${perClientBeaconLimit.windowSeconds} s, then 204), and the forms' rule leaves beacons out`, () => {
    const [, acl] = one('AWS::WAFv2::WebACL', 'WebAcl');
    const rules = acl.Properties.Rules as { Name: string; Statement: { RateBasedStatement: Record<string, unknown> }; Action: unknown }[];
    const forms = rules.find((rule) => rule.Name === perClientRuleName);
    const beacons = rules.find((rule) => rule.Name === perClientBeaconRuleName);
    expect(forms?.Statement.RateBasedStatement.Limit).toBe(perClientApiLimit.requests);
    const notBeacon = { NotStatement: { Statement: { ByteMatchStatement: expect.objectContaining({ PositionalConstraint: 'EXACTLY', SearchString: beaconPath }) } } };
    expect(forms?.Statement.RateBasedStatement.ScopeDownStatement).toEqual({
      AndStatement: { Statements: [{ ByteMatchStatement: expect.objectContaining({ PositionalConstraint: 'STARTS_WITH', SearchString: '/api/' }) }, notBeacon] },
    });
    expect(beacons?.Statement.RateBasedStatement).toMatchObject({
      Limit: perClientBeaconLimit.requests,
      EvaluationWindowSec: perClientBeaconLimit.windowSeconds,
      ScopeDownStatement: { ByteMatchStatement: expect.objectContaining({ SearchString: beaconPath }) },
    });
    expect(beacons?.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 204 } } });
  });
});

describe('the weekly mail', () => {
  it('is sent every Monday at 07:00 in New York by EventBridge Scheduler, to the report function', () => {
    const [, schedule] = one('AWS::Scheduler::Schedule', 'WeeklyReportSchedule');
    expect(schedule.Properties.ScheduleExpression).toBe('cron(0 7 ? * MON *)');
    expect(schedule.Properties.ScheduleExpressionTimezone).toBe('America/New_York');
    expect(schedule.Properties.State).not.toBe('DISABLED');
    const [reportId] = one('AWS::Lambda::Function', 'VisitsWeeklyReportFunction');
    const target = schedule.Properties.Target as { Arn: unknown; RoleArn: { 'Fn::GetAtt': [string, string] } };
    expect(JSON.stringify(target.Arn)).toContain(reportId);
    // Its role may call that function and nothing else.
    const [, policy] = ofType('AWS::IAM::Policy').find(([, candidate]) => JSON.stringify(candidate.Properties.Roles).includes(target.RoleArn['Fn::GetAtt'][0])) ?? [];
    expect((policy?.Properties.PolicyDocument as { Statement: unknown[] }).Statement).toEqual([
      { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [reportId, 'Arn'] } },
    ]);
  });

  it('runs one at a time and may read the three tables and send raw mail as the site, nothing else', () => {
    const [, fn] = one('AWS::Lambda::Function', 'VisitsWeeklyReportFunction');
    expect(fn.Properties.ReservedConcurrentExecutions).toBe(1);
    const [, policy] = ofType('AWS::IAM::Policy').find(([key]) => key.includes('VisitsWeeklyReportRole')) ?? [];
    const actions = (policy?.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.flatMap((statement) => [statement.Action].flat());
    expect(actions.filter((action) => !action.startsWith('logs:')).sort()).toEqual(['dynamodb:Query', 'dynamodb:Scan', 'dynamodb:Scan', 'ses:SendRawEmail']);
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables).toMatchObject({ CONTACT_RECIPIENT: 'office@example.com', ALERT_EMAIL: 'owner@owner-mail.example.net', SITE_NAME: 'Ridgeway Water Restoration' });
  });

  it("tell the owner when either function keeps failing, as every function of the stack does", () => {
    for (const id of ['CountVisits', 'WeeklyReport']) {
      const [, alarm] = one('AWS::CloudWatch::Alarm', `OwnerAlerts${id}Errors`);
      expect(alarm.Properties.MetricName).toBe('Errors');
      expect(JSON.stringify(alarm.Properties.Dimensions)).toContain(one('AWS::Lambda::Function', `Visits${id}Function`)[0]);
    }
  });

  it('names the counters table in an output, for npm run report', () => {
    expect(JSON.stringify(outputs.VisitCounterTableName?.Value)).toContain(one('AWS::DynamoDB::Table', 'VisitsCounters')[0]);
  });
});
