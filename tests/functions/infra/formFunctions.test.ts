// @vitest-environment node
/**
 * The forms' functions: SES's events through a queue with a dead-letter queue and its alarm, and the
 * newsletter's queue of confirmations the hourly cap held back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mailEventReceives, newsletterQueueSchedule } from '../../../functions/infra/formTimings';
import { confirmationQueue } from '../../../functions/subscribe-newsletter/subscriberStore';
import { byId, ofType, readSiteTemplate } from './synth';

// Synthesised once per run (synth.ts), beside the other projects' tests; the wait covers a busy machine.
beforeAll(() => readSiteTemplate(), 300_000);

const functionId = (name: string) => byId('AWS::Lambda::Function', `${name}Function`)[0];
const alertTopicId = () => byId('AWS::SNS::Topic', 'OwnerAlerts')[0];

describe('SES events on their way to the recording function', () => {
  it('wait in an encrypted queue fed raw by the events topic, with a dead-letter queue after five receives', () => {
    const [queueId, queue] = byId('AWS::SQS::Queue', 'MailEventsQueue');
    const [deadId, dead] = byId('AWS::SQS::Queue', 'MailEventsDeadLetters');
    expect(queue.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 90,
      MessageRetentionPeriod: 14 * 86_400,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadId, 'Arn'] }, maxReceiveCount: mailEventReceives },
    });
    expect(dead.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86_400 });
    // TLS only, on both.
    const policies = ofType('AWS::SQS::QueuePolicy').map(([, policy]) => JSON.stringify(policy.Properties));
    for (const id of [queueId, deadId]) expect(policies.some((policy) => policy.includes(id) && policy.includes('aws:SecureTransport'))).toBe(true);
    const [topicId] = byId('AWS::SNS::Topic', 'SendEvents');
    const subscriptions = ofType('AWS::SNS::Subscription').filter(([, subscription]) => JSON.stringify(subscription.Properties.TopicArn) === JSON.stringify({ Ref: topicId }));
    expect(subscriptions.map(([, subscription]) => subscription.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'sqs', RawMessageDelivery: true, Endpoint: { 'Fn::GetAtt': [queueId, 'Arn'] } }),
    ]);
  });

  it('reach the recording function from the queue, which hands back only the records it failed on', () => {
    const mappings = ofType('AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(1);
    expect(mappings[0]?.[1].Properties).toMatchObject({
      FunctionName: { Ref: functionId('RecordSendEvents') },
      EventSourceArn: { 'Fn::GetAtt': [byId('AWS::SQS::Queue', 'MailEventsQueue')[0], 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    // SNS no longer invokes it directly, where a failed event was lost after Lambda's own retries.
    expect(ofType('AWS::Lambda::Permission').filter(([, permission]) => permission.Properties.Principal === 'sns.amazonaws.com')).toEqual([]);
  });

  it('alarm the owner at the first event in the dead-letter queue', () => {
    const [, alarm] = byId('AWS::CloudWatch::Alarm', 'MailEventsDeadLetters');
    expect(alarm.Properties).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [byId('AWS::SQS::Queue', 'MailEventsDeadLetters')[0], 'QueueName'] } }],
      Threshold: 1,
      AlarmActions: [{ Ref: alertTopicId() }],
    });
    expect(String(alarm.Properties.AlarmDescription)).toContain('docs/deploy.md');
  });
});

describe("the newsletter's held-back confirmations", () => {
  it('are found on a sparse index of the list, and mailed every 5 minutes by a function that may do only that', () => {
    const [tableId, table] = byId('AWS::DynamoDB::Table', 'Subscribers');
    expect(table.Properties.GlobalSecondaryIndexes).toEqual([
      expect.objectContaining({
        IndexName: confirmationQueue.name,
        KeySchema: [
          { AttributeName: confirmationQueue.partitionKey, KeyType: 'HASH' },
          { AttributeName: confirmationQueue.sortKey, KeyType: 'RANGE' },
        ],
      }),
    ]);
    const rule = ofType('AWS::Events::Rule').find(([, candidate]) => JSON.stringify(candidate.Properties.Targets).includes(functionId('SendQueuedConfirmations')));
    expect(rule?.[1].Properties.ScheduleExpression).toBe(`rate(${newsletterQueueSchedule.toMinutes()} minutes)`);
    const policy = ofType('AWS::IAM::Policy').find(([id]) => id.includes('SendQueuedConfirmations'));
    const statements = (policy?.[1].Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement;
    const dynamo = statements.filter((statement) => String(statement.Action).includes('dynamodb:'));
    expect(dynamo).toEqual([
      expect.objectContaining({ Action: 'dynamodb:Query', Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableId, 'Arn'] }, `/index/${confirmationQueue.name}`]] } }),
      expect.objectContaining({ Action: 'dynamodb:UpdateItem', Resource: { 'Fn::GetAtt': [tableId, 'Arn'] } }),
    ]);
  });
});
