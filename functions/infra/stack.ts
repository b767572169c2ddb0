import { CfnOutput, CfnRule, Fn, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AdminSignIn } from './adminSignIn';
import type { SiteConfig } from './config';
import { EdgeProtection } from './edgeProtection';
import { FormFunctions } from './formFunctions';
import { OwnerAlerts } from './ownerAlerts';
import { PublishRole } from './publishRole';
import { inlineScriptHashesOutput } from './securityHeaders';
import { StaticSite } from './staticSite';

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
 * The whole production site, one construct per concern, each readable on its own:
 * - `OwnerAlerts` (ownerAlerts.ts): who hears when something is wrong, and how;
 * - `EdgeProtection` (edgeProtection.ts): the web ACL and the secret that keeps the API behind CloudFront;
 * - `AdminSignIn` (adminSignIn.ts): the office editor's GitHub sign-in, a function and its secret;
 * - `FormFunctions` (formFunctions.ts): the API, the functions, their tables, mail and alarms;
 * - `StaticSite` (staticSite.ts): the pages' bucket and the distribution in front of it all;
 * - `PublishRole` (publishRole.ts): what a publish from the editor deploys with, from GitHub Actions.
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

    const alerts = new OwnerAlerts(this, 'OwnerAlerts', config);
    const edge = new EdgeProtection(this, 'Edge', alerts);
    const signIn = new AdminSignIn(this, 'AdminSignIn', { config, alerts, originSecret: edge.originSecret, reservedConcurrency: 2 });
    const forms = new FormFunctions(this, 'Forms', { config, alerts, originSecret: edge.originSecret, adminSignIn: signIn.fn });
    const site = new StaticSite(this, 'Site', {
      config,
      inlineScriptHashes: [...inlineScriptHashes, ...liveInlineScriptHashes],
      api: forms.api,
      apiOriginHeaders: edge.originHeaders(),
      webAclArn: edge.webAcl.attrArn,
    });
    edge.rotateWith(site.distribution);
    const publish = new PublishRole(this, 'Publish', { githubRepo: config.githubRepo, bucket: site.bucket, distribution: site.distribution });

    new CfnOutput(this, 'BucketName', { value: site.bucket.bucketName, description: 'Bucket the deploy script uploads the build to' });
    new CfnOutput(this, 'DistributionId', { value: site.distribution.distributionId, description: 'For cache invalidations' });
    new CfnOutput(this, inlineScriptHashesOutput, {
      value: inlineScriptHashes.join(' '),
      description: "CSP hashes of this build's inline scripts; the next deploy keeps them allowed while its pages replace these",
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: site.distribution.distributionDomainName,
      description: 'Point the DNS records of the domain name(s) here (CNAME, or an alias record for an apex)',
    });
    new CfnOutput(this, 'SiteUrl', { value: `https://${config.domainNames[0]}` });
    new CfnOutput(this, 'ApiEndpoint', { value: forms.api.apiEndpoint, description: 'The HTTP API behind /api/' });
    new CfnOutput(this, 'NewsletterTableName', { value: forms.subscribers.tableName, description: 'For npm run subscribers:export (NEWSLETTER_TABLE)' });
    new CfnOutput(this, 'EnquiryTableName', { value: forms.enquiries.tableName, description: 'Stored enquiries (kept 90 days after they are sent)' });
    new CfnOutput(this, 'PublishRoleArn', {
      value: publish.role.roleArn,
      description: `The role GitHub Actions assumes to deploy from ${config.githubRepo}'s main branch: the repository variable AWS_ROLE_ARN`,
    });
    new CfnOutput(this, 'EditorSignInSecretArn', {
      value: signIn.oauthApp.secretArn,
      description: "Put the GitHub OAuth app's { clientId, clientSecret } here (docs/deploy.md)",
    });
    new CfnOutput(this, 'MailEventsDeadLetterQueueArn', {
      value: forms.mailEventDeadLetters.queueArn,
      description: 'SES events the recording function could not record: replay with aws sqs start-message-move-task (docs/deploy.md)',
    });
    new CfnOutput(this, 'AlertTopicArn', { value: alerts.topic.topicArn, description: 'Owner alerts (the alert address, the SMS number if set, the office)' });
  }
}
