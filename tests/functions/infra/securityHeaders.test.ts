// @vitest-environment node
/**
 * The response headers policies, and the Content-Security-Policy against what the site loads.
 * The stack is synthesised once per run (stackTemplate.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseLiveHashes } from '../../../functions/infra/deploy';
import { contentSecurityPolicyFor, inlineScriptHashesOutput, thirdPartyOrigins, videoEmbedOrigin } from '../../../functions/infra/securityHeaders';
import { editorResponseHeaders, type HeadersPolicy } from '../../../functions/infra/responseHeaders';
import { handshakeContentSecurityPolicy } from '../../../functions/admin-sign-in/page';
import { adminContentSecurityPolicy } from '../../../site/admin/contentSecurityPolicy';
import { business } from '../../../site/content/facts/business';
import { hostsOf, parseCsp } from '../cspScan';
import { type HeadersPolicyConfig, servedHeaders } from './servedHeaders';
import { buildHashes, contentSecurityPolicy, distributionConfig, editorConfig, liveHashes, ofType, photoOrigin, resources, root, securityHeaders, siteHeaders, readStack, template } from './stackTemplate';

beforeAll(() => readStack(), 300_000);

describe('security headers', () => {
  const policies = () =>
    ofType('AWS::CloudFront::ResponseHeadersPolicy').map((resource) => resource.Properties.ResponseHeadersPolicyConfig as HeadersPolicyConfig);

  it("every behaviour answers with a security headers policy, the editor's too", () => {
    const ids = new Set(Object.entries(resources).filter(([, r]) => r.Type === 'AWS::CloudFront::ResponseHeadersPolicy').map(([id]) => id));
    for (const config of [distributionConfig(), editorConfig()]) {
      for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
        expect(ids.has((behavior.ResponseHeadersPolicyId as { Ref: string }).Ref), behavior.PathPattern ?? 'default').toBe(true);
      }
    }
  });

  it('sends exactly the headers of responseHeaders.ts, each policy its own, with the expected values', () => {
    const sources: HeadersPolicy[] = [...Object.values(siteHeaders), ...Object.values(editorResponseHeaders)];
    expect(policies().map((policy) => policy.Comment).sort()).toEqual(sources.map((source) => source.comment).sort());
    for (const policy of policies()) {
      const source = sources.find((candidate) => candidate.comment === policy.Comment);
      // Override: an origin can never weaken them; Cache-Control of a page or the editor is the object's own.
      expect(servedHeaders(policy), policy.Comment).toEqual({ headers: source?.headers, fallbacks: source?.fallbacks });
    }
    expect(securityHeaders).toEqual({
      'Content-Security-Policy': contentSecurityPolicy,
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.any(String),
      'X-Frame-Options': 'DENY',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(securityHeaders['Permissions-Policy']).toContain(`${feature}=()`);
    }
    expect(siteHeaders.linkPage.headers).toEqual({ ...securityHeaders, 'Referrer-Policy': 'no-referrer' });
    expect(siteHeaders.asset.headers).toEqual({ ...securityHeaders, 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(siteHeaders.page.fallbacks).toEqual({ 'Cache-Control': 'public, max-age=300, must-revalidate' });
    expect(editorResponseHeaders.editor.headers).toEqual({ ...securityHeaders, 'Content-Security-Policy': adminContentSecurityPolicy, 'X-Robots-Tag': 'noindex, nofollow' });
    expect(editorResponseHeaders.signIn.headers).toEqual({
      ...securityHeaders,
      'Content-Security-Policy': handshakeContentSecurityPolicy,
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex, nofollow',
    });
  });

  it('keeps the site out of frames and refuses plugins, foreign base URLs and foreign form targets', () => {
    const csp = parseCsp(contentSecurityPolicy);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // The site's own origin, and the photo bucket's, where the contact form uploads (photoBucketRules.ts).
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://www-example-com-enquiry-photos.s3.us-east-1.amazonaws.com']);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('upgrade-insecure-requests')).toEqual([]);
  });

  it("runs no inline script but the build's by hash, this build's and the live one's: no unsafe-inline, unsafe-eval or nonces", () => {
    const scriptSources = parseCsp(contentSecurityPolicy).get('script-src') ?? [];
    expect(scriptSources).toContain("'self'");
    expect(scriptSources.filter((source) => source.startsWith("'sha"))).toEqual([...buildHashes, ...liveHashes]);
    for (const source of scriptSources) expect(source).not.toMatch(/unsafe|nonce-|\*/);
    expect(() => contentSecurityPolicyFor([])).toThrow(/hashes of the inline island loader/);
  });

  it("hands this build's hashes, not the live build's, to the next deploy", () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs[inlineScriptHashesOutput]?.Value).toBe(buildHashes.join(' '));
    // What the aws CLI prints for that output, and for a stack without it.
    expect(parseLiveHashes(`${buildHashes.join(' ')}\n`)).toEqual(buildHashes);
    expect(parseLiveHashes('None\n')).toEqual([]);
  });
});

