// @vitest-environment node
/**
 * The site's distribution: its error responses (the site's missing pages only, so /api/ answers stay
 * JSON), and `npm start` answering each path with the headers CloudFront would. For every behaviour of
 * the synthesised distribution, paths it takes are asked of the local server, and each answer must
 * carry that behaviour's response headers policy as the template writes it. One file, so the stack is
 * synthesised once for both.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../../functions/dev-server';
import { photoBucketName, photoUploadOrigin } from '../../../functions/infra/photoBucketRules';
import { siteResponseHeaders } from '../../../functions/infra/responseHeaders';
import { defaultBehavior, notFoundPage, siteBehaviors } from '../../../functions/infra/siteBehaviors';
import { inlineScriptsFile } from '../../../functions/contract/inlineScripts';
import { servedHeaders, type HeadersPolicyConfig } from './servedHeaders';
import { byId, islandLoaderHash, ofType, readSiteTemplate, siteTemplate } from './synth';

// Synthesised once per run (synth.ts), beside the other projects' tests; the wait covers a busy machine.
beforeAll(() => readSiteTemplate(), 300_000);

interface DistributionConfig {
  CustomErrorResponses: { ErrorCode: number; ResponseCode: number; ResponsePagePath: string }[];
}

describe('static site', () => {
  it("turns only the bucket's 403 for a missing page into the 404 page: an /api/ 404 passes through as JSON", () => {
    const [, distribution] = byId('AWS::CloudFront::Distribution', 'SiteDistribution');
    const { CustomErrorResponses } = distribution.Properties.DistributionConfig as DistributionConfig;
    expect(CustomErrorResponses.map((response) => [response.ErrorCode, response.ResponseCode, response.ResponsePagePath])).toEqual([[403, 404, notFoundPage]]);
  });

  it("leaves the editor's answers as they are: its sign-in's JSON and redirects never become a page", () => {
    const [, editor] = byId('AWS::CloudFront::Distribution', 'EditorDistribution');
    expect((editor.Properties.DistributionConfig as Partial<DistributionConfig>).CustomErrorResponses).toBeUndefined();
  });

  it('never lets the bucket list its keys, which would turn a missing page into a 404 the site does not map', () => {
    const policies = ofType('AWS::S3::BucketPolicy').map(([, policy]) => JSON.stringify(policy.Properties.PolicyDocument));
    for (const policy of policies) expect(policy).not.toContain('s3:ListBucket');
  });
});

interface Behavior {
  PathPattern?: string;
  ResponseHeadersPolicyId: { Ref: string };
  FunctionAssociations?: { EventType: string }[];
}

/** The site distribution's behaviours, in CloudFront's order of matching, the default last. */
function templateBehaviors(): Behavior[] {
  const [, distribution] = byId('AWS::CloudFront::Distribution', 'SiteDistribution');
  const config = distribution.Properties.DistributionConfig as { DefaultCacheBehavior: Behavior; CacheBehaviors: Behavior[] };
  return [...config.CacheBehaviors, config.DefaultCacheBehavior];
}

const policyOf = (behavior: Behavior) => siteTemplate().resources[behavior.ResponseHeadersPolicyId.Ref]?.Properties.ResponseHeadersPolicyConfig as HeadersPolicyConfig;

/** Paths each behaviour takes: files that are there, one that is not, and an API route. */
const samples: Record<string, string[]> = {
  '*': ['/', '/about', '/no-such-page', '/favicon.svg'],
  '/assets/*': ['/assets/app-1a2b3c.js', '/assets/no-such-file.js'],
  '/api/newsletter/*': ['/api/newsletter/confirm'],
  '/api/e': ['/api/e'],
  '/api/*': ['/api/send-contact-email', '/api/no-such-function'],
};

let server: DevServer;
const site = mkdtempSync(path.join(os.tmpdir(), 'dev-server-headers-'));

beforeAll(async () => {
  for (const folder of ['about', 'assets', '.vite']) mkdirSync(path.join(site, folder));
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(site, 'about', 'index.html'), '<!doctype html><title>About</title>');
  writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(path.join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(site, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
  // The build the template was synthesised for: the same inline loader.
  writeFileSync(path.join(site, inlineScriptsFile), JSON.stringify({ hashes: [islandLoaderHash] }));
  server = await startDevServer({ port: 0, sesPort: 0, retryIntervalMs: 0, staticDir: site, log: () => undefined });
}, 300_000);

afterAll(async () => {
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

describe("npm start's headers against the synthesised template's", () => {
  it('are made from one table: the template has its behaviours, in its order, with its policies and functions', () => {
    const policies = siteResponseHeaders([islandLoaderHash]);
    const table = [...siteBehaviors, defaultBehavior];
    expect(templateBehaviors().map((behavior) => [behavior.PathPattern ?? '*', policyOf(behavior).Comment, (behavior.FunctionAssociations ?? []).length > 0])).toEqual(
      table.map((behavior) => [behavior.pattern, policies[behavior.headers].comment, behavior.viewerRequest]),
    );
    // Every behaviour the local server answers from an origin is asked below.
    const viaFunctionOnly = table.filter((behavior) => behavior.origin === 'api' && behavior.viewerRequest).map((behavior) => behavior.pattern);
    expect(Object.keys(samples).sort()).toEqual(table.map((behavior) => behavior.pattern).filter((pattern) => !viaFunctionOnly.includes(pattern)).sort());
  });

  it.each(Object.entries(samples))('%s: every answer carries the behaviour policy headers, and its fallbacks where the origin sent none', async (pattern, paths) => {
    const behavior = templateBehaviors().find((candidate) => (candidate.PathPattern ?? '*') === pattern);
    expect(behavior, pattern).toBeDefined();
    const expected = servedHeaders(policyOf(behavior as Behavior));
    expect(expected.headers['Content-Security-Policy']).toContain(islandLoaderHash);
    for (const url of paths) {
      const answer = await fetch(`${server.url}${url}`, { redirect: 'manual' });
      await answer.arrayBuffer();
      // The one difference: the pages may connect to the local S3 emulator where production names the photo bucket.
      const local = (value: string | null) => value?.replace(server.s3Url, photoUploadOrigin(photoBucketName('www.example.com'))) ?? null;
      const served = Object.fromEntries(Object.keys(expected.headers).map((name) => [name, local(answer.headers.get(name))]));
      expect(served, `${url} (${answer.status})`).toEqual(expected.headers);
      for (const name of Object.keys(expected.fallbacks)) expect(answer.headers.get(name), `${url}: ${name}`).not.toBeNull();
    }
  });

  it("answers the editor's sign-in paths with the viewer-request function's redirect, before any origin", async () => {
    const answer = await fetch(`${server.url}/api/admin-sign-in/authorize`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('http://127.0.0.1:4180/admin/');
  });

  it("serves a page's file by the CDN's rule only: /about from about/index.html, never a guessed about.html", async () => {
    writeFileSync(path.join(site, 'faq.html'), '<!doctype html><title>FAQ</title>');
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
    expect((await fetch(`${server.url}/faq`)).status).toBe(404);
  });
});
