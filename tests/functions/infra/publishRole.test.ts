// @vitest-environment node
/**
 * Publishing from GitHub Actions: the role its workflow assumes.
 * The stack is synthesised once per run (stackTemplate.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { deployEnvironments } from '../../../functions/infra/publishRole';
import { byId, distributionServing, editorHost, logicalIdOf, ofType, only, resources, siteHost, type Statement, readStack, template } from './stackTemplate';

beforeAll(() => readStack(), 300_000);

describe('publishing from GitHub Actions', () => {
  const roleId = (name: 'DeployRole' | 'ContentRole') => Object.keys(resources).find((key) => key.startsWith(`Publish${name}`) && resources[key]?.Type === 'AWS::IAM::Role') ?? '';
  const statementsOfRole = (name: 'DeployRole' | 'ContentRole') =>
    ofType('AWS::IAM::Policy')
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId(name)))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  const actionsOf = (name: 'DeployRole' | 'ContentRole') => [...new Set(statementsOfRole(name).flatMap((statement) => [statement.Action].flat()))].sort();
  const bucketArns = () => [byId('SiteSiteBucket'), byId('EditorEditorBucket')].map((bucket) => ({ 'Fn::GetAtt': [logicalIdOf(bucket), 'Arn'] }));

  it("trusts GitHub's OIDC issuer, for tokens meant for STS", () => {
    const provider = only('AWS::IAM::OIDCProvider');
    expect(provider.Properties).toMatchObject({ Url: 'https://token.actions.githubusercontent.com', ClientIdList: ['sts.amazonaws.com'] });
  });

  it.each([
    ['DeployRole', 'production'],
    ['ContentRole', 'content'],
  ] as const)('lets only jobs of the repository in one environment assume the %s: %s', (name, environment) => {
    const trust = (resources[roleId(name)]?.Properties.AssumeRolePolicyDocument as { Statement: Statement[] }).Statement;
    expect(trust).toEqual([
      {
        Effect: 'Allow',
        Action: 'sts:AssumeRoleWithWebIdentity',
        Principal: { Federated: { Ref: logicalIdOf(only('AWS::IAM::OIDCProvider')) } },
        Condition: {
          StringEquals: {
            'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
            'token.actions.githubusercontent.com:sub': `repo:ridgeway-restoration/site:environment:${environment}`,
          },
        },
      },
    ]);
    expect(environment).toBe(deployEnvironments[name === 'DeployRole' ? 'full' : 'content']);
    expect(resources[roleId(name)]?.Properties.MaxSessionDuration).toBe(3600);
  });

  it('gives the deploy role what the deploy does and nothing else: the CDK bootstrap roles, the stack outputs, both buckets, invalidations', () => {
    expect(actionsOf('DeployRole')).toEqual(['cloudformation:DescribeStacks', 'cloudfront:CreateInvalidation', 's3:DeleteObject', 's3:ListBucket', 's3:PutObject', 'sts:AssumeRole', 'sts:TagSession']);
    const assume = statementsOfRole('DeployRole').find((statement) => [statement.Action].flat().includes('sts:AssumeRole'));
    const roleNames = JSON.stringify(assume?.Resource);
    expect(roleNames).toContain('cdk-hnb659fds-deploy-role-');
    expect(roleNames).toContain('cdk-hnb659fds-file-publishing-role-');
    expect([assume?.Resource].flat()).toHaveLength(2);
    for (const statement of statementsOfRole('DeployRole')) expect(JSON.stringify(statement.Resource)).not.toMatch(/"\*"|cdk-hnb659fds-\*/);
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.DeployRoleArn?.Value).toEqual({ 'Fn::GetAtt': [roleId('DeployRole'), 'Arn'] });
  });

  it('gives the content role uploads, invalidations and one kind of mail: it cannot change the stack nor assume the CDK roles', () => {
    const statements = statementsOfRole('ContentRole');
    expect(actionsOf('ContentRole')).toEqual(['cloudformation:DescribeStacks', 'cloudfront:CreateInvalidation', 's3:DeleteObject', 's3:ListBucket', 's3:PutObject', 'ses:SendEmail']);
    for (const statement of statements) {
      expect(statement.Effect).toBe('Allow');
      for (const action of [statement.Action].flat()) expect(action).not.toMatch(/^(sts|iam|lambda|cloudformation:(?!DescribeStacks$)|ssm|secretsmanager):|\*/);
      expect(JSON.stringify(statement.Resource)).not.toMatch(/"\*"|cdk-/);
    }
    // Both buckets, each one's objects, and nothing else.
    const s3 = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('s3:')));
    expect(s3.filter((statement) => statement.Action === 's3:ListBucket').map((statement) => statement.Resource)).toEqual(bucketArns());
    expect(s3.filter((statement) => statement.Action !== 's3:ListBucket').map((statement) => statement.Resource)).toEqual(
      bucketArns().map((arn) => ({ 'Fn::Join': ['', [arn, '/*']] })),
    );
    // Invalidations of the two distributions only.
    const invalidations = statements.filter((statement) => statement.Action === 'cloudfront:CreateInvalidation').map((statement) => JSON.stringify(statement.Resource));
    expect(invalidations).toHaveLength(2);
    expect(invalidations[0]).toContain(logicalIdOf(distributionServing(siteHost)));
    expect(invalidations[1]).toContain(logicalIdOf(distributionServing(editorHost)));
    // Mail to the office inbox only, from the site's sender only.
    const mail = statements.find((statement) => statement.Action === 'ses:SendEmail');
    expect(mail?.Condition).toEqual({
      StringEquals: { 'ses:FromAddress': 'website@example.com' },
      'ForAllValues:StringEquals': { 'ses:Recipients': ['office@example.com'] },
    });
    expect(JSON.stringify(mail?.Resource)).toContain(':identity/example.com');
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.ContentRoleArn?.Value).toEqual({ 'Fn::GetAtt': [roleId('ContentRole'), 'Arn'] });
  });
});

