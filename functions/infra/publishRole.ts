import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Effect, OidcProviderNative, PolicyStatement, Role, WebIdentityPrincipal } from 'aws-cdk-lib/aws-iam';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** GitHub Actions' OpenID Connect issuer: each workflow run gets a token from it, signed for one repository and ref. */
export const githubOidcHost = 'token.actions.githubusercontent.com';

/** The qualifier of `cdk bootstrap`'s default roles (`cdk-hnb659fds-deploy-role-<account>-<region>`). */
export const bootstrapQualifier = 'hnb659fds';

/** The branch whose commits deploy: the editor publishes there (site/admin/main.ts). */
export const publishBranch = 'main';

export interface PublishRoleProps {
  /** `owner/name`: only this repository's workflows may assume the role. */
  githubRepo: string;
  bucket: Bucket;
  distribution: Distribution;
}

/**
 * What a publish deploys with: GitHub Actions (.github/workflows/publish.yml) trades the run's OIDC
 * token for this role, so no AWS key is stored anywhere. Only runs on this repository's `main` branch
 * get it, and it may do what `npm run deploy` does (functions/infra/deploy.ts), nothing else:
 * - assume the CDK bootstrap's deploy and file-publishing roles, with which `cdk deploy` changes the
 *   stack and uploads the functions' bundles (the stack does no lookups and builds no images);
 * - read this stack's outputs (the live build's script hashes), upload the site to its bucket, and
 *   invalidate the distribution's cache.
 */
export class PublishRole extends Construct {
  readonly provider: OidcProviderNative;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: PublishRoleProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // An account has one provider per issuer: a second stack in the account would import this one.
    this.provider = new OidcProviderNative(this, 'GitHubActions', {
      url: `https://${githubOidcHost}`,
      clientIds: ['sts.amazonaws.com'],
    });
    this.role = new Role(this, 'Role', {
      description: `Deploys the site from GitHub Actions runs on ${props.githubRepo}'s ${publishBranch} branch`,
      maxSessionDuration: Duration.hours(1),
      assumedBy: new WebIdentityPrincipal(this.provider.oidcProviderArn, {
        StringEquals: {
          [`${githubOidcHost}:aud`]: 'sts.amazonaws.com',
          // Exact: not a pull request, another branch, a tag or a fork.
          [`${githubOidcHost}:sub`]: `repo:${props.githubRepo}:ref:refs/heads/${publishBranch}`,
        },
      }),
    });

    const bootstrapRole = (name: string) =>
      stack.formatArn({ service: 'iam', region: '', resource: 'role', resourceName: `cdk-${bootstrapQualifier}-${name}-${stack.account}-${stack.region}` });
    this.role.addToPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['sts:AssumeRole', 'sts:TagSession'],
        resources: [bootstrapRole('deploy-role'), bootstrapRole('file-publishing-role')],
      }),
    );
    this.role.addToPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['cloudformation:DescribeStacks'],
        resources: [stack.stackId],
      }),
    );
    // `aws s3 sync --delete`: list the bucket, put new and changed files, delete removed ones.
    this.role.addToPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:ListBucket'], resources: [props.bucket.bucketArn] }));
    this.role.addToPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:PutObject', 's3:DeleteObject'], resources: [props.bucket.arnForObjects('*')] }),
    );
    props.distribution.grantCreateInvalidation(this.role);
    // The rule names the finding by the bucket's logical id; acknowledged for that resource only.
    const bucketId = stack.resolve(stack.getLogicalId(props.bucket.node.defaultChild as CfnBucket)) as string;
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions::AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
      reason: "The site's files are uploaded under every key of its own bucket (`<bucket>/*`): the deploy syncs the whole build, whose file names change with each build.",
    });
  }
}
