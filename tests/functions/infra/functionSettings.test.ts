// @vitest-environment node
/**
 * The functions' runtime, settings and secrets, and the rotation of both secrets.
 * The stack is synthesised once per run (stackTemplate.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceChoices } from '../serviceChoices';
import { configurationSetId, distributionServing, editorHost, functionId, functions, logicalIdOf, ofType, resources, rotations, secretId, siteHost, statementsOf, subscriberTableId, readStack, tableId } from './stackTemplate';

beforeAll(() => readStack(), 300_000);

describe('functions', () => {
  it('run on Node.js 24 (the newest LTS in aws-cdk-lib), arm64, with a 15 s timeout (the retry: minutes), 256 MB and a concurrency cap', () => {
    expect(functions()).toHaveLength(10);
    const queued = resources[functionId('SendQueuedConfirmations')];
    for (const fn of functions()) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Timeout: fn === resources[functionId('RetryEnquiries')] ? 240 : rotations().includes(fn) || fn === queued ? 60 : 15,
        MemorySize: 256,
        Handler: 'index.handler',
      });
    }
    expect(resources[functionId('SendContactEmail')]?.Properties.ReservedConcurrentExecutions).toBe(10);
    expect(resources[functionId('SubscribeNewsletter')]?.Properties.ReservedConcurrentExecutions).toBe(10);
    expect(resources[functionId('NewsletterLinks')]?.Properties.ReservedConcurrentExecutions).toBe(10);
    expect(resources[functionId('PhotoUpload')]?.Properties.ReservedConcurrentExecutions).toBe(10);
    expect(resources[functionId('RetryEnquiries')]?.Properties.ReservedConcurrentExecutions).toBe(1);
    expect(queued?.Properties.ReservedConcurrentExecutions).toBe(1);
    for (const rotation of rotations()) expect(rotation?.Properties.ReservedConcurrentExecutions).toBe(1);
  });

  it('get their configuration from the deployment settings, and the enquiry table where they use it', () => {
    const settings = {
      CONTACT_RECIPIENT: 'office@example.com',
      CONTACT_SENDER: 'Website <website@example.com>',
      ALLOWED_ORIGINS: 'https://www.example.com,https://example.com',
      SES_CONFIGURATION_SET: { Ref: configurationSetId() },
    };
    // The secrets by name only: each function reads their values at cold start (functions/secrets).
    const originSecret = { Ref: secretId('OriginSecret') };
    // The photos' bucket, where the contact function and the retry read the photos they attach.
    const photoBucket = { PHOTO_BUCKET: { Ref: Object.keys(resources).find((key) => key.includes('PhotosBucket') && resources[key]?.Type === 'AWS::S3::Bucket') } };
    expect(resources[functionId('RetryEnquiries')]?.Properties.Environment).toEqual({ Variables: { ...settings, ...photoBucket, ENQUIRY_TABLE: { Ref: tableId() } } });
    expect(resources[functionId('SendContactEmail')]?.Properties.Environment).toEqual({
      // The build's service list, which the contact function checks the form's choice against and names in the mail.
      Variables: { ...settings, ...photoBucket, ENQUIRY_TABLE: { Ref: tableId() }, ORIGIN_SECRET: originSecret, SERVICE_CHOICES: JSON.stringify(serviceChoices) },
    });
    // The upload function signs uploads to the bucket and sends no mail: no configuration set.
    const { SES_CONFIGURATION_SET: _noMail, ...origins } = settings;
    expect(resources[functionId('PhotoUpload')]?.Properties.Environment).toEqual({ Variables: { ...origins, ...photoBucket, ORIGIN_SECRET: originSecret } });
    for (const id of ['SubscribeNewsletter', 'NewsletterLinks']) {
      expect(resources[functionId(id)]?.Properties.Environment).toEqual({
        Variables: {
          ...settings,
          SES_CONFIGURATION_SET: { Ref: configurationSetId('NewsletterMail') },
          NEWSLETTER_TABLE: { Ref: subscriberTableId() },
          NEWSLETTER_SIGNING_KEY_SECRET: { Ref: secretId('NewsletterSigningKey') },
          ORIGIN_SECRET: originSecret,
        },
      });
    }
    // No secret's value reaches a function's environment (nor, so, the console or the template).
    for (const fn of functions()) expect(JSON.stringify(fn.Properties.Environment ?? {})).not.toContain('resolve:secretsmanager');
  });

  it('read the signing key and the origin secret, and only the functions that check them', () => {
    const reads = (id: string) =>
      statementsOf(id)
        .filter((statement) => [statement.Action].flat().includes('secretsmanager:GetSecretValue'))
        .map((statement) => statement.Resource);
    const origin = { Ref: secretId('OriginSecret') };
    const signing = { Ref: secretId('NewsletterSigningKey') };
    expect(reads('SendContactEmail')).toEqual([origin]);
    expect(reads('SubscribeNewsletter').sort()).toEqual([origin, signing].sort());
    expect(reads('NewsletterLinks').sort()).toEqual([origin, signing].sort());
    expect(reads('AdminSignIn')).toEqual(expect.arrayContaining([origin, { Ref: secretId('GitHubApp') }]));
    expect(reads('AdminSignIn')).toHaveLength(2);
    expect(reads('RetryEnquiries')).toEqual([]);
    expect(reads('RecordSendEvents')).toEqual([]);
  });

  it('rotate both secrets: the signing key twice a year, with an id links carry; the origin secret monthly, written into the distribution first', () => {
    const schedules = ofType('AWS::SecretsManager::RotationSchedule');
    const scheduleOf = (id: string) => schedules.find((schedule) => JSON.stringify(schedule.Properties.SecretId) === JSON.stringify({ Ref: secretId(id) }));
    expect(scheduleOf('NewsletterSigningKey')?.Properties).toEqual({
      SecretId: { Ref: secretId('NewsletterSigningKey') },
      RotationLambdaARN: { 'Fn::GetAtt': [functionId('RotateSigningKey'), 'Arn'] },
      RotationRules: { ScheduleExpression: 'rate(180 days)' },
    });
    expect(scheduleOf('OriginSecret')?.Properties).toEqual({
      SecretId: { Ref: secretId('OriginSecret') },
      RotationLambdaARN: { 'Fn::GetAtt': [functionId('RotateOriginSecret'), 'Arn'] },
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
    });
    expect(schedules).toHaveLength(2);
    // The first key is made by CloudFormation in the shape the rotation writes: { id, key }.
    expect(resources[secretId('NewsletterSigningKey')]?.Properties.GenerateSecretString).toMatchObject({
      SecretStringTemplate: '{"id":"k1"}',
      GenerateStringKey: 'key',
    });
    // Each rotation function may rotate its own secret and nothing else of Secrets Manager.
    for (const [fn, secret] of [['RotateSigningKey', 'NewsletterSigningKey'], ['RotateOriginSecret', 'OriginSecret']] as const) {
      const secretsStatements = statementsOf(fn).filter((statement) => [statement.Action].flat().some((action) => action.startsWith('secretsmanager:')));
      expect(secretsStatements).toEqual([
        expect.objectContaining({
          Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecretVersionStage'],
          Resource: { Ref: secretId(secret) },
        }),
      ]);
      const permission = ofType('AWS::Lambda::Permission').find(
        (candidate) => JSON.stringify(candidate.Properties.FunctionName) === JSON.stringify({ 'Fn::GetAtt': [functionId(fn), 'Arn'] }),
      );
      expect(permission?.Properties).toMatchObject({ Principal: 'secretsmanager.amazonaws.com', SourceArn: { Ref: secretId(secret) } });
    }
    // The origin's rotation writes the new value into both distributions that reach the API (the
    // site's and the editor's), and knows which.
    const ids = [logicalIdOf(distributionServing(siteHost)), logicalIdOf(distributionServing(editorHost))];
    const cloudFront = statementsOf('RotateOriginSecret').filter((statement) => [statement.Action].flat().some((action) => action.startsWith('cloudfront:')));
    expect(cloudFront).toHaveLength(2);
    cloudFront.forEach((statement, index) => {
      expect(statement.Action).toEqual(['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution']);
      expect(JSON.stringify(statement.Resource)).toContain(ids[index]);
    });
    expect(resources[functionId('RotateOriginSecret')]?.Properties.Environment).toEqual({
      Variables: { DISTRIBUTION_IDS: { 'Fn::Join': ['', [{ Ref: ids[0] }, ' ', { Ref: ids[1] }]] } },
    });
  });
});
