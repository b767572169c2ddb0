/**
 * Every deployment setting: the CDK context key and the environment variable it is read from, what it
 * means (the words of the error that names it when missing), and the sample a fresh clone synthesises
 * with: kept apart from the loader (config.ts), which reads and checks them.
 */
export interface Setting {
  context: string;
  env: string;
  description: string;
  /** Used only when not strict; required settings without one have a derived default. */
  sample?: string;
  required: boolean;
}

export const settings = {
  stackName: { context: 'stackName', env: 'SITE_STACK_NAME', description: 'CloudFormation stack name', required: false },
  domainName: {
    context: 'domainName',
    env: 'SITE_DOMAIN_NAME',
    description: 'the site\'s domain, e.g. www.example.com (comma-separated for aliases; the first is canonical)',
    sample: 'www.ridgewayrestoration.example',
    required: true,
  },
  certificateArn: {
    context: 'certificateArn',
    env: 'SITE_CERTIFICATE_ARN',
    description: 'ARN of an ACM certificate in us-east-1 covering the domain name(s)',
    sample: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-4000-8000-000000000000',
    required: true,
  },
  adminDomainName: {
    context: 'adminDomainName',
    env: 'SITE_ADMIN_DOMAIN_NAME',
    description: "the office's editor's own host name (default: admin. and the canonical domain without www.)",
    required: false,
  },
  adminCertificateArn: {
    context: 'adminCertificateArn',
    env: 'SITE_ADMIN_CERTIFICATE_ARN',
    description: "ARN of an ACM certificate in us-east-1 covering the editor's host name (default: the site's certificate)",
    required: false,
  },
  contactRecipient: {
    context: 'contactRecipient',
    env: 'CONTACT_RECIPIENT',
    description: 'the inbox that receives enquiries and sign-ups',
    sample: 'office@ridgewayrestoration.example',
    required: true,
  },
  alertEmail: {
    context: 'alertEmail',
    env: 'SITE_ALERT_EMAIL',
    description:
      "where the owner's alerts go (an enquiry not delivered, the office inbox bouncing): not the office inbox, best on another domain",
    sample: 'alerts@ridgeway-owner.example',
    required: true,
  },
  alertSms: {
    context: 'alertSms',
    env: 'SITE_ALERT_SMS',
    description: 'a mobile number that gets the same alerts by SMS, in E.164 form (e.g. +14045550123); optional',
    required: false,
  },
  contactSender: {
    context: 'contactSender',
    env: 'CONTACT_SENDER',
    description: 'the From address, on a verified SES identity (e.g. "Website <website@example.com>")',
    sample: 'Ridgeway Website <website@ridgewayrestoration.example>',
    required: true,
  },
  allowedOrigins: {
    context: 'allowedOrigins',
    env: 'ALLOWED_ORIGINS',
    description: 'origins the functions accept form posts from (default: https:// + each domain name)',
    required: false,
  },
  sesIdentity: {
    context: 'sesIdentity',
    env: 'SES_IDENTITY',
    description: 'verified SES identity the functions may send as (default: the sender\'s domain)',
    required: false,
  },
  githubRepo: {
    context: 'githubRepo',
    // The same variable the editor's build reads (site/admin/buildSettings.ts): one repository for both.
    env: 'ADMIN_GITHUB_REPO',
    description: "the site's GitHub repository, owner/name: the editor publishes to it, and only its main branch may deploy",
    sample: 'ridgeway-restoration/site',
    required: true,
  },
  reservedConcurrency: {
    context: 'reservedConcurrency',
    env: 'SITE_RESERVED_CONCURRENCY',
    description: 'concurrent executions reserved for (and capping) each function, default 10',
    required: false,
  },
  apiRateLimit: {
    context: 'apiRateLimit',
    env: 'SITE_API_RATE_LIMIT',
    description: 'steady-state requests per second the API accepts, default 10',
    required: false,
  },
  apiBurstLimit: {
    context: 'apiBurstLimit',
    env: 'SITE_API_BURST_LIMIT',
    description: 'requests the API accepts in a burst, default 20',
    required: false,
  },
  account: { context: 'account', env: 'CDK_DEFAULT_ACCOUNT', description: 'AWS account id', required: false },
  region: { context: 'region', env: 'CDK_DEFAULT_REGION', description: 'AWS region: us-east-1, where CloudFront reads its web ACL (the functions and SES run there too)', required: false },
} as const satisfies Record<string, Setting>;
