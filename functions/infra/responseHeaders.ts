/**
 * The five response headers policies, as header name -> value: what CloudFront adds to every answer
 * of a behaviour (responseHeadersPolicy.ts turns each into a CDK policy), what `npm start` adds to the
 * same paths (functions/dev/edge.ts), and what the tests expect. Free of aws-cdk-lib.
 */
import { adminContentSecurityPolicy } from '../../site/admin/contentSecurityPolicy';
import { handshakeContentSecurityPolicy } from '../admin-sign-in/page';
import { cacheControl } from './publish';
import { contentSecurityPolicyFor, securityHeaders } from './securityHeaders';

export interface HeadersPolicy {
  /** What the policy is for, shown in the AWS console. */
  comment: string;
  /** Sent with every answer, in place of any the origin sent: an origin can never weaken them. */
  headers: Readonly<Record<string, string>>;
  /** Sent only when the origin's answer has none of its own (the deploy sets each file's Cache-Control). */
  fallbacks: Readonly<Record<string, string>>;
}

const noIndex = { 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * The public site's policies, for a build whose pages carry inline scripts with these hashes (and,
 * during a deploy, the live build's too), and whose contact form uploads photos to `photoUploadOrigin`
 * (the photo bucket's, photoBucketRules.ts; the S3 emulator's under `npm start`).
 */
export function siteResponseHeaders(inlineScriptHashes: readonly string[], photoUploadOrigin?: string) {
  const pages = securityHeaders(contentSecurityPolicyFor(inlineScriptHashes, photoUploadOrigin));
  return {
    page: {
      comment: 'Security headers for pages and the API',
      headers: pages,
      fallbacks: { 'Cache-Control': cacheControl.page },
    },
    // The newsletter's link pages carry the address and its signature in their URL: no Referer may
    // take them along, whatever the function says (it says no-referrer too, and the page's meta tag).
    linkPage: {
      comment: 'Security headers for the newsletter link pages: no Referer ever leaves them',
      headers: { ...pages, 'Referrer-Policy': 'no-referrer' },
      fallbacks: {},
    },
    asset: {
      comment: 'Security headers and immutable caching for hashed assets',
      headers: { ...pages, 'Cache-Control': cacheControl.asset },
      fallbacks: {},
    },
  } as const satisfies Record<string, HeadersPolicy>;
}

export type SiteResponseHeaders = ReturnType<typeof siteResponseHeaders>;

/** The editor's host (editorSite.ts): its own policies, and never indexed. */
export const editorResponseHeaders = {
  // The editor (site/admin/) has its own Content-Security-Policy, looser than the pages' where it
  // needs it.
  editor: {
    comment: "Security headers for the office's editor: its own policy, and never indexed",
    headers: { ...securityHeaders(adminContentSecurityPolicy), ...noIndex },
    fallbacks: { 'Cache-Control': cacheControl.page },
  },
  // The sign-in's last page hands a GitHub token to the editor with one script, allowed by its hash
  // and nothing else; its URL carries GitHub's code and the state, so no Referer.
  signIn: {
    comment: "Security headers for the editor's sign-in: only the handshake script runs, no Referer leaves",
    headers: { ...securityHeaders(handshakeContentSecurityPolicy, 'no-referrer'), ...noIndex },
    fallbacks: {},
  },
} as const satisfies Record<string, HeadersPolicy>;
