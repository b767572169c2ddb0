// @vitest-environment node
/**
 * The visit counting's two functions (functions/infra/visitCounts.ts) bundled in a stack of their own,
 * each loaded in a Node process of its own against dynalite and the SES emulator.
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
import { dynamoCounterStore } from '../../../functions/count-visits/counterStore';
import { counterKey, dayOf } from '../../../functions/count-visits/counters';
import { ensureEnquiryTable, ensureSubscriberTable, localDynamoClient, startLocalDynamo, type LocalDynamo } from '../../../functions/dev/localDynamo';
import { startSesEmulator, type SesEmulator } from '../../../functions/dev/sesEmulator';
import { ensureCounterTable } from '../../../functions/dev/visitCounts';
import { OwnerAlerts } from '../../../functions/infra/ownerAlerts';
import { VisitCounts } from '../../../functions/infra/visitCounts';
import { cityPath, pageRoutes, siteConfig as config } from './siteEnv';

const execFile = promisify(execFileCallback);

interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
}

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
