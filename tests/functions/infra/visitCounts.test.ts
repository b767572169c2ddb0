// @vitest-environment node
/**
 * The stack's visit counting (functions/infra/visitCounts.ts): the whole site's template, synthesised
 * without bundling, for what is deployed and how it is wired; and the two functions bundled in a stack
 * of their own, each loaded in a Node process of its own against dynalite and the SES emulator.
 */
import { execFile as execFileCallback } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beaconPath } from '../../../functions/contract/visits';
import { dynamoCounterStore } from '../../../functions/count-visits/counterStore';
import { counterKey, dayOf } from '../../../functions/count-visits/counters';
import { ensureEnquiryTable, ensureSubscriberTable, localDynamoClient, startLocalDynamo, type LocalDynamo } from '../../../functions/dev/localDynamo';
import { startSesEmulator, type SesEmulator } from '../../../functions/dev/sesEmulator';
import { ensureCounterTable } from '../../../functions/dev/visitCounts';
import { loadSiteConfig } from '../../../functions/infra/config';
import { perClientRuleName } from '../../../functions/infra/edgeProtection';
import { perClientApiLimit, perClientBeaconLimit } from '../../../functions/infra/limits';
import { OwnerAlerts } from '../../../functions/infra/ownerAlerts';
import { SiteStack } from '../../../functions/infra/stack';
import { beaconConcurrency, beaconThrottle, perClientBeaconRuleName, VisitCounts } from '../../../functions/infra/visitCounts';
import { cspHashOf } from '../../../functions/contract/inlineScripts';
import { serviceChoices } from '../serviceChoices';
import { siteEnv } from './siteEnv';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const execFile = promisify(execFileCallback);

const config = loadSiteConfig({ env: siteEnv, strict: true });
const cityPath = '/water-damage-restoration-snellville-ga';
const pageRoutes = { '/': { lang: 'en', kind: 'home' }, [cityPath]: { lang: 'en', kind: 'cityService' } };

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

describe('the bundled functions', () => {
  let outdir: string;
  let dynamo: LocalDynamo;
  let ses: SesEmulator;
  let bundles: { counting: string; report: string };

  beforeAll(async () => {
    outdir = mkdtempSync(path.join(os.tmpdir(), 'visit-counts-'));
    const app = new App({ outdir });
    const stack = new Stack(app, 'Visits', { env: { account: '123456789012', region: 'us-east-1' } });
    const secret = new Secret(stack, 'Origin');
    const table = (id: string, key: string) => new Table(stack, id, { partitionKey: { name: key, type: AttributeType.STRING } });
    new VisitCounts(stack, 'Visits', {
      config,
      alerts: new OwnerAlerts(stack, 'Alerts', config),
      originSecret: secret,
      enquiries: table('Enquiries', 'id'),
      subscribers: table('Subscribers', 'email'),
      pageRoutes,
    });
    const template = Template.fromStack(stack).toJSON().Resources as Record<string, Resource>;
    const bundleOf = (id: string) => {
      const [, fn] = Object.entries(template).find(([key, resource]) => resource.Type === 'AWS::Lambda::Function' && key.includes(id)) ?? [];
      const key = ((fn?.Properties.Code as { S3Key: string }).S3Key).replace(/\.zip$/, '');
      return path.join(outdir, `asset.${key}`);
    };
    app.synth();
    bundles = { counting: bundleOf('CountVisits'), report: bundleOf('WeeklyReport') };
    dynamo = await startLocalDynamo({ host: '127.0.0.1' });
    ses = await startSesEmulator({ port: 0 });
    const client = localDynamoClient(dynamo.url);
    await ensureCounterTable(client, 'counters');
    await ensureEnquiryTable(client, 'enquiries');
    await ensureSubscriberTable(client, 'subscribers');
    client.destroy();
  }, 180_000);

  afterAll(async () => {
    await ses?.close();
    await dynamo?.close();
    if (outdir) rmSync(outdir, { recursive: true, force: true });
  });

  /** Runs `script` with the bundle's handler imported, in a Node process of its own, against the local services. */
  async function run(bundle: string, variables: Record<string, string>, script: string): Promise<unknown> {
    const { stdout, stderr } = await execFile(
      process.execPath,
      ['--input-type=module', '-e', `const { handler } = await import(${JSON.stringify(new URL(`file://${bundle}/index.mjs`).href)}); console.log(JSON.stringify(await (${script})(handler)));`],
      {
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          AWS_REGION: 'us-east-1',
          AWS_ACCESS_KEY_ID: 'local',
          AWS_SECRET_ACCESS_KEY: 'local',
          AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
          AWS_ENDPOINT_URL_SES: ses.url,
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          ...variables,
        },
      },
    );
    expect(stderr).toBe('');
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null');
  }

  it("carry the build's list of pages, and count a beacon by it, answering 204", async () => {
    expect(existsSync(path.join(bundles.counting, 'page-routes.json'))).toBe(true);
    const event = {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', 'sec-fetch-site': 'same-origin', origin: 'https://www.example.com' },
      body: `t=c&p=${encodeURIComponent(cityPath)}&l=hero`,
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST' } },
    };
    const answer = await run(bundles.counting, { COUNTER_TABLE: 'counters', ALLOWED_ORIGINS: 'https://www.example.com' }, `(handler) => handler(${JSON.stringify(event)})`);
    expect(answer).toEqual({ statusCode: 204, headers: { 'Cache-Control': 'no-store' }, body: '' });
    const client = localDynamoClient(dynamo.url);
    const [day] = await dynamoCounterStore(client, 'counters').read([dayOf(Date.now())]);
    client.destroy();
    const key = counterKey({ type: 'call', path: cityPath, lang: 'en', kind: 'cityService', place: 'hero' });
    expect(day?.counts.find(({ counter }) => counterKey(counter) === key)?.n).toBe(1);
  }, 60_000);

  it('draw the chart with the bundled sharp and mail the report into SES', async () => {
    const answer = (await run(
      bundles.report,
      {
        COUNTER_TABLE: 'counters',
        ENQUIRY_TABLE: 'enquiries',
        NEWSLETTER_TABLE: 'subscribers',
        SITE_NAME: 'Ridgeway Water Restoration',
        CONTACT_SENDER: 'website@example.com',
        CONTACT_RECIPIENT: 'office@example.com',
        ALERT_EMAIL: 'owner@example.net',
      },
      '(handler) => handler()',
    )) as { messageId: string };
    const { emails } = (await (await fetch(`${ses.url}/store`)).json()) as { emails: { messageId: string; subject: string; attachments?: { contentType: string }[] }[] };
    const mail = emails.find((email) => email.messageId === answer.messageId);
    expect(mail?.subject).toMatch(/^Ridgeway Water Restoration website, /);
    expect(mail?.attachments?.map((attachment) => attachment.contentType)).toEqual(['image/png']);
  }, 60_000);
});
