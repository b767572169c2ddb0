import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { ServiceChoice } from '../contract/forms';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterPattern, LogGroup, MetricFilter, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { CloudWatchDimensionSource, ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { mailEventMetrics } from '../mail-events/handler';
import { unsentIndex } from '../forms/enquiryStore';
import { confirmationsPerHour } from '../subscribe-newsletter/handler';
import { confirmationQueue } from '../subscribe-newsletter/subscriberStore';
import { httpFunctionNames } from '../forms/answerMetrics';
import { signInMethods, signInPaths, signInPrefix } from '../admin-sign-in/paths';
import { linkPaths } from '../subscribe-newsletter/links';
import type { SiteConfig } from './config';
import { metricNamespace } from './ownerAlerts';
import type { OwnerAlerts } from './ownerAlerts';
import { entry, SiteFunction } from './siteFunction';

/** Room for the SES client's three attempts of at most ~4 s each, well inside API Gateway's 30 s. */
export const functionTimeout = Duration.seconds(15);

/**
 * The retry's own timeout: minutes, so a pass with many due enquiries and a slow SES still ends by
 * its deadline (the time Lambda says is left, less a margin) and writes its metrics.
 */
export const retryTimeout = Duration.minutes(4);

/**
 * How often the retry runs: an enquiry whose send found SES unreachable is tried again at the next
 * pass (forms/delivery.ts), so it goes out within a minute of SES being back. A pass with nothing due is one
 * Query on an empty index.
 */
export const retrySchedule = Duration.minutes(1);

/** An enquiry unsent this long after arriving raises the owner's alarm, read over this period. */
export const unsentAlarmMinutes = 30;
export const unsentAlarmPeriod = Duration.minutes(5);

/** How often the newsletter links' signing key is replaced; links signed with the one before still work. */
export const signingKeyRotation = Duration.days(180);

/** Sign-ups the hourly cap queued for the next hour (a metric from the sign-up function's log). */
export const newsletterCappedMetric = 'NewsletterConfirmationsCapped';

/** How often the queue of sign-ups held back by the hourly cap is looked at: their mails go out this soon after the hour. */
export const newsletterQueueSchedule = Duration.minutes(5);

/**
 * SES's events wait in a queue for the recording function; one it fails on is received again after
 * this long, and after `mailEventReceives` receives it moves to the dead-letter queue, kept 14 days
 * (SQS's longest), from which it is replayed (docs/deploy.md).
 */
export const mailEventVisibility = Duration.seconds(90);
export const mailEventReceives = 5;

/**
 * Requests per second (and burst) API Gateway lets through to each route, under the stage's limit:
 * a flood of one route (a bot signing up addresses) leaves the contact form its own share. The web
 * ACL limits each client before these (edgeProtection.ts).
 */
export const routeThrottles = {
  'POST /api/send-contact-email': { rateLimit: 5, burstLimit: 10 },
  'POST /api/subscribe-newsletter': { rateLimit: 2, burstLimit: 5 },
  // The editor's sign-in: a person signs in now and then; a loop of popups stops here.
  ...Object.fromEntries(
    (Object.keys(signInPaths) as (keyof typeof signInPaths)[]).map((route) => [`${signInMethods[route]} ${signInPaths[route]}`, { rateLimit: 1, burstLimit: 5 }]),
  ),
  ...Object.fromEntries(
    Object.values(linkPaths).flatMap((path) => ['GET', 'POST'].map((method) => [`${method} ${path}`, { rateLimit: 5, burstLimit: 10 }])),
  ),
} as const satisfies Record<string, { rateLimit: number; burstLimit: number }>;

export interface FormFunctionsProps {
  config: SiteConfig;
  alerts: OwnerAlerts;
  /** The value CloudFront sends in `x-origin-verify`; the HTTP functions refuse requests without it. */
  originSecret: ISecret;
  /** The editor's sign-in function (adminSignIn.ts), routed through the same API under /api/admin-sign-in/. */
  adminSignIn: SiteFunction;
  /** The build's contact form service list (functions/contract/serviceChoices.ts), which the contact function checks and mails by. */
  serviceChoices: readonly ServiceChoice[];
}

/**
 * The forms' side of the site: an HTTP API under /api/ with the contact and newsletter functions,
 * the tables they keep enquiries and sign-ups in, the mail they send and what SES reports of it, the
 * scheduled retry of enquiries not sent yet, and the alarms that tell the owner when one is stuck.
 */
export class FormFunctions extends Construct {
  readonly api: HttpApi;
  readonly enquiries: Table;
  readonly subscribers: Table;
  /** SES's events on their way to the recording function, and where those it failed on wait. */
  readonly mailEventQueue: Queue;
  readonly mailEventDeadLetters: Queue;

  constructor(scope: Construct, id: string, props: FormFunctionsProps) {
    super(scope, id);
    const { config, alerts, originSecret, adminSignIn } = props;
    const stack = Stack.of(this);

    this.enquiries = new Table(this, 'Enquiries', {
      partitionKey: { name: 'id', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      // Deleted by DynamoDB once the retention period (contract/forms.ts: enquiryRetentionDays) has passed
      // since it was sent: only a sent enquiry has the attribute, so an unsent one is never deleted.
      timeToLiveAttribute: 'expiresAt',
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Visitors' messages outlive a mistaken stack deletion.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Sparse: only enquiries not sent yet carry its key, so the retry's Query reads just those.
    this.enquiries.addGlobalSecondaryIndex({
      indexName: unsentIndex.name,
      partitionKey: { name: unsentIndex.partitionKey, type: AttributeType.STRING },
      sortKey: { name: unsentIndex.sortKey, type: AttributeType.NUMBER },
    });
    // The newsletter list: an address stays until it unsubscribes, then is kept only as unsubscribed.
    this.subscribers = new Table(this, 'Subscribers', {
      partitionKey: { name: 'email', type: AttributeType.STRING },
      // Only a pending sign-up (and the hourly counters) carries it: deleted 30 days after its last
      // confirmation mail (the counters after a day).
      timeToLiveAttribute: 'expiresAt',
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Sparse: only a sign-up whose confirmation mail waits for the next hour carries its key.
    this.subscribers.addGlobalSecondaryIndex({
      indexName: confirmationQueue.name,
      partitionKey: { name: confirmationQueue.partitionKey, type: AttributeType.STRING },
      sortKey: { name: confirmationQueue.sortKey, type: AttributeType.NUMBER },
    });
    // `{ id, key }`: links carry the id, so a rotation breaks none signed with the key it retires.
    const signingKey = new Secret(this, 'NewsletterSigningKey', {
      description: 'Signs the confirm and unsubscribe links in newsletter mails',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ id: 'k1' }),
        generateStringKey: 'key',
        passwordLength: 48,
        excludePunctuation: true,
      },
    });

    // Every mail about an enquiry uses this configuration set. SES reports to RecordSendEvents each
    // mail it accepted (it records an enquiry as sent even when the function that sent it died first,
    // forms/delivery.ts) and each bounce or complaint (an enquiry the office's mailbox refused goes to the
    // alert address, and the alarms below tell the owner). Nobody reads this topic by mail: it feeds a
    // queue, so an event the function cannot record waits, and is kept, rather than being dropped.
    const mailEvents = new ConfigurationSet(this, 'MailEvents');
    const sendEvents = new Topic(this, 'SendEvents', { displayName: 'SES mail events', enforceSSL: true, masterKey: alerts.topicKey });
    mailEvents.addEventDestination('ToEnquiries', {
      destination: EventDestination.snsTopic(sendEvents),
      events: [EmailSendingEvent.SEND, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    // Newsletter mail goes to people who asked for it, or to addresses a bot typed in: its bounces and
    // complaints are counted apart (CloudWatch, per configuration set) and never touch the enquiries.
    const newsletterMail = new ConfigurationSet(this, 'NewsletterMail');
    newsletterMail.addEventDestination('Counts', {
      destination: EventDestination.cloudWatchDimensions([
        { name: 'ses:configuration-set', source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: 'NewsletterMail' },
      ]),
      events: [EmailSendingEvent.SEND, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });

    const identityArn = stack.formatArn({ service: 'ses', resource: 'identity', resourceName: config.sesIdentity });
    const setArn = (set: ConfigurationSet) =>
      stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: set.configurationSetName });
    const mailSettings = (set: ConfigurationSet) => ({
      CONTACT_RECIPIENT: config.contactRecipient,
      CONTACT_SENDER: config.contactSender,
      ALLOWED_ORIGINS: config.allowedOrigins.join(','),
      SES_CONFIGURATION_SET: set.configurationSetName,
    });
    const formFunction = (fnId: string, description: string, fnEntry: string, environment: Record<string, string>) =>
      new SiteFunction(this, fnId, {
        entry: entry(fnEntry),
        description,
        timeout: functionTimeout,
        reservedConcurrency: config.reservedConcurrency,
        environment,
      });
    const newsletterSettings = {
      ...mailSettings(newsletterMail),
      NEWSLETTER_TABLE: this.subscribers.tableName,
      NEWSLETTER_SIGNING_KEY_SECRET: signingKey.secretArn,
    };

    const contact = formFunction(
      'SendContactEmail',
      `Runs /api/send-contact-email: stores each enquiry, then mails it as ${config.sesIdentity}`,
      '../send-contact-email/index.ts',
      { ...mailSettings(mailEvents), ENQUIRY_TABLE: this.enquiries.tableName, ORIGIN_SECRET: originSecret.secretArn, SERVICE_CHOICES: JSON.stringify(props.serviceChoices) },
    );
    // It writes and claims its own enquiries, and reads one back when a resend of the same draft finds it.
    contact.allowOnTable(this.enquiries, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:GetItem');
    contact.allowSending(identityArn, setArn(mailEvents));

    const signUp = formFunction(
      'SubscribeNewsletter',
      `Runs /api/subscribe-newsletter: records a sign-up and mails its confirmation link as ${config.sesIdentity}`,
      '../subscribe-newsletter/index.ts',
      { ...newsletterSettings, ORIGIN_SECRET: originSecret.secretArn },
    );
    // Sign-up is conditional updates: the client's hourly count, the claim (and its undo when the
    // mail fails), the queue when the hour's cap is reached.
    signUp.allowOnTable(this.subscribers, 'dynamodb:UpdateItem');
    signUp.allowSending(identityArn, setArn(newsletterMail));

    const links = formFunction(
      'NewsletterLinks',
      `Runs the newsletter's confirm and unsubscribe links, and mails the welcome as ${config.sesIdentity}`,
      '../newsletter-links/index.ts',
      { ...newsletterSettings, ORIGIN_SECRET: originSecret.secretArn },
    );
    links.allowOnTable(this.subscribers, 'dynamodb:GetItem', 'dynamodb:UpdateItem');
    links.allowSending(identityArn, setArn(newsletterMail));

    // The sign-ups the hourly cap held back: mailed once their hour has come (subscribe-newsletter/queue.ts).
    const queued = new SiteFunction(this, 'SendQueuedConfirmations', {
      entry: entry('../newsletter-queue/index.ts'),
      description: `Mails the newsletter confirmations the hourly cap held back, as ${config.sesIdentity}`,
      timeout: Duration.minutes(1),
      reservedConcurrency: 1,
      retryAttempts: 0,
      maxEventAge: newsletterQueueSchedule,
      environment: newsletterSettings,
    });
    queued.fn.addToRolePolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['dynamodb:Query'], resources: [`${this.subscribers.tableArn}/index/${confirmationQueue.name}`] }),
    );
    queued.allowOnTable(this.subscribers, 'dynamodb:UpdateItem');
    queued.allowSending(identityArn, setArn(newsletterMail));
    new Rule(this, 'NewsletterQueueSchedule', {
      description: 'Mails the newsletter confirmations held back by the hourly cap, once the hour has turned',
      schedule: Schedule.rate(newsletterQueueSchedule),
      targets: [new LambdaFunction(queued.fn)],
    });

    for (const { fn } of [contact, signUp, links]) originSecret.grantRead(fn);
    for (const { fn } of [signUp, links, queued]) signingKey.grantRead(fn);

    const retry = new SiteFunction(this, 'RetryEnquiries', {
      entry: entry('../retry-enquiries/index.ts'),
      description: `Mails stored enquiries that are not sent yet, as ${config.sesIdentity}`,
      timeout: retryTimeout,
      // It runs alone: one at a time is all it needs. A run the schedule starts while a long pass is
      // still going is throttled, and dropped rather than queued: the next minute's run does its work.
      reservedConcurrency: 1,
      retryAttempts: 0,
      maxEventAge: retrySchedule,
      environment: { ...mailSettings(mailEvents), ENQUIRY_TABLE: this.enquiries.tableName },
    });
    // A Query on the sparse index of unsent enquiries only: the retry never scans the table.
    retry.fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:Query'],
        resources: [`${this.enquiries.tableArn}/index/${unsentIndex.name}`],
      }),
    );
    retry.allowOnTable(this.enquiries, 'dynamodb:UpdateItem');
    retry.allowSending(identityArn, setArn(mailEvents));
    new Rule(this, 'RetrySchedule', {
      description: 'Sends stored enquiries that could not be mailed yet',
      schedule: Schedule.rate(retrySchedule),
      targets: [new LambdaFunction(retry.fn)],
    });

    const recorder = new SiteFunction(this, 'RecordSendEvents', {
      entry: entry('../mail-events/index.ts'),
      description: 'Records SES send, bounce and complaint events on stored enquiries: writes its own logs',
      timeout: functionTimeout,
      reservedConcurrency: config.reservedConcurrency,
      environment: { ...mailSettings(mailEvents), ENQUIRY_TABLE: this.enquiries.tableName, ALERT_EMAIL: config.alertEmail },
    });
    // It reads an enquiry whose mail bounced before readdressing it.
    recorder.allowOnTable(this.enquiries, 'dynamodb:GetItem', 'dynamodb:UpdateItem');
    const deadLetters = new Queue(this, 'MailEventsDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.mailEventQueue = new Queue(this, 'MailEventsQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Several times the function's timeout, as Lambda asks of a queue it reads.
      visibilityTimeout: mailEventVisibility,
      retentionPeriod: Duration.days(14),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: mailEventReceives },
    });
    this.mailEventDeadLetters = deadLetters;
    // Raw: each message is SES's event itself, as the function reads it.
    sendEvents.addSubscription(new SqsSubscription(this.mailEventQueue, { rawMessageDelivery: true }));
    recorder.fn.addEventSource(new SqsEventSource(this.mailEventQueue, { batchSize: 10, reportBatchItemFailures: true }));
    alerts.alarm('MailEventsDeadLetters', {
      metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      description:
        'An SES event (a mail sent, bounced or complained of) could not be recorded on its enquiry 5 times and waits in the MailEventsDeadLetters queue: fix the cause, then replay it (docs/deploy.md).',
    });

    const rotateKey = new SiteFunction(this, 'RotateSigningKey', {
      entry: entry('../rotate-signing-key/index.ts'),
      description: "Replaces the newsletter links' signing key; links keep verifying with the key before",
      timeout: Duration.minutes(1),
      reservedConcurrency: 1,
    });
    rotateKey.rotates(signingKey, signingKeyRotation);

    // The hourly cap on confirmation mails (subscribe-newsletter/handler.ts), counted from the log.
    new MetricFilter(this, 'NewsletterCapReached', {
      logGroup: signUp.logGroup,
      filterPattern: FilterPattern.stringValue('$.outcome', '=', 'confirmation_queued'),
      metricNamespace,
      metricName: newsletterCappedMetric,
      metricValue: '1',
    });

    this.api = this.createApi(config, [
      { fn: contact, endpoints: [['/api/send-contact-email', [HttpMethod.POST, HttpMethod.OPTIONS]]] },
      { fn: signUp, endpoints: [['/api/subscribe-newsletter', [HttpMethod.POST, HttpMethod.OPTIONS]]] },
      { fn: links, endpoints: Object.values(linkPaths).map((path) => [path, [HttpMethod.GET, HttpMethod.POST]]) },
      {
        fn: adminSignIn,
        endpoints: (Object.keys(signInPaths) as (keyof typeof signInPaths)[]).map((route) => [signInPaths[route], [HttpMethod[signInMethods[route]]]]),
      },
    ]);

    alerts.alarm('EnquiryUnsent', {
      description: `A website enquiry has not been emailed for ${unsentAlarmMinutes} minutes: read it in the Enquiries table, and check SES.`,
      metric: new Metric({ namespace: metricNamespace, metricName: 'OldestUnsentMinutes', statistic: 'Maximum', period: unsentAlarmPeriod }),
      threshold: unsentAlarmMinutes,
      // No data means the retry did not report (it was not run, or could not read the table):
      // nobody knows that enquiries go out, which is itself worth an alert.
      treatMissingData: TreatMissingData.BREACHING,
    });
    // The retry counts, at most once a day per enquiry, those still unsent after 24 hours: each day with
    // one makes this alarm go off again (and it settles between), until the enquiry is sent or handled.
    alerts.onAnyEvent(
      'EnquiryUnsentDaily',
      'UnsentReminders',
      'A website enquiry has been unsent for more than a day. Read it in the Enquiries table and answer it by phone or email; this repeats daily until it is sent.',
    );
    // The office's mailbox refused a mail (full, deleted, or SES suppresses the address after a bounce
    // or complaint): every enquiry from now on will bounce too, and go to the alert address instead.
    alerts.onAnyEvent(
      'OfficeInboxRejecting',
      mailEventMetrics.officeRejected,
      `The office inbox (${config.contactRecipient}) refused the website's mail. Enquiries go to ${config.alertEmail} until it is fixed; check the mailbox, and the SES suppression list.`,
    );
    alerts.onAnyEvent(
      'NewsletterCap',
      newsletterCappedMetric,
      `The newsletter reached its cap of ${confirmationsPerHour} confirmation mails in an hour: someone may be signing up addresses in bulk. Sign-ups over the cap are kept, and mailed when the hour turns.`,
    );
    alerts.onAnyEvent(
      'EnquiryUndeliverable',
      mailEventMetrics.undeliverable,
      'A website enquiry reached neither the office inbox nor the alert address. It is kept in the Enquiries table (status undeliverable): read it there and answer it by phone.',
    );
    const everyFunction = {
      SendContactEmail: contact,
      SubscribeNewsletter: signUp,
      NewsletterLinks: links,
      RetryEnquiries: retry,
      RecordSendEvents: recorder,
      RotateSigningKey: rotateKey,
      SendQueuedConfirmations: queued,
    };
    for (const [name, { fn }] of Object.entries(everyFunction)) alerts.onErrors(name, fn);
    // A 5xx answer is a normal return, which the Errors metric never sees: each one counts on its own.
    for (const name of httpFunctionNames) alerts.onServerErrors(name);
  }

  private createApi(config: SiteConfig, routes: { fn: SiteFunction; endpoints: readonly (readonly [path: string, methods: HttpMethod[]])[] }[]): HttpApi {
    const api = new HttpApi(this, 'Api', {
      description: 'Form functions of the site, reached through CloudFront under /api/',
      createDefaultStage: false,
    });
    const stage = new HttpStage(this, 'ApiStage', {
      httpApi: api,
      stageName: '$default',
      autoDeploy: true,
      // Requests over the limits get 429 from API Gateway and never reach (or bill) a function.
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      // One line per request, without bodies: who called which route, the status and the latency.
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'ApiAccessLogs', { retention: RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.DESTROY }),
        ),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            // CloudFront's edge, not the visitor: an HTTP API cannot log a request header. The
            // visitor's address (masked) is in the function's own log line, as `client`.
            edgeIp: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            route: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      Object.entries(routeThrottles).map(([route, { rateLimit, burstLimit }]) => [
        route,
        { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
      ]),
    );

    for (const { fn, endpoints } of routes) {
      const integration = new HttpLambdaIntegration(`${fn.node.id}Integration`, fn.fn);
      for (const [path, methods] of endpoints) {
        for (const route of api.addRoutes({ path, methods, integration })) {
          // The stage's per-route settings name routes that must exist before it.
          stage.node.addDependency(route);
          Validations.of(route).acknowledge({
            id: 'AwsSolutions::AwsSolutions-APIG4',
            reason: path.startsWith(signInPrefix)
              ? "The editor's sign-in: it is what authorises, with GitHub; it answers only with a single-use state it signed and this browser's cookie (a refresh, only the editor's origin with its HttpOnly cookie), and the per-client web ACL rule, the route throttle and reserved concurrency bound abuse."
              : path.startsWith('/api/newsletter/')
              ? "A link in a subscriber's mail, opened without an account: it acts only with a valid HMAC signature, and the per-client web ACL rule, the route throttle and reserved concurrency bound abuse."
              : 'A public form anyone may send without an account. Abuse is bounded by the per-client web ACL rule, the route throttle, the reserved concurrency of the function, the 16 KB body limit and the honeypot field.',
          });
        }
      }
    }
    return api;
  }
}
