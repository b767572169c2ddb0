// @vitest-environment node
/** The owner's alerts: encrypted topics, and an alarm on every answer of status 500 or more. */
import { beforeAll, describe, expect, it } from 'vitest';
import { metricNamespace } from '../../../functions/infra/ownerAlerts';
import { answerMetrics, httpFunctionNames } from '../../../functions/forms/answerMetrics';
import { byId, ofType, only, readSiteTemplate } from './synth';

// Synthesised once per run (synth.ts), beside the other projects' tests; the wait covers a busy machine.
beforeAll(() => readSiteTemplate(), 300_000);

const alertTopic = () => byId('AWS::SNS::Topic', 'OwnerAlerts');

describe('owner alerts', () => {
  it('encrypt every SNS topic with the stack\'s own key, rotated yearly, which CloudWatch alarms and SES may use for this account only', () => {
    const [keyId, key] = only('AWS::KMS::Key');
    expect(key.Properties.EnableKeyRotation).toBe(true);
    const topics = ofType('AWS::SNS::Topic');
    expect(topics.length).toBeGreaterThanOrEqual(2);
    for (const [, topic] of topics) expect(topic.Properties.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    const statements = (key.Properties.KeyPolicy as { Statement: { Principal?: { Service?: string }; Action: string[]; Condition?: unknown }[] }).Statement;
    for (const service of ['cloudwatch.amazonaws.com', 'ses.amazonaws.com']) {
      const statement = statements.find((candidate) => candidate.Principal?.Service === service);
      expect(statement?.Action, service).toEqual(['kms:Decrypt', 'kms:GenerateDataKey*']);
      expect(statement?.Condition, service).toEqual({ StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } });
    }
  });

  it.each(httpFunctionNames)('alarm at the first answer of status 500 or more from %s, to the alert topic', (name) => {
    const [, alarm] = byId('AWS::CloudWatch::Alarm', `${name}ServerErrors`);
    expect(alarm.Properties).toMatchObject({
      Namespace: metricNamespace,
      MetricName: answerMetrics.serverErrors,
      Dimensions: [{ Name: 'Function', Value: name }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: alertTopic()[0] }],
    });
  });

  it('reach the owner by email and SMS, and the office', () => {
    const subscriptions = ofType('AWS::SNS::Subscription')
      .map(([, subscription]) => subscription.Properties)
      .filter((properties) => JSON.stringify(properties.TopicArn) === JSON.stringify({ Ref: alertTopic()[0] }));
    expect(subscriptions.map((properties) => [properties.Protocol, properties.Endpoint]).sort()).toEqual([
      ['email', 'office@example.com'],
      ['email', 'owner@owner-mail.example.net'],
      ['sms', '+14045550123'],
    ]);
  });
});
