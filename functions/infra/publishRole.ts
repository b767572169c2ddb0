import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Effect, OidcProviderNative, PolicyStatement, Role, WebIdentityPrincipal } from 'aws-cdk-lib/aws-iam';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { SiteConfig } from './config';
import { addressOf } from './config';

/** GitHub Actions' OpenID Connect issuer: each workflow run gets a token from it, signed for one repository and job. */
export const githubOidcHost = 'token.actions.githubusercontent.com';

/** The qualifier of `cdk bootstrap`'s default roles (`cdk-hnb659fds-deploy-role-<account>-<region>`). */
export const bootstrapQualifier = 'hnb659fds';

/** The branch whose commits deploy: the editor publishes there. */
export const publishBranch = 'main';

/**
 * The GitHub Environments a deploy job runs in (.github/workflows/publish.yml). A job in an environment
 * gets an OIDC token whose subject names it (`repo:<owner/name>:environment:<name>`), and GitHub holds
 * the job until the environment's rules are met: `production` waits for a reviewer's approval,
 * `content` does not. Both allow only the `main` branch (docs/deploy.md).
 */
export const deployEnvironments = { full: 'production', content: 'content' } as const;

/** A bucket and the distribution that serves it: the site's, the editor's. */
export interface ServedBucket {
  bucket: Bucket;
  distribution: Distribution;
}

export interface PublishRolesProps {
  config: SiteConfig;
  site: ServedBucket;
  editor: ServedBucket;
}

/**
 * What a publish deploys with: GitHub Actions trades a job's OIDC token for one of two roles, so no
 * AWS key is stored anywhere, and which role a job gets depends on its environment:
 * - the deploy role (`production`, after a reviewer's approval) may do what `npm run deploy` does
 *   (functions/infra/deploy.ts): assume the CDK bootstrap's deploy and file-publishing roles, with which
 *   `cdk deploy` changes the stack, then upload and invalidate as below;
 * - the content role (`content`, automatic for a commit that changes only what the editor writes) may
 *   read this stack's outputs, upload the site and the editor to their buckets, invalidate the two
 *   distributions, and mail the office when a publish fails (`npm run deploy:content`,
 *   functions/infra/publishContent.ts). It cannot change the stack nor assume any role.
 */
export class PublishRoles extends Construct {
  readonly provider: OidcProviderNative;
  readonly deployRole: Role;
  readonly contentRole: Role;

  constructor(scope: Construct, id: string, props: PublishRolesProps) {
    super(scope, id);
    const { config } = props;
    const stack = Stack.of(this);
    // An account has one provider per issuer: a second stack in the account would import this one.
    this.provider = new OidcProviderNative(this, 'GitHubActions', {
      url: `https://${githubOidcHost}`,
      clientIds: ['sts.amazonaws.com'],
    });
    const trusted = (environment: string) =>
      new WebIdentityPrincipal(this.provider.oidcProviderArn, {
        StringEquals: {
          [`${githubOidcHost}:aud`]: 'sts.amazonaws.com',
          // Exact: a job of this repository in this environment, which allows only the main branch.
          [`${githubOidcHost}:sub`]: `repo:${config.githubRepo}:environment:${environment}`,
        },
      });

    this.deployRole = new Role(this, 'DeployRole', {
      description: `Deploys the stack and the site from GitHub Actions jobs of ${config.githubRepo} in the ${deployEnvironments.full} environment (a reviewer approves each)`,
      maxSessionDuration: Duration.hours(1),
      assumedBy: trusted(deployEnvironments.full),
    });
    this.contentRole = new Role(this, 'ContentRole', {
      description: `Publishes content from GitHub Actions jobs of ${config.githubRepo} in the ${deployEnvironments.content} environment: uploads and invalidations only`,
      maxSessionDuration: Duration.hours(1),
      assumedBy: trusted(deployEnvironments.content),
    });

    const bootstrapRole = (name: string) =>
      stack.formatArn({ service: 'iam', region: '', resource: 'role', resourceName: `cdk-${bootstrapQualifier}-${name}-${stack.account}-${stack.region}` });
    this.deployRole.addToPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['sts:AssumeRole', 'sts:TagSession'],
        resources: [bootstrapRole('deploy-role'), bootstrapRole('file-publishing-role')],
      }),
    );

    for (const role of [this.deployRole, this.contentRole]) {
      // The deploy reads the live build's script hashes and the buckets' and distributions' names.
      role.addToPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['cloudformation:DescribeStacks'], resources: [stack.stackId] }));
      for (const { bucket, distribution } of [props.site, props.editor]) {
        // `aws s3 sync --delete`: list the bucket, put new and changed files, delete removed ones.
        role.addToPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
        role.addToPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:PutObject', 's3:DeleteObject'], resources: [bucket.arnForObjects('*')] }));
        distribution.grantCreateInvalidation(role);
      }
    }

    // A publish whose checks fail tells the office, in the build's words (failedPublish.ts): one mail,
    // from the site's sender, to the office inbox and nobody else.
    this.contentRole.addToPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail'],
        resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: config.sesIdentity })],
        conditions: {
          StringEquals: { 'ses:FromAddress': addressOf(config.contactSender) },
          'ForAllValues:StringEquals': { 'ses:Recipients': [config.contactRecipient] },
        },
      }),
    );

    // The rule names the finding by each bucket's logical id; acknowledged for those resources only.
    for (const role of [this.deployRole, this.contentRole]) {
      for (const { bucket } of [props.site, props.editor]) {
        const bucketId = stack.resolve(stack.getLogicalId(bucket.node.defaultChild as CfnBucket)) as string;
        Validations.of(role).acknowledge({
          id: `AwsSolutions::AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
          reason: "The site's and the editor's files are uploaded under every key of their own bucket (`<bucket>/*`): the deploy syncs the whole build, whose file names change with each build.",
        });
      }
    }
  }
}
