/**
 * The forms' side of the site, wired together: the contact and newsletter functions, the scheduled
 * retry of enquiries not sent yet, the recorder of what SES reports, and the key rotation, each with
 * only the rights it needs. What they keep (formStores.ts), the mail settings and SES's reports
 * (mailEvents.ts), the HTTP API (formApi.ts) and the owner's alarms (formAlarms.ts) have modules of their
 * own; they are made in this construct's scope, so the resources keep their logical ids.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ConfigurationSet } from 'aws-cdk-lib/aws-ses';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ServiceChoice } from '../contract/forms';
import { unsentIndex } from '../forms/enquiryStore';
import { confirmationQueue } from '../subscribe-newsletter/subscriberStore';
import { signInMethods, signInPaths } from '../admin-sign-in/paths';
import { linkPaths } from '../subscribe-newsletter/links';
import type { SiteConfig } from './config';
import { photoUploadPath } from '../contract/photos';
import { EnquiryPhotos } from './enquiryPhotos';
import { createFormApi } from './formApi';
import { alarmOwner, countCappedSignUps } from './formAlarms';
import { createFormStores } from './formStores';
import { functionTimeout, newsletterQueueSchedule, retrySchedule, retryTimeout, signingKeyRotation } from './formTimings';
import { createMailConfigurations, queueMailEvents } from './mailEvents';
import type { OwnerAlerts } from './ownerAlerts';
import { entry, SiteFunction } from './siteFunction';

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
  /** The photos sent with messages: their bucket and the function that signs their uploads. */
  readonly photos: EnquiryPhotos;

  constructor(scope: Construct, id: string, props: FormFunctionsProps) {
    super(scope, id);
    const { config, alerts, originSecret, adminSignIn } = props;
    const stack = Stack.of(this);

    const { enquiries, subscribers, signingKey } = createFormStores(this);
    this.enquiries = enquiries;
    this.subscribers = subscribers;
    const { mailEvents, sendEvents, newsletterMail } = createMailConfigurations(this, alerts);

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

    const photos = (this.photos = new EnquiryPhotos(this, 'Photos', { config, originSecret }));
    const photoBucket = { PHOTO_BUCKET: photos.bucket.bucketName };
    const contact = formFunction(
      'SendContactEmail',
      `Runs /api/send-contact-email: stores each enquiry, then mails it (its photos attached) as ${config.sesIdentity}`,
      '../send-contact-email/index.ts',
      { ...mailSettings(mailEvents), ...photoBucket, ENQUIRY_TABLE: this.enquiries.tableName, ORIGIN_SECRET: originSecret.secretArn, SERVICE_CHOICES: JSON.stringify(props.serviceChoices) },
    );
    // It writes and claims its own enquiries, and reads one back when a resend of the same draft finds it.
    contact.allowOnTable(this.enquiries, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:GetItem');
    contact.allowSending(identityArn, setArn(mailEvents), { raw: true });
    photos.allowReading(contact);

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
      environment: { ...mailSettings(mailEvents), ...photoBucket, ENQUIRY_TABLE: this.enquiries.tableName },
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
    retry.allowSending(identityArn, setArn(mailEvents), { raw: true });
    photos.allowReading(retry);
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
    const { queue, deadLetters } = queueMailEvents(this, { sendEvents, recorder, alerts });
    this.mailEventQueue = queue;
    this.mailEventDeadLetters = deadLetters;

    const rotateKey = new SiteFunction(this, 'RotateSigningKey', {
      entry: entry('../rotate-signing-key/index.ts'),
      description: "Replaces the newsletter links' signing key; links keep verifying with the key before",
      timeout: Duration.minutes(1),
      reservedConcurrency: 1,
    });
    rotateKey.rotates(signingKey, signingKeyRotation);

    countCappedSignUps(this, signUp);

    this.api = createFormApi(this, config, [
      { fn: contact, endpoints: [['/api/send-contact-email', [HttpMethod.POST, HttpMethod.OPTIONS]]] },
      { fn: photos.upload, endpoints: [[photoUploadPath, [HttpMethod.POST, HttpMethod.OPTIONS]]] },
      { fn: signUp, endpoints: [['/api/subscribe-newsletter', [HttpMethod.POST, HttpMethod.OPTIONS]]] },
      { fn: links, endpoints: Object.values(linkPaths).map((path) => [path, [HttpMethod.GET, HttpMethod.POST]]) },
      {
        fn: adminSignIn,
        endpoints: (Object.keys(signInPaths) as (keyof typeof signInPaths)[]).map((route) => [signInPaths[route], [HttpMethod[signInMethods[route]]]]),
      },
    ]);

    alarmOwner(alerts, config, {
      SendContactEmail: contact,
      SubscribeNewsletter: signUp,
      NewsletterLinks: links,
      PhotoUpload: photos.upload,
      RetryEnquiries: retry,
      RecordSendEvents: recorder,
      RotateSigningKey: rotateKey,
      SendQueuedConfirmations: queued,
    });
  }
}
