import { business } from '../content/facts/business';
import { absoluteUrl } from './urls';

/** Site path of the sitemap, where the prerenderer writes it and robots.txt points. */
export const sitemapPath = '/sitemap.xml';

/** `robots.txt`: everything may be crawled; noindex pages say so themselves in their head. */
export function buildRobotsTxt(siteUrl: string = business.siteUrl): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(sitemapPath, siteUrl)}`, ''].join('\n');
}
