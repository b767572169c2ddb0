// @vitest-environment node
/**
 * The deploy's upload plan and invalidation.
 */
import { describe, expect, it } from 'vitest';
import { cacheControl, invalidationPaths, uploadPlan } from '../../../functions/infra/publish';
import { editorAssetsPrefix } from '../../../functions/infra/editorSite';
import { contentPublishProblem } from '../../../functions/infra/publishContent';
import { cspHashOf } from '../../../functions/contract/inlineScripts';


describe('deploy upload plan', () => {
  const files = [
    '404.html',
    'index.html',
    'about/index.html',
    'blog/index.html',
    'blog/rss.xml',
    'favicon.svg',
    'robots.txt',
    'sitemap.xml',
    'assets/index-abc123.js',
    'assets/index-def456.css',
    'assets/inter-latin-wght-normal-x1.woff2',
    'assets/hero-1200-q1.avif',
    'assets/favicon-zz.svg',
  ];

  /** The aws CLI's filter semantics: later filters win, `*` matches across folders. */
  function selects(filters: UploadStepFilters, file: string): boolean {
    let included = true;
    for (const [kind, pattern] of filters) {
      const regex = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*').replaceAll('?', '.')}$`);
      if (regex.test(file)) included = kind === '--include';
    }
    return included;
  }
  type UploadStepFilters = ReturnType<typeof uploadPlan>[number]['filters'];

  it('uploads every file exactly once, assets first, with its type and caching', () => {
    const plan = uploadPlan([...files, '.vite/manifest.json']);
    for (const file of files) {
      const steps = plan.filter((step) => selects(step.filters, file));
      expect(steps, file).toHaveLength(1);
      expect(steps[0]?.cacheControl, file).toBe(file.startsWith('assets/') ? cacheControl.asset : cacheControl.page);
    }
    expect(plan.filter((step) => selects(step.filters, '.vite/manifest.json'))).toEqual([]);
    const firstPage = plan.findIndex((step) => step.cacheControl === cacheControl.page);
    expect(plan.slice(0, firstPage).every((step) => step.cacheControl === cacheControl.asset)).toBe(true);
    expect(plan.find((step) => step.files.includes('assets/inter-latin-wght-normal-x1.woff2'))?.contentType).toBe('font/woff2');
    expect(plan.find((step) => step.files.includes('assets/hero-1200-q1.avif'))?.contentType).toBe('image/avif');
    expect(plan.find((step) => step.files.includes('index.html'))?.contentType).toBe('text/html; charset=utf-8');
    // Old assets stay for pages still cached in browsers; removed pages go.
    expect(plan.filter((step) => step.deleteRemoved).every((step) => step.cacheControl === cacheControl.page)).toBe(true);
  });

  it("uploads the editor's hashed files as assets, from its own folder", () => {
    const editorFiles = ['admin/index.html', 'admin/assets/main-Bx1.js', 'admin/assets/main-Bx1.css'];
    const plan = uploadPlan(editorFiles, editorAssetsPrefix);
    for (const file of editorFiles) {
      const steps = plan.filter((step) => selects(step.filters, file));
      expect(steps, file).toHaveLength(1);
      expect(steps[0]?.cacheControl, file).toBe(file.startsWith('admin/assets/') ? cacheControl.asset : cacheControl.page);
    }
    expect(invalidationPaths(editorFiles, editorAssetsPrefix)).toEqual(['/admin', '/admin/index.html']);
  });

  it('publishes content alone only when the pages carry no inline script the live policy does not allow', () => {
    const [loader, rules] = [cspHashOf('loader'), cspHashOf('rules')];
    expect(contentPublishProblem([loader], [loader, rules])).toBeUndefined();
    expect(contentPublishProblem([loader, cspHashOf('a new loader')], [loader])).toMatch(/^The pages carry an inline script the live Content-Security-Policy does not allow \('sha256-.+'\): this commit changes more than content and needs the full deploy/);
  });

  it('invalidates every page by its clean URL and its file, and no asset', () => {
    const paths = invalidationPaths(files);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/index.html', '/about', '/about/index.html', '/blog', '/blog/rss.xml', '/404.html', '/sitemap.xml']),
    );
    expect(paths.filter((entry) => entry.startsWith('/assets/') || entry.includes('*'))).toEqual([]);
  });
});