/** Third parties the site's code loads at runtime, found in the source rather than in the policy. */
function runtimeThirdParties(): Map<string, Set<string>> {
  const files = readdirSync(path.join(root, 'site'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const sources = files.map((file) => readFileSync(file, 'utf8'));
  const found = new Map<string, Set<string>>();
  const add = (directive: string, origin: string | undefined) => {
    if (!origin) return;
    found.set(directive, (found.get(directive) ?? new Set()).add(origin));
  };

  const businessValue = (expression: string): unknown =>
    expression
      .replace(/^business\./, '')
      .split('.')
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], business);
  // An expression's absolute URL origins: a literal, a business fact, or a prop passed in by callers.
  const resolve = (expression: string, depth = 0): string[] => {
    const text = expression.trim();
    const conditional = /^[^?]+\?([^:]+):(.+)$/.exec(text);
    if (conditional) return [...resolve(conditional[1] ?? '', depth), ...resolve(conditional[2] ?? '', depth)];
    const literal = /^[`'"](https?:\/\/[^/`'"$]+)/.exec(text);
    if (literal?.[1]) return [new URL(literal[1]).origin];
    if (text.startsWith('business.')) {
      const value = businessValue(text);
      return typeof value === 'string' && /^https?:/.test(value) ? [new URL(value).origin] : [];
    }
    if (/^\w+$/.test(text) && depth === 0) {
      return sources.flatMap((source) =>
        // A JSX prop (`scriptUrl={…}`) or an island's prop in its props object (`scriptUrl: …`).
        [...source.matchAll(new RegExp(`\\b${text}(?:=\\{([^}]+)\\}|: ([^,}\\n]+))`, 'g'))].flatMap((match) =>
          resolve(match[1] ?? match[2] ?? '', 1),
        ),
      );
    }
    return [];
  };

  const directiveFor: Record<string, string> = {
    script: 'script-src',
    iframe: 'frame-src',
    img: 'img-src',
    source: 'img-src',
    video: 'media-src',
    audio: 'media-src',
    embed: 'object-src',
    object: 'object-src',
  };
  for (const source of sources) {
    for (const [, tag = '', body = ''] of source.matchAll(/<(script|iframe|img|source|video|audio|embed|object)\b([\s\S]*?)\/?>/g)) {
      const src = /\bsrc=(?:\{([^}]+)\}|("[^"]*"))/.exec(body);
      for (const origin of resolve(src?.[1] ?? src?.[2] ?? '')) add(directiveFor[tag] ?? 'default-src', origin);
    }
    for (const [, argument = ''] of source.matchAll(/useThirdPartyScript\(\s*([^,)]+)/g)) {
      for (const origin of resolve(argument)) add('script-src', origin);
    }
  }
  return found;
}

describe('Content-Security-Policy against what the site loads', () => {
  const csp = parseCsp(contentSecurityPolicy);

  it('derives the third parties from the business facts', () => {
    expect(thirdPartyOrigins).toEqual({
      reviewsWidget: new URL(business.reviews.widgetScriptUrl).origin,
      map: new URL(business.map.embedUrl).origin,
      video: videoEmbedOrigin,
    });
  });

  it('names exactly the origins the site code loads scripts and frames from, and no others', () => {
    const found = runtimeThirdParties();
    // Sanity: the scan does see the three embeds, so an empty policy could not pass by accident.
    expect([...(found.get('script-src') ?? [])]).toContain(thirdPartyOrigins.reviewsWidget);
    expect([...(found.get('frame-src') ?? [])].sort()).toEqual([thirdPartyOrigins.map, thirdPartyOrigins.video].sort());
    // Besides: the photo bucket, which the upload function names to the form at run time (photoBucketRules.ts).
    const fromFunctions = (directive: string) => (directive === 'connect-src' ? [photoOrigin] : []);
    for (const directive of new Set([...csp.keys(), ...found.keys()])) {
      expect(hostsOf(csp, directive), directive).toEqual([...(found.get(directive) ?? []), ...fromFunctions(directive)].sort());
    }
  });
});

