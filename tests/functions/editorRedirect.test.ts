// @vitest-environment node
/**
 * The office's editor is served on a host of its own: the public site answers its old paths with a
 * redirect there, under `npm start` as the CDN's function does (functions/infra/cleanUrls.ts), and
 * leaves every page of its own alone.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../functions/dev-server';
import { startDevServer } from '../../functions/dev-server';
import { siteRequestsFunctionCode } from '../../functions/infra/cleanUrls';
import { cspHashOf, inlineScriptsFile } from '../../functions/contract/inlineScripts';

const editorUrl = 'http://127.0.0.1:4999/admin/';
type ViewerRequest = (event: { request: { uri: string; method: string } }) => { uri?: string; statusCode?: number; headers?: Record<string, { value: string }> };
/** The CDN's function as CloudFront runs it: a bare context, no Node globals. */
const cdn = vm.runInNewContext(`${siteRequestsFunctionCode(editorUrl)}\nhandler;`) as ViewerRequest;

let server: DevServer;
const site = mkdtempSync(path.join(os.tmpdir(), 'editor-redirect-'));
beforeAll(async () => {
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Not found</title>');
  mkdirSync(path.join(site, '.vite'));
  writeFileSync(path.join(site, inlineScriptsFile), JSON.stringify({ hashes: [cspHashOf('')] }));
  server = await startDevServer({ port: 0, sesPort: 0, retryIntervalMs: 0, staticDir: site, editorUrl, log: () => undefined });
});
afterAll(async () => {
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

const local = async (uri: string) => {
  const answer = await fetch(`${server.url}${uri}`, { redirect: 'manual' });
  await answer.arrayBuffer();
  return { status: answer.status, location: answer.headers.get('location') };
};

describe("the editor's old paths on the public site", () => {
  it.each(['/admin', '/admin/', '/admin/index.html', '/admin/assets/main.js', '/api/admin-sign-in/authorize', '/api/admin-sign-in/callback'])(
    '%s redirects to the editor, locally as on the CDN',
    async (uri) => {
      const answer = cdn({ request: { uri, method: 'GET' } });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers?.location?.value).toBe(editorUrl);
      expect(await local(uri)).toEqual({ status: 302, location: editorUrl });
    },
  );

  it.each([
    ['/', 200],
    ['/administration', 404],
    ['/blog/admin-fees', 404],
    ['/assets/admin.js', 404],
  ])('%s is the site\'s own, locally as on the CDN', async (uri, status) => {
    expect(cdn({ request: { uri, method: 'GET' } }).statusCode).toBeUndefined();
    expect(await local(uri)).toEqual({ status, location: null });
  });
});
