import { CfnOutput, CfnRule, Fn, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AdminSignIn } from './adminSignIn';
import type { SiteConfig } from './config';
import { editorPrefix } from './cleanUrls';
import { EdgeProtection } from './edgeProtection';
import { EditorSite } from './editorSite';
import { FormFunctions } from './formFunctions';
import { OwnerAlerts } from './ownerAlerts';
import { deployEnvironments, PublishRoles } from './publishRole';
import { inlineScriptHashesOutput } from './securityHeaders';
import { StaticSite } from './staticSite';
import { VisitCounts } from './visitCounts';
import type { ServiceChoice } from '../contract/forms';
import type { PageRoutes } from '../contract/pageRoutes';

export interface SiteStackProps extends StackProps {
  config: SiteConfig;
  /** The CSP hashes of the inline scripts in this build's pages (functions/contract/inlineScripts.ts). */
  inlineScriptHashes: readonly string[];
  /**
   * The live build's, allowed too until the next deploy: the policy changes before the new pages are
   * uploaded, and pages cached at the edge keep the old loader for minutes after.
   */
  liveInlineScriptHashes?: readonly string[];
  /** This build's pages (functions/contract/pageRoutes.ts), which the beacon counts by. */
  pageRoutes: PageRoutes;
  /** This build's contact form service list (functions/contract/serviceChoices.ts). */
  serviceChoices: readonly ServiceChoice[];
}

/**
 * The whole production site, one construct per concern, each readable on its own:
 * - `OwnerAlerts` (ownerAlerts.ts): who hears when something is wrong, and how;
 * - `EdgeProtection` (edgeProtection.ts): the web ACL and the secret that keeps the API behind CloudFront;
 * - `AdminSignIn` (adminSignIn.ts): the office editor's GitHub sign-in, a function, its secret and states;
 * - `FormFunctions` (formFunctions.ts): the API, the functions, their tables, mail and alarms;
 * - `StaticSite` (staticSite.ts): the pages' bucket and the distribution in front of it all;
 * - `EditorSite` (editorSite.ts): the office's editor and its sign-in, on a host of their own;
 * - `PublishRoles` (publishRole.ts): what GitHub Actions deploys with: the whole stack after a
 *   reviewer's approval, or content alone, on its own;
 * - `VisitCounts` (visitCounts.ts): the beacon, its counters and the owner's weekly mail.
 */
export class SiteStack extends Stack {
  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config, inlineScriptHashes, liveInlineScriptHashes = [], pageRoutes, serviceChoices } = props;

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
    const forms = new FormFunctions(this, 'Forms', { config, alerts, originSecret: edge.originSecret, adminSignIn: signIn.fn, serviceChoices });
    const visits = new VisitCounts(this, 'Visits', { config, alerts, originSecret: edge.originSecret, enquiries: forms.enquiries, subscribers: forms.subscribers, pageRoutes });
    const site = new StaticSite(this, 'Site', {
      config,
      inlineScriptHashes: [...inlineScriptHashes, ...liveInlineScriptHashes],
      api: forms.api,
      beaconApi: visits.api,
      apiOriginHeaders: edge.originHeaders(),
      webAclArn: edge.webAcl.attrArn,
      editorUrl: `https://${config.adminDomainName}${editorPrefix}`,
    });
    const editor = new EditorSite(this, 'Editor', { config, site, webAclArn: edge.webAcl.attrArn });
    edge.rotateWith(site.distribution, editor.distribution);
    const publish = new PublishRoles(this, 'Publish', { config, site, editor });

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
    new CfnOutput(this, 'VisitCounterTableName', { value: visits.table.tableName, description: 'Daily visit counts, for npm run report (COUNTER_TABLE)' });
    new CfnOutput(this, 'EnquiryTableName', { value: forms.enquiries.tableName, description: 'Stored enquiries (kept 90 days after they are sent)' });
    new CfnOutput(this, 'DeployRoleArn', {
      value: publish.deployRole.roleArn,
      description: `The role GitHub Actions deploys the whole stack with, in ${config.githubRepo}'s ${deployEnvironments.full} environment: the repository variable AWS_DEPLOY_ROLE_ARN`,
    });
    new CfnOutput(this, 'ContentRoleArn', {
      value: publish.contentRole.roleArn,
      description: `The role GitHub Actions publishes content with, in ${config.githubRepo}'s ${deployEnvironments.content} environment: the repository variable AWS_CONTENT_ROLE_ARN`,
    });
    new CfnOutput(this, 'EditorSignInSecretArn', {
      value: signIn.githubApp.secretArn,
      description: "Put the GitHub App's { clientId, clientSecret } here (docs/deploy.md)",
    });
    new CfnOutput(this, 'EditorBucketName', { value: editor.bucket.bucketName, description: 'Bucket the deploy uploads the built editor to' });
    new CfnOutput(this, 'EditorDistributionId', { value: editor.distribution.distributionId, description: "For the editor's cache invalidations" });
    new CfnOutput(this, 'EditorDistributionDomainName', {
      value: editor.distribution.distributionDomainName,
      description: `Point the DNS record of ${config.adminDomainName} here (CNAME)`,
    });
    new CfnOutput(this, 'EditorUrl', { value: `https://${config.adminDomainName}${editorPrefix}` });
    new CfnOutput(this, 'MailEventsDeadLetterQueueArn', {
      value: forms.mailEventDeadLetters.queueArn,
      description: 'SES events the recording function could not record: replay with aws sqs start-message-move-task (docs/deploy.md)',
    });
    new CfnOutput(this, 'AlertTopicArn', { value: alerts.topic.topicArn, description: 'Owner alerts (the alert address, the SMS number if set, the office)' });
  }
}
