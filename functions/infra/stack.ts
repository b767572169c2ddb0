import { fileURLToPath } from 'node:url';
import { CfnOutput, CfnRule, Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  CachedMethods,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { BehaviorOptions } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { FilterPattern, LogGroup, MetricFilter, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { CloudWatchDimensionSource, ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, LambdaSubscription, SmsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { mailEventMetrics } from '../mail-events/handler';
import { confirmationsPerHour } from '../subscribe-newsletter/handler';
import { unsentIndex } from '../send-contact-email/enquiryStore';
import type { Construct } from 'constructs';
import { cleanUrlsFunctionCode } from './cleanUrls';
import type { SiteConfig } from './config';
import { assetsPrefix, cacheControl } from './publish';
import { contentSecurityPolicyFor, hstsMaxAgeSeconds, inlineScriptHashesOutput, permissionsPolicy } from './securityHeaders';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const entry = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The functions the site's forms post to, by the path CloudFront forwards unchanged to the API. */
export const apiFunctions = [
  { id: 'SendContactEmail', path: '/api/send-contact-email', entry: entry('../send-contact-email/index.ts') },
  { id: 'SubscribeNewsletter', path: '/api/subscribe-newsletter', entry: entry('../subscribe-newsletter/index.ts') },
] as const;

/** Where the newsletter's link pages live: CloudFront serves them with `Referrer-Policy: no-referrer`. */
export const linkPagesPrefix = '/api/newsletter/';

/** The confirm and unsubscribe links of newsletter mails: GET shows a page, POST acts. */
export const linkFunction = {
  id: 'NewsletterLinks',
  paths: ['/api/newsletter/confirm', '/api/newsletter/unsubscribe'],
  entry: entry('../newsletter-links/index.ts'),
} as const;

/** How long access logs of the bucket, CloudFront and the API are kept. */
export const accessLogRetentionDays = 90;

/** The scheduled retry of stored enquiries that are not sent yet. */
export const retryFunction = { id: 'RetryEnquiries', entry: entry('../retry-enquiries/index.ts') } as const;

/** Records SES's Send events on the enquiries they name (functions/mail-events). */
export const mailEventsFunction = { id: 'RecordSendEvents', entry: entry('../mail-events/index.ts') } as const;

/**
 * The retry's own timeout: minutes, so a pass with many due enquiries and a slow SES still ends by
 * its deadline (the time Lambda says is left, less a margin) and writes its metrics.
 */
export const retryTimeout = Duration.minutes(4);

/** How often the retry runs; an enquiry unsent this long after arriving raises the owner's alarm. */
export const retrySchedule = Duration.minutes(5);
export const unsentAlarmMinutes = 30;

/** Room for the SES client's three attempts of at most ~4 s each, well inside API Gateway's 30 s. */
export const functionTimeout = Duration.seconds(15);

export const notFoundPage = '/404.html';

/** Sign-ups the hourly cap left without a confirmation mail (a metric from the sign-up function's log). */
export const newsletterCappedMetric = 'NewsletterConfirmationsCapped';

export interface SiteStackProps extends StackProps {
  config: SiteConfig;
  /** The CSP hashes of the inline scripts in this build's pages (site/inlineScripts.ts). */
  inlineScriptHashes: readonly string[];
  /**
   * The live build's, allowed too until the next deploy: the policy changes before the new pages are
   * uploaded, and pages cached at the edge keep the old loader for minutes after.
   */
  liveInlineScriptHashes?: readonly string[];
}

/**
 * The whole production site: a private bucket behind CloudFront for the prerendered pages, and the two
 * form functions behind an HTTP API on the same origin under /api/.
 */
export class SiteStack extends Stack {
  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config, inlineScriptHashes, liveInlineScriptHashes = [] } = props;

    if (config.samples.length > 0) {
      // Synthesising with sample values is fine for reading the template; deploying it is not.
      new CfnRule(this, 'RefuseSampleConfiguration', {
        assertions: [
          {
            assert: Fn.conditionEquals('sample', 'configured'),
            assertDescription: `This template was synthesised with sample values for ${config.samples.join(', ')}. Set them (see docs/deploy.md) and synthesise again.`,
          },
        ],
      });
    }

    // Access logs of the bucket and of CloudFront, kept as long as the functions' logs, then deleted.
    const accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // CloudFront's standard logs are written with an ACL, which this ownership setting still accepts.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(accessLogRetentionDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const bucket = new Bucket(this, 'SiteBucket', {
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 's3/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      // Old versions are the rollback; keeping them for 90 days bounds what they cost.
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const api = this.createApi(config);

    const cleanUrls = new CloudFrontFunction(this, 'CleanUrls', {
      code: FunctionCode.fromInline(cleanUrlsFunctionCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Maps clean URLs such as /about to the prerendered /about/index.html',
    });

    const securityHeadersBehavior = {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicyFor([...inlineScriptHashes, ...liveInlineScriptHashes]),
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(hstsMaxAgeSeconds),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
    };
    const permissionsHeader = { header: 'Permissions-Policy', value: permissionsPolicy, override: true };

    // Cache-Control normally comes from the object metadata the deploy script sets; these are the
    // fallbacks for an object uploaded some other way.
    const pageHeaders = new ResponseHeadersPolicy(this, 'PageHeaders', {
      comment: 'Security headers for pages and the API',
      securityHeadersBehavior,
      customHeadersBehavior: {
        customHeaders: [permissionsHeader, { header: 'Cache-Control', value: cacheControl.page, override: false }],
      },
    });
    // The newsletter's link pages carry the address and its signature in their URL: no Referer may
    // take them along, whatever the function says (it says no-referrer too, and the page's meta tag).
    const linkPageHeaders = new ResponseHeadersPolicy(this, 'LinkPageHeaders', {
      comment: 'Security headers for the newsletter link pages: no Referer ever leaves them',
      securityHeadersBehavior: {
        ...securityHeadersBehavior,
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
      },
      customHeadersBehavior: { customHeaders: [permissionsHeader] },
    });
    const assetHeaders = new ResponseHeadersPolicy(this, 'AssetHeaders', {
      comment: 'Security headers and immutable caching for hashed assets',
      securityHeadersBehavior,
      customHeadersBehavior: {
        customHeaders: [permissionsHeader, { header: 'Cache-Control', value: cacheControl.asset, override: true }],
      },
    });

    const pageCache = new CachePolicy(this, 'PageCache', {
      comment: 'Pages and other unhashed files: five minutes unless the object says otherwise',
      defaultTtl: Duration.minutes(5),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const assetCache = new CachePolicy(this, 'AssetCache', {
      comment: 'Hashed assets: a new name for every new content, so a year at the edge',
      defaultTtl: Duration.days(365),
      minTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(bucket);
    const staticBehavior = {
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      compress: true,
    } satisfies Partial<BehaviorOptions>;

    const apiDomain = Fn.select(2, Fn.split('/', api.apiEndpoint));
    const apiBehavior = {
      origin: new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
      // A redirect would turn a form's POST into a GET, so plain HTTP is refused instead.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // The API routes on its own host name, so every viewer header but Host goes through, with
      // CloudFront's own: CloudFront-Viewer-Address is how the functions learn the visitor's address.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: pageHeaders,
      compress: true,
    } satisfies BehaviorOptions;

    const distribution = new Distribution(this, 'Distribution', {
      comment: `${config.domainNames[0]} site and form functions`,
      domainNames: [...config.domainNames],
      certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableIpv6: true,
      // North America and Europe: the visitors of a Georgia business, at the lowest price class.
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        ...staticBehavior,
        cachePolicy: pageCache,
        responseHeadersPolicy: pageHeaders,
        functionAssociations: [{ function: cleanUrls, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`/${assetsPrefix}*`]: { ...staticBehavior, cachePolicy: assetCache, responseHeadersPolicy: assetHeaders },
        // Before /api/*: CloudFront takes the first pattern that matches.
        [`${linkPagesPrefix}*`]: { ...apiBehavior, responseHeadersPolicy: linkPageHeaders },
        '/api/*': apiBehavior,
      },
      // With origin access control S3 answers a missing key with 403, not 404. These apply to the
      // whole distribution; the functions never answer 403 or 404, so only unknown /api/ paths share them.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 404,
        responsePagePath: notFoundPage,
        ttl: Duration.minutes(1),
      })),
    });

    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions::AwsSolutions-CFR1',
      reason: 'No geo restriction: visitors from the service area may be travelling, and the pages are public.',
    });
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions::AwsSolutions-CFR2',
      reason:
        'No WAF: static pages, and two form routes behind API Gateway throttling and reserved concurrency, which cap abuse and its bill for less than a web ACL costs.',
    });

    new CfnOutput(this, 'BucketName', { value: bucket.bucketName, description: 'Bucket the deploy script uploads the build to' });
    new CfnOutput(this, 'DistributionId', { value: distribution.distributionId, description: 'For cache invalidations' });
    new CfnOutput(this, inlineScriptHashesOutput, {
      value: inlineScriptHashes.join(' '),
      description: "CSP hashes of this build's inline scripts; the next deploy keeps them allowed while its pages replace these",
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: distribution.distributionDomainName,
      description: 'Point the DNS records of the domain name(s) here (CNAME, or an alias record for an apex)',
    });
    new CfnOutput(this, 'SiteUrl', { value: `https://${config.domainNames[0]}` });
    new CfnOutput(this, 'ApiEndpoint', { value: api.apiEndpoint, description: 'The HTTP API behind /api/' });
  }

  /**
   * Where enquiries are kept until sent, and who hears when something is wrong: the owner, through
   * SNS (the alert address, a phone by SMS if set, and the office), which does not depend on SES.
   */
  private createEnquiryStorage(config: SiteConfig): {
    table: Table;
    subscribers: Table;
    signingKey: Secret;
    alerts: Topic;
    mailEvents: ConfigurationSet;
    sendEvents: Topic;
    newsletterMail: ConfigurationSet;
  } {
    const table = new Table(this, 'Enquiries', {
      partitionKey: { name: 'id', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      // Deleted by DynamoDB once the retention period (contract.ts: enquiryRetentionDays) has passed
      // since it was sent: only a sent enquiry has the attribute, so an unsent one is never deleted.
      timeToLiveAttribute: 'expiresAt',
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Visitors' messages outlive a mistaken stack deletion.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Sparse: only enquiries not sent yet carry its key, so the retry's Query reads just those.
    table.addGlobalSecondaryIndex({
      indexName: unsentIndex.name,
      partitionKey: { name: unsentIndex.partitionKey, type: AttributeType.STRING },
      sortKey: { name: unsentIndex.sortKey, type: AttributeType.NUMBER },
    });
    // The newsletter list: an address stays until it unsubscribes, then is kept only as unsubscribed.
    const subscribers = new Table(this, 'Subscribers', {
      partitionKey: { name: 'email', type: AttributeType.STRING },
      // Only a pending sign-up carries it: deleted 30 days after its last confirmation mail.
      timeToLiveAttribute: 'expiresAt',
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const signingKey = new Secret(this, 'NewsletterSigningKey', {
      description: 'Signs the confirm and unsubscribe links in newsletter mails',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(signingKey).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SMG4',
      reason:
        'A key that signs newsletter links, not a credential to another system: rotating it would only break the confirmation and unsubscribe links already in inboxes.',
    });
    // The owner hears on a channel that does not depend on the office inbox: the alerts are often about
    // that inbox failing. The office gets them too.
    const alerts = new Topic(this, 'OwnerAlerts', { displayName: 'Website alerts', enforceSSL: true });
    alerts.addSubscription(new EmailSubscription(config.alertEmail));
    if (config.alertSms !== undefined) alerts.addSubscription(new SmsSubscription(config.alertSms));
    alerts.addSubscription(new EmailSubscription(config.contactRecipient));
    // Every mail the functions send uses this configuration set. SES reports to the MailEvents function
    // each mail it accepted (it records an enquiry as sent even when the function that sent it died
    // first, delivery.ts) and each bounce or complaint (an enquiry the office's mailbox refused goes to
    // the alert address, and the alarms below tell the owner). Nobody reads this topic by mail.
    const mailEvents = new ConfigurationSet(this, 'MailEvents');
    const sendEvents = new Topic(this, 'SendEvents', { displayName: 'SES mail events', enforceSSL: true });
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
    return { table, subscribers, signingKey, alerts, mailEvents, sendEvents, newsletterMail };
  }

  private createApi(config: SiteConfig): HttpApi {
    const api = new HttpApi(this, 'Api', {
      description: 'Form functions of the site, reached through CloudFront under /api/',
      createDefaultStage: false,
    });
    new HttpStage(this, 'ApiStage', {
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

    const sesIdentityArn = this.formatArn({ service: 'ses', resource: 'identity', resourceName: config.sesIdentity });
    const { table, subscribers, signingKey, alerts, mailEvents, sendEvents, newsletterMail } = this.createEnquiryStorage(config);
    const configurationSetArn = (set: ConfigurationSet) =>
      this.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: set.configurationSetName });
    const functions: { id: string; fn: NodejsFunction }[] = [];
    // On the table itself: Table.grant would add every index (`/index/*`) once the table has one.
    const onEnquiries = (fn: NodejsFunction, ...actions: string[]) =>
      fn.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions, resources: [table.tableArn] }));
    const definitions = [
      ...apiFunctions.map((fn) => ({ ...fn, paths: [fn.path], methods: [HttpMethod.POST, HttpMethod.OPTIONS] })),
      { ...linkFunction, path: linkFunction.paths[0], methods: [HttpMethod.GET, HttpMethod.POST] },
      { ...retryFunction, path: undefined, paths: [], methods: [] },
      { ...mailEventsFunction, path: undefined, paths: [], methods: [] },
    ];
    const usesList = (id: string) => id === 'SubscribeNewsletter' || id === linkFunction.id;
    for (const definition of definitions) {
      const logGroup = new LogGroup(this, `${definition.id}Logs`, {
        retention: RetentionDays.THREE_MONTHS,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      // Instead of the default AWSLambdaBasicExecutionRole, which may write to every log group.
      const role = new Role(this, `${definition.id}Role`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description:
          definition.id === mailEventsFunction.id
            ? 'Records SES send, bounce and complaint events on stored enquiries: writes its own logs'
            : `Runs ${definition.path ?? 'the retry of stored enquiries'}: writes its own logs and sends mail as ${config.sesIdentity}`,
      });
      logGroup.grantWrite(role);
      const fn = new NodejsFunction(this, definition.id, {
        role,
        entry: definition.entry,
        handler: 'handler',
        projectRoot,
        depsLockFilePath: `${projectRoot}package-lock.json`,
        runtime: Runtime.NODEJS_24_X,
        architecture: Architecture.ARM_64,
        memorySize: 256,
        timeout: definition.id === retryFunction.id ? retryTimeout : functionTimeout,
        // The bill's ceiling in a flood: at most this many run at once, the rest are throttled.
        // The retry runs alone: one at a time is all it needs.
        reservedConcurrentExecutions: definition.id === retryFunction.id ? 1 : config.reservedConcurrency,
        environment: {
          CONTACT_RECIPIENT: config.contactRecipient,
          CONTACT_SENDER: config.contactSender,
          ALLOWED_ORIGINS: config.allowedOrigins.join(','),
          SES_CONFIGURATION_SET: (usesList(definition.id) ? newsletterMail : mailEvents).configurationSetName,
          ...(definition.id === mailEventsFunction.id ? { ALERT_EMAIL: config.alertEmail } : {}),
          ...(definition.id === 'SendContactEmail' || definition.id === retryFunction.id || definition.id === mailEventsFunction.id
            ? { ENQUIRY_TABLE: table.tableName }
            : {}),
          ...(usesList(definition.id)
            ? { NEWSLETTER_TABLE: subscribers.tableName, NEWSLETTER_SIGNING_KEY: signingKey.secretValue.unsafeUnwrap() }
            : {}),
        },
        logGroup,
        bundling: {
          forceDockerBundling: false,
          format: OutputFormat.ESM,
          target: 'node24',
          minify: true,
          // The SDK version the tests ran against is bundled, rather than whatever the runtime ships.
          bundleAwsSDK: true,
          externalModules: [],
          mainFields: ['module', 'main'],
          // Some of the SDK's dependencies call require(); an ES module has none unless made.
          banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        },
      });
      functions.push({ id: definition.id, fn });
      if (definition.id === 'SubscribeNewsletter') {
        // The hourly cap on confirmation mails (subscribe-newsletter/handler.ts), counted from the log.
        new MetricFilter(this, 'NewsletterCapReached', {
          logGroup,
          filterPattern: FilterPattern.stringValue('$.outcome', '=', 'confirmation_capped'),
          metricNamespace: 'SiteForms',
          metricName: newsletterCappedMetric,
          metricValue: '1',
        });
      }
      if (definition.id === mailEventsFunction.id) {
        // It reads an enquiry whose mail bounced before readdressing it.
        onEnquiries(fn, 'dynamodb:GetItem', 'dynamodb:UpdateItem');
        sendEvents.addSubscription(new LambdaSubscription(fn));
        continue;
      }
      fn.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['ses:SendEmail'],
          resources: [sesIdentityArn, configurationSetArn(usesList(definition.id) ? newsletterMail : mailEvents)],
        }),
      );
      // Least privilege: the contact function writes and claims its own items; the retry also finds
      // them; the newsletter functions touch only the list: sign-up reads and writes it, the links
      // read and update it.
      // The contact function reads an enquiry back when a resend of the same draft finds it stored.
      if (definition.id === 'SendContactEmail') onEnquiries(fn, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:GetItem');
      // Sign-up is one conditional update (and its undo when the mail fails).
      if (definition.id === 'SubscribeNewsletter') subscribers.grant(fn, 'dynamodb:UpdateItem');
      if (definition.id === linkFunction.id) subscribers.grant(fn, 'dynamodb:GetItem', 'dynamodb:UpdateItem');
      if (definition.path === undefined) {
        // Query, on the sparse index of unsent enquiries only: the retry never scans the table.
        fn.addToRolePolicy(
          new PolicyStatement({ effect: Effect.ALLOW, actions: ['dynamodb:Query'], resources: [`${table.tableArn}/index/${unsentIndex.name}`] }),
        );
        onEnquiries(fn, 'dynamodb:UpdateItem');
        new Rule(this, 'RetrySchedule', {
          description: 'Sends stored enquiries that could not be mailed yet',
          schedule: Schedule.rate(retrySchedule),
          targets: [new LambdaFunction(fn)],
        });
        continue;
      }
      const integration = new HttpLambdaIntegration(`${definition.id}Integration`, fn);
      for (const path of definition.paths) {
        for (const route of api.addRoutes({ path, methods: [...definition.methods], integration })) {
          Validations.of(route).acknowledge({
            id: 'AwsSolutions::AwsSolutions-APIG4',
            reason:
              definition.id === linkFunction.id
                ? 'A link in a subscriber\'s mail, opened without an account: it acts only with a valid HMAC signature, and the stage throttle and reserved concurrency bound abuse.'
                : 'A public form anyone may send without an account. Abuse is bounded by the stage throttle (SITE_API_RATE_LIMIT / SITE_API_BURST_LIMIT), the reserved concurrency of the function, the 16 KB body limit and the honeypot field.',
          });
        }
      }
    }

    const notify = new SnsAction(alerts);
    const unsent = new Alarm(this, 'EnquiryUnsentAlarm', {
      alarmDescription: `A website enquiry has not been emailed for ${unsentAlarmMinutes} minutes: read it in the Enquiries table, and check SES.`,
      metric: new Metric({ namespace: 'SiteForms', metricName: 'OldestUnsentMinutes', statistic: 'Maximum', period: retrySchedule }),
      threshold: unsentAlarmMinutes,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      // No data means the retry did not report (it was not run, or could not read the table):
      // nobody knows that enquiries go out, which is itself worth an alert.
      treatMissingData: TreatMissingData.BREACHING,
    });
    unsent.addAlarmAction(notify);
    // The retry counts, at most once a day per enquiry, those still unsent after 24 hours: each day with
    // one makes this alarm go off again (and it settles between), until the enquiry is sent or handled.
    /** An alarm on the alert topic that goes off at the first event a metric counts in 5 minutes. */
    const alarmOnAnyEvent = (id: string, metricName: string, alarmDescription: string) =>
      new Alarm(this, id, {
        alarmDescription,
        metric: new Metric({ namespace: 'SiteForms', metricName, statistic: 'Sum', period: Duration.minutes(5) }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(notify);
    alarmOnAnyEvent(
      'EnquiryUnsentDailyAlarm',
      'UnsentReminders',
      'A website enquiry has been unsent for more than a day. Read it in the Enquiries table and answer it by phone or email; this repeats daily until it is sent.',
    );
    // The office's mailbox refused a mail (full, deleted, or SES suppresses the address after a bounce
    // or complaint): every enquiry from now on will bounce too, and go to the alert address instead.
    alarmOnAnyEvent(
      'OfficeInboxRejectingAlarm',
      mailEventMetrics.officeRejected,
      `The office inbox (${config.contactRecipient}) refused the website's mail. Enquiries go to ${config.alertEmail} until it is fixed; check the mailbox, and the SES suppression list.`,
    );
    alarmOnAnyEvent(
      'NewsletterCapAlarm',
      newsletterCappedMetric,
      `The newsletter reached its cap of ${confirmationsPerHour} confirmation mails in an hour: someone may be signing up addresses in bulk. Sign-ups over the cap get no mail until the next hour.`,
    );
    alarmOnAnyEvent(
      'EnquiryUndeliverableAlarm',
      mailEventMetrics.undeliverable,
      'A website enquiry reached neither the office inbox nor the alert address. It is kept in the Enquiries table (status undeliverable): read it there and answer it by phone.',
    );
    for (const { id, fn } of functions) {
      const errors = new Alarm(this, `${id}ErrorsAlarm`, {
        alarmDescription: `The ${id} function failed repeatedly in 5 minutes.`,
        metric: fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
        threshold: 3,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      errors.addAlarmAction(notify);
    }
    new CfnOutput(this, 'NewsletterTableName', { value: subscribers.tableName, description: 'For npm run subscribers:export (NEWSLETTER_TABLE)' });
    new CfnOutput(this, 'EnquiryTableName', { value: table.tableName, description: 'Stored enquiries (kept 90 days)' });
    new CfnOutput(this, 'AlertTopicArn', { value: alerts.topicArn, description: 'Owner alerts (the alert address, the SMS number if set, the office)' });
    return api;
  }
}
