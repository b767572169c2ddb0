import { afterEach, describe, expect, it, vi } from 'vitest';
import { articlesOf } from '../../site/content/blog';
import { business } from '../../site/content/facts/business';
import { indexableRoutes, notFoundPath, notFoundRoute, resolveRoute, routes } from '../../site/routes/routeTable';
import type { SiteRoute } from '../../site/routes/routeTypes';
import { buildRobotsTxt } from '../../site/seo/robots';
import { buildSitemap, lastModifiedFor } from '../../site/seo/sitemap';
import { seoFiles } from '../../site/seo/staticFiles';
import { escapeXml } from '../../site/seo/xml';

const articles = articlesOf('en');

const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

function entries(xml: string) {
  const doc = parseXml(xml);
  expect(doc.documentElement.localName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe(sitemapNs);
  return Array.from(doc.getElementsByTagNameNS(sitemapNs, 'url')).map((url) => {
    const text = (name: string) => url.getElementsByTagNameNS(sitemapNs, name)[0]?.textContent ?? undefined;
    return { loc: text('loc'), lastmod: text('lastmod'), changefreq: text('changefreq'), priority: text('priority') };
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('escapeXml', () => {
  it.each([
    ['ampersand', 'Fish & Chips', 'Fish &amp; Chips'],
    ['angle brackets', '</loc><script>', '&lt;/loc&gt;&lt;script&gt;'],
    ['quotes', `"double" 'single'`, '&quot;double&quot; &apos;single&apos;'],
    ['control characters XML forbids', 'a\u0000b\u0008c\u001Fd', 'abcd'],
    ['tabs and newlines, which XML allows', 'a\tb\nc', 'a\tb\nc'],
    ['text without specials', 'Snellville, GA', 'Snellville, GA'],
  ])('escapes %s', (_, input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});

describe('sitemap.xml', () => {
  const xml = buildSitemap();
  const urls = entries(xml);

  it('lists every indexable route once, as an absolute address', () => {
    expect(urls).toHaveLength(indexableRoutes.length);
    expect(urls.map((url) => url.loc)).toEqual(
      indexableRoutes.map((route) => (route.path === '/' ? `${business.siteUrl}/` : `${business.siteUrl}${route.path}`)),
    );
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
  });

  it('leaves out the not-found page and anything marked noindex', () => {
    expect(urls.some((url) => url.loc?.endsWith(notFoundPath))).toBe(false);
    const withHidden: SiteRoute[] = [...routes, notFoundRoute, { ...resolveRoute('/team'), path: '/hidden', meta: { ...resolveRoute('/team').meta, noindex: true } } as SiteRoute];
    const listed = entries(buildSitemap(withHidden));
    expect(listed).toHaveLength(routes.length);
    expect(listed.some((url) => url.loc?.endsWith('/hidden') || url.loc?.endsWith('/404'))).toBe(false);
  });

  it('lists every page with its twin in each language and x-default, reciprocally', () => {
    const doc = parseXml(xml);
    const xhtml = 'http://www.w3.org/1999/xhtml';
    const absolute = (path: string) => (path === '/' ? `${business.siteUrl}/` : `${business.siteUrl}${path}`);
    const byLoc = new Map(
      Array.from(doc.getElementsByTagNameNS(sitemapNs, 'url')).map((url) => [
        url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent,
        Object.fromEntries(Array.from(url.getElementsByTagNameNS(xhtml, 'link')).map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
      ]),
    );
    for (const route of indexableRoutes) {
      const alternates = byLoc.get(absolute(route.path));
      expect(alternates, route.path).toEqual({ en: absolute(route.alternates.en), es: absolute(route.alternates.es), 'x-default': absolute(route.alternates.en) });
      // Reciprocal: the twin's entry names this page back.
      expect(byLoc.get(absolute(route.alternates.es))).toEqual(alternates);
    }
  });

  it('gives every entry a change frequency and a priority from the route table', () => {
    urls.forEach((url, index) => {
      const route = indexableRoutes[index]!;
      expect(url.changefreq).toBe(route.meta.changefreq);
      expect(Number(url.priority)).toBe(route.meta.priority);
      expect(url.priority).toMatch(/^(0\.\d|1\.0)$/);
    });
  });

  it('dates articles by their last change and the blog by its newest article, and nothing else', () => {
    for (const article of articles) {
      expect(urls.find((url) => url.loc === `${business.siteUrl}/blog/${article.slug}`)?.lastmod).toBe(article.modifiedAt);
    }
    const newest = articles.map((article) => article.modifiedAt).sort().at(-1);
    expect(urls.find((url) => url.loc === `${business.siteUrl}/blog`)?.lastmod).toBe(newest);
    // And the same for the Spanish twins: each language's blog is dated by its own newest article.
    expect(urls.find((url) => url.loc === `${business.siteUrl}/es/blog`)?.lastmod).toBe(newest);
    expect(urls.filter((url) => url.lastmod !== undefined)).toHaveLength(2 * (articles.length + 1));
    expect(lastModifiedFor(resolveRoute('/about'), routes)).toBeUndefined();
  });

  it('is the same file whenever it is built', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-07-04T12:00:00Z'));
    expect(buildSitemap()).toBe(xml);
    expect(xml).not.toContain('2031');
  });
});

describe('robots.txt', () => {
  it('allows every crawler everywhere and points at the sitemap', () => {
    expect(buildRobotsTxt().split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      '',
      `Sitemap: ${business.siteUrl}/sitemap.xml`,
      '',
    ]);
  });
});

describe('the files the prerenderer writes', () => {
  it('are sitemap.xml and robots.txt at the root and a feed per language at blog/rss.xml and es/blog/rss.xml', () => {
    expect(seoFiles().map((file) => file.file)).toEqual(['sitemap.xml', 'robots.txt', 'blog/rss.xml', 'es/blog/rss.xml']);
  });
});
