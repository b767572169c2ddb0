import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, SmsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { answerMetrics, type HttpFunctionName } from '../forms/answerMetrics';
import type { SiteConfig } from './config';

/** The namespace of the metrics the functions write (embedded metric format) or their logs give. */
export const metricNamespace = 'SiteForms';

/**
 * Who hears when something is wrong, and how: one SNS topic the alarms of every other construct
 * notify. It reaches the owner on channels that do not depend on the office inbox, because the alerts
 * are often about that inbox failing: the alert address, a phone by SMS if set, and the office too.
 * SNS does not send through SES.
 */
export class OwnerAlerts extends Construct {
  readonly topic: Topic;
  /**
   * Encrypts the stack's SNS topics at rest (this one, and the SES events' in formFunctions.ts). A key
   * of the stack's own, since AWS's managed SNS key cannot be used by CloudWatch alarms or SES: its
   * policy lets those two services encrypt messages for topics of this account, and nothing else.
   */
  readonly topicKey: Key;
  private readonly notify: SnsAction;

  constructor(scope: Construct, id: string, config: SiteConfig) {
    super(scope, id);
    const stack = Stack.of(this);
    this.topicKey = new Key(this, 'TopicKey', {
      description: "Encrypts the site's SNS topics: the owner's alerts and SES's mail events",
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const service of ['cloudwatch.amazonaws.com', 'ses.amazonaws.com']) {
      this.topicKey.addToResourcePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          principals: [new ServicePrincipal(service)],
          actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          resources: ['*'],
          conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
        }),
      );
    }
    this.topic = new Topic(this, 'Topic', { displayName: 'Website alerts', enforceSSL: true, masterKey: this.topicKey });
    this.topic.addSubscription(new EmailSubscription(config.alertEmail));
    if (config.alertSms !== undefined) this.topic.addSubscription(new SmsSubscription(config.alertSms));
    this.topic.addSubscription(new EmailSubscription(config.contactRecipient));
    this.notify = new SnsAction(this.topic);
  }

  /** An alarm (`<id>Alarm`) that goes off when a metric reaches a threshold in one period. */
  alarm(
    id: string,
    props: { metric: IMetric; threshold: number; description: string; treatMissingData?: TreatMissingData },
  ): Alarm {
    const alarm = new Alarm(this, `${id}Alarm`, {
      alarmDescription: props.description,
      metric: props.metric,
      threshold: props.threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: props.treatMissingData ?? TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.notify);
    return alarm;
  }

  /** An alarm at the first event one of the functions' metrics counts in 5 minutes. */
  onAnyEvent(id: string, metricName: string, description: string): Alarm {
    return this.alarm(id, {
      metric: new Metric({ namespace: metricNamespace, metricName, statistic: 'Sum', period: Duration.minutes(5) }),
      threshold: 1,
      description,
    });
  }

  /**
   * An alarm at the first answer of status 500 or more from an HTTP function in 5 minutes: a visitor
   * was refused (an enquiry not stored, a sign-up or an unsubscribe not recorded). The functions count
   * their answers in their log lines (forms/answerMetrics.ts).
   */
  onServerErrors(name: HttpFunctionName): Alarm {
    return this.alarm(`${name}ServerErrors`, {
      metric: new Metric({
        namespace: metricNamespace,
        metricName: answerMetrics.serverErrors,
        dimensionsMap: { Function: name },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      description: `The ${name} function answered a visitor with an error (status 500 or more): read its log for the outcome and errorName.`,
    });
  }

  /** An alarm when a function fails repeatedly in 5 minutes. */
  onErrors(id: string, fn: IFunction): Alarm {
    return this.alarm(`${id}Errors`, {
      metric: fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 3,
      description: `The ${id} function failed repeatedly in 5 minutes.`,
    });
  }
}
