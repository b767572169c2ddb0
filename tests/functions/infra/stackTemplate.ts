/**
 * The stack as deployed, functions bundled, and what the construct tests read of it: the
 * resources by type or logical id, the two distributions, the functions and their roles.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import { siteResponseHeaders } from '../../../functions/infra/responseHeaders';
import { contentSecurityPolicyFor } from '../../../functions/infra/securityHeaders';
import { photoBucketName, photoUploadOrigin } from '../../../functions/infra/photoBucketRules';
import { buildHashes, liveHashes, synthesisFiles } from './stackInputs';
import { stackFolder, synthesisedTemplate } from './synthesised';

export { buildHashes, liveHashes, pageRoutes } from './stackInputs';

export const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The photo bucket of the deployment synthesised (www.example.com), where the contact form uploads. */
export const photoOrigin = photoUploadOrigin(photoBucketName('www.example.com'));
export const contentSecurityPolicy = contentSecurityPolicyFor([...buildHashes, ...liveHashes], photoOrigin);
export const siteHeaders = siteResponseHeaders([...buildHashes, ...liveHashes], photoOrigin);
export const securityHeaders = siteHeaders.page.headers;

export interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource?: unknown;
  Principal?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

export interface Behavior {
  PathPattern?: string;
  ViewerProtocolPolicy: string;
  Compress: boolean;
  AllowedMethods: string[];
  CachePolicyId: unknown;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId: unknown;
  TargetOriginId: string;
  FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
}

export interface DistributionConfig {
  Aliases: string[];
  HttpVersion: string;
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  CustomErrorResponses: { ErrorCode: number; ResponseCode: number; ResponsePagePath: string; ErrorCachingMinTTL: number }[];
  Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: unknown; CustomOriginConfig?: { OriginProtocolPolicy: string } }[];
  ViewerCertificate: { AcmCertificateArn: string; MinimumProtocolVersion: string; SslSupportMethod: string };
}

let read: Promise<void> | undefined;
export let template: Template;
export let resources: Record<string, Resource>;

export const ofType = (type: string) => Object.values(resources).filter((resource) => resource.Type === type);
export const only = (type: string): Resource => {
  const found = ofType(type);
  expect(found, type).toHaveLength(1);
  return found[0] as Resource;
};
/** The distribution serving `host`: the public site's (www.example.com) or the editor's (admin.example.com). */
export const distributionServing = (host: string): Resource => {
  const found = ofType('AWS::CloudFront::Distribution').filter((resource) => (resource.Properties.DistributionConfig as DistributionConfig).Aliases.includes(host));
  expect(found, host).toHaveLength(1);
  return found[0] as Resource;
};
export const siteHost = 'www.example.com';
export const editorHost = 'admin.example.com';
export const distributionConfig = () => distributionServing(siteHost).Properties.DistributionConfig as DistributionConfig;
export const editorConfig = () => distributionServing(editorHost).Properties.DistributionConfig as DistributionConfig;
/** The one resource whose logical id has `id` in it (the construct id CDK builds it from). */
export const byId = (id: string): Resource => {
  const found = Object.keys(resources).filter((key) => key.includes(id) && !key.includes(`${id}Policy`));
  expect(found, id).toHaveLength(1);
  return resources[found[0] ?? ''] as Resource;
};
export const logicalIdOf = (resource: Resource) => Object.entries(resources).find(([, candidate]) => candidate === resource)?.[0];

/**
 * The stack as deployed, functions bundled: synthesised once for the whole run, beside the other
 * projects' tests (globalSetup.ts, synthesise.ts), and read once per test worker (the infra project
 * shares its workers' modules, vitest.config.ts).
 */
export function readStack(): Promise<void> {
  read ??= synthesisedTemplate('deployed').then((json) => {
    template = Template.fromJSON(json);
    // The visit counting (construct `Visits`, and the alarms on its functions) has a file of its own:
    // visitCounts.test.ts.
    resources = Object.fromEntries(
      Object.entries(json.Resources as Record<string, Resource>).filter(([key]) => !key.startsWith('Visits') && !/^OwnerAlerts(CountVisits|WeeklyReport)/.test(key)),
    );
  });
  return read;
}

/** The folder the stack was synthesised into: the functions' bundles and cdk-nag's report. */
export function stackOutdir(): string {
  if (read === undefined) throw new Error('Call readStack() first.');
  return path.join(stackFolder(), synthesisFiles.deployedOutdir);
}

/** The functions, by the ids CDK made for them. */
export const functions = () => ofType('AWS::Lambda::Function');

/** The logical id of the function CDK made for `id` (SendContactEmail, SubscribeNewsletter, RetryEnquiries). */
export const functionId = (id: string) => {
  const found = Object.keys(resources).filter((key) => resources[key]?.Type === 'AWS::Lambda::Function' && key.includes(id));
  expect(found, id).toHaveLength(1);
  return found[0] ?? '';
};
/** The enquiries' configuration set, and the newsletter's, whose bounces are counted apart. */
export const configurationSetId = (prefix = 'MailEvents') =>
  Object.keys(resources).find((key) => key.includes(prefix) && resources[key]?.Type === 'AWS::SES::ConfigurationSet') ?? '';
export const tableId = () => Object.keys(resources).find((key) => key.includes('Enquiries') && resources[key]?.Type === 'AWS::DynamoDB::Table') ?? '';
export const secretId = (id: string) => Object.keys(resources).find((key) => key.includes(id) && resources[key]?.Type === 'AWS::SecretsManager::Secret') ?? '';
export const subscriberTableId = () => Object.keys(resources).find((key) => key.includes('Subscribers') && resources[key]?.Type === 'AWS::DynamoDB::Table') ?? '';
/** The IAM statements of the role a function runs as. */
export const statementsOf = (id: string) => {
  const roleId = ((resources[functionId(id)]?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'])[0];
  return ofType('AWS::IAM::Policy')
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
};
export const dynamoActionsOf = (id: string) =>
  statementsOf(id)
    .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('dynamodb:')))
    .map((statement) => ({ actions: [statement.Action].flat().sort(), resource: statement.Resource }));

/** The two functions Secrets Manager calls to rotate a secret. */
export const rotations = () => [functionId('RotateSigningKey'), functionId('RotateOriginSecret')].map((id) => resources[id]);

export const alertTopicId = () => Object.keys(resources).find((key) => key.includes('OwnerAlerts') && resources[key]?.Type === 'AWS::SNS::Topic') ?? '';

export type ViewerRequest = (event: { request: { uri: string; method: string } }) => { uri?: string; statusCode?: number; headers?: Record<string, { value: string }> };

/** The viewer-request function of a distribution's default behaviour, exactly as CloudFront receives it, run in a bare context without Node's globals. */
export function viewerRequestOf(config: DistributionConfig): ViewerRequest {
  const associations = config.DefaultCacheBehavior.FunctionAssociations ?? [];
  expect(associations.map((association) => association.EventType)).toEqual(['viewer-request']);
  const fn = resources[(associations[0]?.FunctionARN as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]] as Resource;
  expect((fn.Properties.FunctionConfig as { Runtime: string }).Runtime).toBe('cloudfront-js-2.0');
  return vm.runInNewContext(`${fn.Properties.FunctionCode as string}\nhandler;`) as ViewerRequest;
}
