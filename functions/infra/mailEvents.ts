/**
 * What SES reports of the forms' mail. Enquiry mail reports each send, bounce and complaint to a
 * topic that feeds a queue, so an event the recording function cannot record waits, and is kept,
 * rather than being dropped; newsletter mail is only counted, apart, so a bot's typed-in addresses
 * never touch the enquiries.
 */
import { Duration } from 'aws-cdk-lib';
import { CloudWatchDimensionSource, ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { mailEventReceives, mailEventVisibility } from './formTimings';
import type { OwnerAlerts } from './ownerAlerts';
import type { SiteFunction } from './siteFunction';

/** The configuration sets the forms send with, and the topic enquiry mail reports to. */
export function createMailConfigurations(scope: Construct, alerts: OwnerAlerts) {
  // Every mail about an enquiry uses this configuration set. SES reports to RecordSendEvents each
  // mail it accepted (it records an enquiry as sent even when the function that sent it died first,
  // forms/delivery.ts) and each bounce or complaint (an enquiry the office's mailbox refused goes to the
  // alert address, and the owner's alarms in formAlarms.ts say so). Nobody reads this topic by mail: it feeds a
  // queue, so an event the function cannot record waits, and is kept, rather than being dropped.
  const mailEvents = new ConfigurationSet(scope, 'MailEvents');
  const sendEvents = new Topic(scope, 'SendEvents', { displayName: 'SES mail events', enforceSSL: true, masterKey: alerts.topicKey });
  mailEvents.addEventDestination('ToEnquiries', {
    destination: EventDestination.snsTopic(sendEvents),
    events: [EmailSendingEvent.SEND, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
  });
  // Newsletter mail goes to people who asked for it, or to addresses a bot typed in: its bounces and
  // complaints are counted apart (CloudWatch, per configuration set) and never touch the enquiries.
  const newsletterMail = new ConfigurationSet(scope, 'NewsletterMail');
  newsletterMail.addEventDestination('Counts', {
    destination: EventDestination.cloudWatchDimensions([
      { name: 'ses:configuration-set', source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: 'NewsletterMail' },
    ]),
    events: [EmailSendingEvent.SEND, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
  });
  return { mailEvents, sendEvents, newsletterMail };
}

/**
 * The queue between the topic and the recording function, its dead-letter queue, and the owner's
 * alarm on the first event that lands there.
 */
export function queueMailEvents(scope: Construct, props: { sendEvents: Topic; recorder: SiteFunction; alerts: OwnerAlerts }) {
  const deadLetters = new Queue(scope, 'MailEventsDeadLetters', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  const queue = new Queue(scope, 'MailEventsQueue', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    // Several times the function's timeout, as Lambda asks of a queue it reads.
    visibilityTimeout: mailEventVisibility,
    retentionPeriod: Duration.days(14),
    deadLetterQueue: { queue: deadLetters, maxReceiveCount: mailEventReceives },
  });
  // Raw: each message is SES's event itself, as the function reads it.
  props.sendEvents.addSubscription(new SqsSubscription(queue, { rawMessageDelivery: true }));
  props.recorder.fn.addEventSource(new SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true }));
  props.alerts.alarm('MailEventsDeadLetters', {
    metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
    threshold: 1,
    description:
      'An SES event (a mail sent, bounced or complained of) could not be recorded on its enquiry 5 times and waits in the MailEventsDeadLetters queue: fix the cause, then replay it (docs/deploy.md).',
  });
  return { queue, deadLetters };
}
