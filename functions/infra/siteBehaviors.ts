/**
 * The public site's distribution, path by path: which origin answers, with which response headers,
 * and whether the viewer-request function (cleanUrls.ts) runs first. The stack makes CloudFront's
 * behaviours from this table (staticSite.ts) and `npm start` answers each path the same way
 * (functions/dev/edge.ts). Free of aws-cdk-lib.
 */
import { signInPrefix } from '../admin-sign-in/paths';
import { beaconPath } from '../contract/visits';
import { assetsPrefix } from './publish';
import type { SiteResponseHeaders } from './responseHeaders';

/** Where the newsletter's link pages live: answered with `Referrer-Policy: no-referrer`. */
export const linkPagesPrefix = '/api/newsletter/';

/** What a missing page is answered with, status 404. */
export const notFoundPage = '/404.html';

export interface SiteBehavior {
  /** CloudFront's path pattern: `*` stands for any characters, `?` for one. */
  pattern: string;
  /** The pages' bucket, the forms' API, or the beacon's own API. */
  origin: 'bucket' | 'api' | 'beacon';
  /** How long CloudFront keeps an answer: a page's five minutes, an asset's year, or not at all. */
  cache: 'page' | 'asset' | 'none';
  headers: keyof SiteResponseHeaders;
  /** Whether the site's viewer-request function runs first: clean URLs, and the editor's paths sent to its host. */
  viewerRequest: boolean;
}

/** The default behaviour: every path no pattern below takes. */
export const defaultBehavior: SiteBehavior = { pattern: '*', origin: 'bucket', cache: 'page', headers: 'page', viewerRequest: true };

/** CloudFront takes the first pattern that matches, so the order matters. */
export const siteBehaviors: readonly SiteBehavior[] = [
  { pattern: `/${assetsPrefix}*`, origin: 'bucket', cache: 'asset', headers: 'asset', viewerRequest: false },
  // Before /api/*.
  { pattern: `${linkPagesPrefix}*`, origin: 'api', cache: 'none', headers: 'linkPage', viewerRequest: false },
  // The sign-in answers only on the editor's host; here the function sends the browser there.
  { pattern: `${signInPrefix}*`, origin: 'api', cache: 'none', headers: 'page', viewerRequest: true },
  { pattern: beaconPath, origin: 'beacon', cache: 'none', headers: 'page', viewerRequest: false },
  { pattern: '/api/*', origin: 'api', cache: 'none', headers: 'page', viewerRequest: false },
];

const escapeRegExp = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/** CloudFront's matching of a path pattern: case-sensitive, `*` any characters, `?` exactly one. */
export const matchesPattern = (pattern: string, path: string) =>
  new RegExp(`^${escapeRegExp(pattern).replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 's').test(path);

/** The behaviour that answers `path` (the URL's path, as the browser sent it). */
export const behaviorFor = (path: string): SiteBehavior => siteBehaviors.find((behavior) => matchesPattern(behavior.pattern, path)) ?? defaultBehavior;
