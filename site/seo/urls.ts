import { business } from '../content/facts/business';

/**
 * The absolute address of a site path, on the canonical origin. Search engines, feed readers and
 * social cards resolve nothing relative, so every URL leaving the site goes through here.
 */
export function absoluteUrl(path: string, siteUrl: string = business.siteUrl): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
