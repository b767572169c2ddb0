// @vitest-environment node
/**
 * Where the forms keep enquiries and sign-ups, who may touch them, and the retry of unsent enquiries.
 * The stack is synthesised once per run (stackTemplate.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoActionsOf, functionId, ofType, type Resource, resources, subscriberTableId, readStack, tableId } from './stackTemplate';

beforeAll(() => readStack(), 300_000);

describe('functions', () => {
  it('find unsent enquiries on a sparse index: only an unsent enquiry carries its key', () => {
    const table = resources[tableId()] as Resource;
    expect(table.Properties.GlobalSecondaryIndexes).toEqual([
      {
        IndexName: 'Unsent',
        KeySchema: [
          { AttributeName: 'queue', KeyType: 'HASH' },
          { AttributeName: 'nextAttemptAt', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ]);
  });

  it('store enquiries in one encrypted table whose items expire after the retention period', () => {
    const table = resources[tableId()] as Resource;
    expect(table.Properties).toMatchObject({
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(table.DeletionPolicy).toBe('Retain');
  });

  it('keep the newsletter list in its own encrypted table, kept if the stack is deleted', () => {
    const list = resources[subscriberTableId()] as Resource;
    expect(list.Properties).toMatchObject({
      // Pending sign-ups expire (only they carry the attribute).
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      KeySchema: [{ AttributeName: 'email', KeyType: 'HASH' }],
      SSESpecification: { SSEEnabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(list.DeletionPolicy).toBe('Retain');
  });

  it('give each function only the table access it needs', () => {
    const table = { 'Fn::GetAtt': [tableId(), 'Arn'] };
    const unsentIndexArn = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableId(), 'Arn'] }, '/index/Unsent']] };
    expect(dynamoActionsOf('SendContactEmail')).toEqual([
      { actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'], resource: table },
    ]);
    // A Query on the sparse index of unsent enquiries, never a Scan of the table.
    expect(dynamoActionsOf('RetryEnquiries')).toEqual([
      { actions: ['dynamodb:Query'], resource: unsentIndexArn },
      { actions: ['dynamodb:UpdateItem'], resource: table },
    ]);
    expect(dynamoActionsOf('RecordSendEvents')).toEqual([{ actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resource: table }]);
    const list = { 'Fn::GetAtt': [subscriberTableId(), 'Arn'] };
    expect(dynamoActionsOf('SubscribeNewsletter')).toEqual([{ actions: ['dynamodb:UpdateItem'], resource: list }]);
    expect(dynamoActionsOf('NewsletterLinks')).toEqual([{ actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resource: list }]);
  });

  it('retry stored enquiries every minute, dropping a run that finds the last one still going', () => {
    const rule = ofType('AWS::Events::Rule').find((candidate) => JSON.stringify(candidate.Properties.Targets).includes(functionId('RetryEnquiries'))) as Resource;
    expect(rule.Properties).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
    expect(ofType('AWS::Lambda::EventInvokeConfig').find((config) => JSON.stringify(config.Properties).includes(functionId('RetryEnquiries')))?.Properties).toMatchObject({
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
    });
    expect((rule.Properties.Targets as { Arn: unknown }[])[0]?.Arn).toEqual({ 'Fn::GetAtt': [functionId('RetryEnquiries'), 'Arn'] });
  });
});
