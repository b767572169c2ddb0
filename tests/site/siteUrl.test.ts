// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../site/content/facts/business';

// The origin is read once, as the business facts load: the modules are loaded again under SITE_URL.
// A file of its own, in Node: the other files share their worker's modules (vitest.config.ts).
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

describe('SITE_URL', () => {
  it('moves the sitemap, robots.txt, canonical and feed to the build-time origin', async () => {
    vi.stubEnv('SITE_URL', 'https://staging.example.org/');
    vi.resetModules();
    const [{ buildSitemap: sitemapAt }, { buildRobotsTxt: robotsAt }, { buildRssFeed: feedAt }, { headTagsFor }, table] =
      await Promise.all([
        import('../../site/seo/sitemap'),
        import('../../site/seo/robots'),
        import('../../site/seo/rss'),
        import('../../site/seo/headTags'),
        import('../../site/routes/routeTable'),
      ]);
    const locs = locsOf(sitemapAt());
    expect(locs).toHaveLength(table.indexableRoutes.length);
    expect(locs.every((loc) => loc.startsWith('https://staging.example.org/'))).toBe(true);
    expect(locs[0]).toBe('https://staging.example.org/');
    expect(robotsAt()).toContain('Sitemap: https://staging.example.org/sitemap.xml');
    expect(feedAt('en')).toContain('<link>https://staging.example.org/blog</link>');
    expect(feedAt('en')).not.toContain(business.siteUrl);
    const canonical = headTagsFor(table.resolveRoute('/faq')).link.find((link) => link.rel === 'canonical');
    expect(canonical?.href).toBe('https://staging.example.org/faq');
  });
});
