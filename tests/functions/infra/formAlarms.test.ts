// @vitest-environment node
/**
 * What SES reports of the forms' mail, and the owner's alarms on it.
 * The stack is synthesised once per run (stackTemplate.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mailEventMetrics } from '../../../functions/mail-events/handler';
import { newsletterCappedMetric } from '../../../functions/infra/formAlarms';
import { alertTopicId, configurationSetId, functionId, functions, ofType, only, type Resource, resources, readStack } from './stackTemplate';

beforeAll(() => readStack(), 300_000);

describe('functions', () => {
  it('record every mail SES accepts, bounces or is complained of on its enquiry: through a topic and a queue only the recording function reads', () => {
    const destinations = ofType('AWS::SES::ConfigurationSetEventDestination').filter(
      (destination) => JSON.stringify(destination.Properties.ConfigurationSetName) === JSON.stringify({ Ref: configurationSetId() }),
    );
    expect(destinations).toHaveLength(1);
    const topicId = Object.keys(resources).find((key) => key.includes('SendEvents') && resources[key]?.Type === 'AWS::SNS::Topic') ?? '';
    expect(destinations[0]?.Properties).toMatchObject({
      ConfigurationSetName: { Ref: configurationSetId() },
      EventDestination: { Enabled: true, MatchingEventTypes: ['send', 'bounce', 'complaint'], SnsDestination: { TopicARN: { Ref: topicId } } },
    });
    const subscriptions = ofType('AWS::SNS::Subscription').filter((subscription) => JSON.stringify(subscription.Properties.TopicArn) === JSON.stringify({ Ref: topicId }));
    // The queue and its dead-letter queue: tests/functions/infra/formFunctions.test.ts.
    expect(subscriptions.map((subscription) => subscription.Properties)).toEqual([expect.objectContaining({ Protocol: 'sqs', RawMessageDelivery: true })]);
    // It readdresses a bounced enquiry to the alert address: it reads the enquiry and knows that address.
    const recorder = resources[functionId('RecordSendEvents')] as Resource;
    expect((recorder.Properties.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
      ALERT_EMAIL: 'owner@owner-mail.example.net',
      CONTACT_RECIPIENT: 'office@example.com',
    });
  });

  it('count the newsletter\'s bounces and complaints apart, and alarm when its hourly cap on confirmation mails is reached', () => {
    const destinations = ofType('AWS::SES::ConfigurationSetEventDestination').filter(
      (destination) => JSON.stringify(destination.Properties.ConfigurationSetName) === JSON.stringify({ Ref: configurationSetId('NewsletterMail') }),
    );
    expect(destinations.map((destination) => destination.Properties.EventDestination)).toEqual([
      expect.objectContaining({ MatchingEventTypes: ['send', 'bounce', 'complaint'], CloudWatchDestination: expect.anything() }),
    ]);
    const filter = only('AWS::Logs::MetricFilter');
    expect(filter.Properties).toMatchObject({
      FilterPattern: '{ $.outcome = "confirmation_queued" }',
      MetricTransformations: [{ MetricNamespace: 'SiteForms', MetricName: newsletterCappedMetric, MetricValue: '1' }],
    });
    const alarm = ofType('AWS::CloudWatch::Alarm').find((candidate) => candidate.Properties.MetricName === newsletterCappedMetric);
    expect(alarm?.Properties).toMatchObject({ Threshold: 1, TreatMissingData: 'notBreaching', AlarmActions: [{ Ref: alertTopicId() }] });
  });

  it('alarm on the office inbox refusing mail and on an enquiry that reached nobody, from the recording function\'s metrics', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm');
    for (const metricName of [mailEventMetrics.officeRejected, mailEventMetrics.undeliverable]) {
      const alarm = alarms.find((candidate) => candidate.Properties.MetricName === metricName);
      expect(alarm?.Properties, metricName).toMatchObject({
        Namespace: 'SiteForms',
        Statistic: 'Sum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: alertTopicId() }],
      });
    }
  });

  it('alert the owner at the alert address, by SMS and at the office when an enquiry stays unsent for 30 minutes or a function keeps failing', () => {
    const topicId = alertTopicId();
    const subscriptions = ofType('AWS::SNS::Subscription').filter((subscription) => JSON.stringify(subscription.Properties.TopicArn) === JSON.stringify({ Ref: topicId }));
    expect(subscriptions.map((subscription) => subscription.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: 'owner@owner-mail.example.net', TopicArn: { Ref: topicId } }),
      expect.objectContaining({ Protocol: 'sms', Endpoint: '+14045550123', TopicArn: { Ref: topicId } }),
      expect.objectContaining({ Protocol: 'email', Endpoint: 'office@example.com', TopicArn: { Ref: topicId } }),
    ]);
    const alarms = ofType('AWS::CloudWatch::Alarm');
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
    const unsent = alarms.find((alarm) => alarm.Properties.MetricName === 'OldestUnsentMinutes');
    // No data is a retry that did not report: that alerts too.
    expect(unsent?.Properties).toMatchObject({
      Namespace: 'SiteForms',
      Threshold: 30,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Period: 300,
      TreatMissingData: 'breaching',
    });
    // Once a day per enquiry still unsent after 24 hours the retry counts a reminder: the alarm goes off again.
    const daily = alarms.find((alarm) => alarm.Properties.MetricName === 'UnsentReminders');
    expect(daily?.Properties).toMatchObject({ Namespace: 'SiteForms', Statistic: 'Sum', Threshold: 1, Period: 300, TreatMissingData: 'notBreaching' });
    const errors = alarms.filter((alarm) => alarm.Properties.MetricName === 'Errors');
    expect(errors).toHaveLength(functions().length);
  });
});
