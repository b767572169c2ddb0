// @vitest-environment node
/**
 * The CDN's viewer-request functions and the path table both distributions' behaviours and
 * `npm start` share: the code stays within what cloudfront-js-2.0 runs, and a path finds the
 * behaviour CloudFront would give it.
 */
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { fileFor, isViewerResponse, viewerRequestFunction } from '../../functions/dev/viewerRequest';
import { editorRequestsFunctionCode, siteRequestsFunctionCode } from '../../functions/infra/cleanUrls';
import { behaviorFor, matchesPattern } from '../../functions/infra/siteBehaviors';

describe('the viewer-request functions', () => {
  it.each([
    ['the public site', siteRequestsFunctionCode('https://admin.example.com/admin/')],
    ["the editor's host", editorRequestsFunctionCode],
  ])('of %s are ES5.1, which cloudfront-js-2.0 runs in full, and use no global but its own', (_host, code) => {
    const problems = new Linter().verify(code, {
      languageOptions: { ecmaVersion: 5, sourceType: 'script' },
      rules: { 'no-undef': 'error', 'no-unused-vars': ['error', { varsIgnorePattern: '^handler$' }] },
    });
    expect(problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`)).toEqual([]);
  });

  it('fail that check on what the runtime does not run', () => {
    const problems = new Linter().verify(`${editorRequestsFunctionCode}\nconst answer = () => new URL('/', 'https://example.com');`, {
      languageOptions: { ecmaVersion: 5, sourceType: 'script' },
    });
    expect(problems).toEqual([expect.objectContaining({ fatal: true })]);
  });

  it.each([
    ['/', '/index.html'],
    ['/about', '/about/index.html'],
    ['/about/', '/about/index.html'],
    ['/es/blog/flooded-basement', '/es/blog/flooded-basement/index.html'],
    ['/blog/rss.xml', '/blog/rss.xml'],
    ['/404.html', '/404.html'],
  ])('map %s to the file %s, as npm start serves it', (uri, file) => {
    const site = viewerRequestFunction(siteRequestsFunctionCode('https://admin.example.com/admin/'));
    const passed = site({ request: { method: 'GET', uri } });
    expect(isViewerResponse(passed) ? passed : passed.uri).toBe(file);
    expect(fileFor(uri)).toBe(file);
  });
});

describe('the public site distribution, path by path', () => {
  it.each([
    ['/', '*', 'page', true],
    ['/about', '*', 'page', true],
    ['/assets/app-1a2b3c.js', '/assets/*', 'asset', false],
    ['/assetsy', '*', 'page', true],
    ['/api/newsletter/confirm', '/api/newsletter/*', 'linkPage', false],
    ['/api/admin-sign-in/authorize', '/api/admin-sign-in/*', 'page', true],
    ['/api/e', '/api/e', 'page', false],
    ['/api/e/more', '/api/*', 'page', false],
    ['/api/send-contact-email', '/api/*', 'page', false],
    ['/API/send-contact-email', '*', 'page', true],
  ])('gives %s to the behaviour %s (headers %s, function %s)', (path, pattern, headers, viewerRequest) => {
    expect(behaviorFor(path)).toMatchObject({ pattern, headers, viewerRequest });
  });

  it('matches patterns as CloudFront does: * any characters, ? exactly one, nothing else special', () => {
    expect(matchesPattern('/a?c.html', '/abc.html')).toBe(true);
    expect(matchesPattern('/a?c.html', '/ac.html')).toBe(false);
    expect(matchesPattern('/a.c', '/abc')).toBe(false);
    expect(matchesPattern('/docs/*', '/docs/a/b\nc')).toBe(true);
  });
});
