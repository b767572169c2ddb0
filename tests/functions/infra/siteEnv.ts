import { loadSiteConfig } from '../../../functions/infra/config';

/** A deployment's settings with every required variable set and one domain name: what `loadSiteConfig` accepts when strict. */
export const siteEnv = {
  SITE_DOMAIN_NAME: 'www.example.com',
  SITE_CERTIFICATE_ARN: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-4333-8444-555555555555',
  CONTACT_RECIPIENT: 'office@example.com',
  SITE_ALERT_EMAIL: 'owner@owner-mail.example.net',
  CONTACT_SENDER: 'Website <website@example.com>',
  ADMIN_GITHUB_REPO: 'ridgeway-restoration/site',
};

/** Those settings as the stack reads them. */
export const siteConfig = loadSiteConfig({ env: siteEnv, strict: true });

/** A city page of the build's list of pages, whose visits and calls the counting tests count. */
export const cityPath = '/water-damage-restoration-snellville-ga';
/** The build's list of pages the counting function counts by (functions/contract/pageRoutes.ts): the home page and that city page. */
export const pageRoutes = { '/': { lang: 'en', kind: 'home' }, [cityPath]: { lang: 'en', kind: 'cityService' } };
