/**
 * The values of the security headers every answer carries: the site's Content-Security-Policy, HSTS,
 * the features switched off, and the rest. The five response headers policies are made of them
 * (responseHeaders.ts), which CloudFront sends (responseHeadersPolicy.ts), `npm start` sends
 * (functions/dev/edge.ts) and the tests read.
 *
 * Kept free of aws-cdk-lib so the local server and a browser test can import it without loading the CDK.
 */
import { business } from '../../site/content/facts/business';
import { serializeCsp, type CspDirectives } from '../contract/contentSecurityPolicy';

/**
 * The video facade builds its player address from this origin (site/components/islands/VideoFacade.tsx); it is
 * YouTube's privacy-enhanced domain, which sets no cookies until the visitor plays the video.
 */
export const videoEmbedOrigin = 'https://www.youtube-nocookie.com';

function originOf(url: string | undefined): string | undefined {
  if (url === undefined || url.trim() === '') return undefined;
  return new URL(url).origin;
}

/**
 * Every host outside the site that a page may load something from. Nothing else is allowed: fonts are
 * self-hosted, images are in the build, and the forms post to `/api/` on the same origin.
 */
export const thirdPartyOrigins = {
  /** The reviews widget script (business.reviews.widgetScriptUrl), added when the visitor asks for live reviews. */
  reviewsWidget: originOf(business.reviews.widgetScriptUrl),
  /** The map frame (business.map.embedUrl) behind the map facade's load button. */
  map: originOf(business.map.embedUrl),
  /** The video frame behind the video facade's play button. */
  video: videoEmbedOrigin,
} as const;

const present = (...values: (string | undefined)[]) => values.filter((value): value is string => value !== undefined);

/**
 * Directive -> sources, in the order they are written into the header.
 *
 * - `default-src 'none'`: every kind of request the site makes is listed below, so anything new (a web
 *   manifest, a media file, a worker) is refused until it is listed here, and the browser test notices.
 * - `script-src`: the site's own modules, the reviews widget, and two inline scripts by their hashes,
 *   which the build lists (functions/contract/inlineScripts.ts): the island loader, which every page carries inline
 *   to save a phone a request before first paint (site/prerender.ts), and the speculation rules, which
 *   cannot run code. (`'inline-speculation-rules'` would allow any rules, but a hash in the list turns
 *   that keyword off.) No other inline script runs: the pages' other inline `<script>` elements are
 *   JSON-LD (`application/ld+json`), the asset list and island props (`application/json`), data
 *   blocks the browser never executes.
 * - `style-src`: stylesheets are files, but the prerendered HTML carries inline style attributes (the
 *   design system's `Columns minItemWidth` writes its CSS variable into `style="..."`, e.g. the
 *   service-area list on /contact), and a blocked attribute is not restored by hydration. `style-src-attr` allows
 *   exactly those attributes. `style-src-elem` allows stylesheets from our origin and inline `<style>`
 *   elements: every page carries its own CSS inline so it paints without waiting for a CSS file, and
 *   React Aria adds one `<style>` rule at run time. Hashing them would tie the header to one build's
 *   CSS; CSS cannot run script, and no page renders markup a visitor supplied. `style-src 'self'
 *   'unsafe-inline'` is what browsers without CSP level 3 fall back to.
 *   Styles React sets at runtime go through the CSSOM, which CSP does not govern.
 * - `img-src`: images are hashed files in the build, and the favicon is a `data:` URL in each page
 *   (`site/favicon.ts`), which saves a phone a request before first paint. An image runs no code.
 * - `connect-src`: the site's own origin (the forms' /api/, the beacon) and the photo bucket's, where
 *   the contact form uploads a visitor's photos under a signed policy (photoBucketRules.ts; locally the
 *   S3 emulator's origin, which `npm start` passes).
 * - `frame-src`: the map and video frames. They load only when the visitor asks (facades).
 */
export function contentSecurityPolicyDirectives(inlineScriptHashes: readonly string[], photoUploadOrigin?: string): CspDirectives {
  if (inlineScriptHashes.length === 0) throw new Error('The policy needs the hashes of the inline island loader and speculation rules: none were given.');
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...new Set(inlineScriptHashes), ...present(thirdPartyOrigins.reviewsWidget)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'", "'unsafe-inline'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...present(photoUploadOrigin)],
    'frame-src': present(thirdPartyOrigins.map, thirdPartyOrigins.video),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
}

/** The stack output that lists a deployed build's inline-script hashes, which the next deploy keeps allowed (deploy.ts). */
export const inlineScriptHashesOutput = 'InlineScriptHashes';

/** The header's value for a build whose pages carry inline scripts with these hashes, uploading photos to that origin. */
export const contentSecurityPolicyFor = (inlineScriptHashes: readonly string[], photoUploadOrigin?: string) =>
  serializeCsp(contentSecurityPolicyDirectives(inlineScriptHashes, photoUploadOrigin));

/** Two years, the minimum the HSTS preload list accepts. */
export const hstsMaxAgeSeconds = 2 * 365 * 24 * 60 * 60;

/**
 * Powerful features no page uses, switched off for the site and every frame in it. Autoplay,
 * encrypted-media, fullscreen and picture-in-picture stay allowed because the video frame asks for
 * them. Only names Chromium recognises are listed: an unknown one makes it log an error on every page.
 */
export const disabledFeatures = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
  'browsing-topics',
] as const;

export const permissionsPolicy = disabledFeatures.map((feature) => `${feature}=()`).join(', ');

/**
 * How much of the address a link from our pages takes along: the origin, to another site over HTTPS.
 * Pages whose own address carries a secret (the newsletter's links, the editor's sign-in) send none.
 */
export type ReferrerPolicy = 'strict-origin-when-cross-origin' | 'no-referrer';

/**
 * The security headers of an answer whose page runs under `contentSecurityPolicy`: header name ->
 * value, exactly as a browser receives them.
 */
export const securityHeaders = (contentSecurityPolicy: string, referrerPolicy: ReferrerPolicy = 'strict-origin-when-cross-origin') => ({
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains; preload`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': referrerPolicy,
  'Permissions-Policy': permissionsPolicy,
  'X-Frame-Options': 'DENY',
});
