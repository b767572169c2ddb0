/** A deployment's settings with every required variable set and one domain name: what `loadSiteConfig` accepts when strict. */
export const siteEnv = {
  SITE_DOMAIN_NAME: 'www.example.com',
  SITE_CERTIFICATE_ARN: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-4333-8444-555555555555',
  CONTACT_RECIPIENT: 'office@example.com',
  SITE_ALERT_EMAIL: 'owner@owner-mail.example.net',
  CONTACT_SENDER: 'Website <website@example.com>',
  ADMIN_GITHUB_REPO: 'ridgeway-restoration/site',
};
