// @vitest-environment node
/**
 * What the functions may do, the HTTP API in front of them, and their logs.
 * The stack is synthesised once per run (stackTemplate.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { configurationSetId, functions, ofType, only, resources, type Statement, readStack } from './stackTemplate';

beforeAll(() => readStack(), 300_000);

describe('functions', () => {
  it('may send email as the one configured SES identity, with its configuration set, and do nothing else but write their own logs and use their secrets', () => {
    const arn = (resource: unknown[]) => ({
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ...resource]],
    });
    const identityArn = (set: string) => [arn([':identity/example.com']), arn([':configuration-set/', { Ref: configurationSetId(set) }])];
    const functionRoles = new Set(functions().map((fn) => (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]));
    const statements = ofType('AWS::IAM::Policy').filter((policy) => (policy.Properties.Roles as { Ref: string }[]).every((role) => functionRoles.has(role.Ref))).flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    const ses = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('ses:')));
    expect(ses).toHaveLength(5);
    // The contact function and the retry send with the enquiries' configuration set, and raw MIME too
    // (SES v2 asks ses:SendRawEmail for an enquiry with its photos attached); the newsletter functions
    // send with their own set, SendEmail only.
    const raw = ['ses:SendEmail', 'ses:SendRawEmail'];
    expect(ses).toEqual([
      { Effect: 'Allow', Action: raw, Resource: identityArn('MailEvents') },
      ...['NewsletterMail', 'NewsletterMail', 'NewsletterMail'].map((set) => ({ Effect: 'Allow', Action: 'ses:SendEmail', Resource: identityArn(set) })),
      { Effect: 'Allow', Action: raw, Resource: identityArn('MailEvents') },
    ]);
    for (const statement of statements) {
      for (const action of [statement.Action].flat()) {
        expect(action).toMatch(
          /^(ses:Send(Raw)?Email|s3:(PutObject|GetObject)|logs:(CreateLogStream|PutLogEvents)|dynamodb:(PutItem|UpdateItem|GetItem|Query|DeleteItem)|sqs:(ReceiveMessage|ChangeMessageVisibility|GetQueueUrl|DeleteMessage|GetQueueAttributes)|secretsmanager:(GetSecretValue|DescribeSecret|PutSecretValue|UpdateSecretVersionStage)|cloudfront:(GetDistributionConfig|UpdateDistribution))$/,
        );
      }
      expect([statement.Resource].flat()).not.toContain('*');
    }
    // No managed policy sneaks in broader rights (AWSLambdaBasicExecutionRole allows logs on '*').
    for (const role of ofType('AWS::IAM::Role')) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('are reached through an HTTP API with POST and OPTIONS routes and throttling on the stage', () => {
    const routes = ofType('AWS::ApiGatewayV2::Route').map((route) => route.Properties.RouteKey).sort();
    expect(routes).toEqual([
      'GET /api/admin-sign-in/authorize',
      'GET /api/admin-sign-in/callback',
      'GET /api/newsletter/confirm',
      'GET /api/newsletter/unsubscribe',
      'OPTIONS /api/photo-upload',
      'OPTIONS /api/send-contact-email',
      'OPTIONS /api/subscribe-newsletter',
      'POST /api/admin-sign-in/access_token',
      'POST /api/newsletter/confirm',
      'POST /api/newsletter/unsubscribe',
      'POST /api/photo-upload',
      'POST /api/send-contact-email',
      'POST /api/subscribe-newsletter',
    ]);
    for (const integration of ofType('AWS::ApiGatewayV2::Integration')) {
      expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    }
    const stage = only('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
    });
  });

  it('keep their logs for three months', () => {
    for (const group of ofType('AWS::Logs::LogGroup')) expect(group.Properties.RetentionInDays).toBe(90);
    for (const fn of functions()) {
      const groupId = ((fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup).Ref;
      expect(resources[groupId]?.Type).toBe('AWS::Logs::LogGroup');
    }
  });
});
