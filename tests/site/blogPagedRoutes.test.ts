import { describe, expect, it } from 'vitest';
import { languages, type Lang } from '../../site/i18n/lang';
import { breadcrumbsFor } from '../../site/routes/breadcrumbs';
import { blogRoutesIn, routesOfKind } from '../../site/routes/routeTable';
import type { RouteOfKind, SiteRoute } from '../../site/routes/routeTypes';
import { blogNeighbourLinks } from '../../site/seo/headTags';
import { buildRssFeed, feedSize } from '../../site/seo/rss';
import { buildSitemap } from '../../site/seo/sitemap';

const siteUrl = 'https://example.test';

/** The blog's pages for `count` articles in every language, paired the way the route table pairs twins. */
function pagedBlog(count: number): RouteOfKind<'blog'>[] {
  const perLang = languages.map((lang) => blogRoutesIn(lang, count));
  return perLang.flatMap((list) =>
    list.map((route, index) => ({
      ...route,
      alternates: Object.fromEntries(perLang.map((twins, at) => [languages[at], twins[index]?.path])) as Record<Lang, string>,
    })),
  );
}

/** `count` article routes made from a real one, a day apart, listed oldest first to prove the feed sorts. */
function generatedArticles(lang: Lang, count: number): RouteOfKind<'article'>[] {
  const [model] = routesOfKind('article', lang);
  const dates = model?.meta.article;
  if (!model || !dates) throw new Error('No article route to copy.');
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(0, 10);
    return {
      ...model,
      path: `${lang === 'es' ? '/es' : ''}/blog/generated-${index + 1}`,
      meta: { ...model.meta, title: `Article ${index + 1}`, article: { ...dates, publishedTime: day, modifiedTime: day } },
    };
  });
}

describe('the blog pages in the route table, for 30 articles', () => {
  const blog = pagedBlog(30);
  const inLang = (lang: Lang) => blog.filter((route) => route.lang === lang);

  it('are three pages in each language, numbered in order, at their own addresses', () => {
    expect(inLang('en').map((route) => [route.params.page, route.path])).toEqual([
      [1, '/blog'],
      [2, '/blog/page/2'],
      [3, '/blog/page/3'],
    ]);
    expect(inLang('es').map((route) => [route.params.page, route.path])).toEqual([
      [1, '/es/blog'],
      [2, '/es/blog/pagina/2'],
      [3, '/es/blog/pagina/3'],
    ]);
  });

  it('keep the blog its own title on page 1 and give the others their number', () => {
    const [first, second, third] = inLang('en');
    const [blogRoute] = routesOfKind('blog', 'en');
    expect(first).toEqual(blogRoute && { ...blogRoute, alternates: first?.alternates });
    expect(second?.meta.title).toBe(`${first?.meta.title} (Page 2 of 3)`);
    expect(third?.meta.title).toBe(`${first?.meta.title} (Page 3 of 3)`);
    expect(inLang('es')[1]?.meta.title).toMatch(/\(página 2 de 3\)$/);
    expect(second?.meta.description).toBe(first?.meta.description);
  });

  it('are all in the sitemap, each with its twin in the other language', () => {
    const xml = buildSitemap(blog, siteUrl);
    for (const path of ['/blog/page/2', '/blog/page/3', '/es/blog/pagina/2', '/es/blog/pagina/3']) {
      expect(xml).toContain(`<loc>${siteUrl}${path}</loc>`);
    }
    const pageTwo = xml.split('<url>').find((entry) => entry.includes(`<loc>${siteUrl}/blog/page/2</loc>`)) ?? '';
    expect(pageTwo).toContain(`hreflang="en" href="${siteUrl}/blog/page/2"`);
    expect(pageTwo).toContain(`hreflang="es" href="${siteUrl}/es/blog/pagina/2"`);
    expect(pageTwo).toContain(`hreflang="x-default" href="${siteUrl}/blog/page/2"`);
  });

  it('name their neighbours in the head: the first only the next, the middle both, the last only the previous', () => {
    const links = (route: SiteRoute | undefined) =>
      route ? blogNeighbourLinks(route, 3).map((link) => `${link.rel} ${new URL(link.href).pathname}`) : [];
    const [first, second, third] = inLang('es');
    expect(links(first)).toEqual(['next /es/blog/pagina/2']);
    expect(links(second)).toEqual(['prev /es/blog', 'next /es/blog/pagina/3']);
    expect(links(third)).toEqual(['prev /es/blog/pagina/2']);
  });

  it('name no neighbours for a blog of one page, as today', () => {
    const [only] = routesOfKind('blog', 'en');
    expect(only && blogNeighbourLinks(only)).toEqual([]);
  });

  it.each([
    ['/blog/page/2', [['Home', '/'], ['Blog', '/blog'], ['Page 2', '/blog/page/2']]],
    ['/es/blog/pagina/3', [['Inicio', '/es'], [undefined, '/es/blog'], ['Página 3', '/es/blog/pagina/3']]],
  ])('have a trail from the blog to %s, with no crumb for the folder between', (path, expected) => {
    const trail = breadcrumbsFor(path).map((crumb) => [crumb.name, crumb.path]);
    expect(trail.map(([, crumbPath]) => crumbPath)).toEqual(expected.map(([, crumbPath]) => crumbPath));
    for (const [index, [name]] of expected.entries()) if (name !== undefined) expect(trail[index]?.[0]).toBe(name);
  });
});

describe('the feeds, for 30 articles', () => {
  it.each(languages)('carry the newest %s 20, newest first', (lang) => {
    const [blog] = routesOfKind('blog', lang);
    if (!blog) throw new Error('No blog route.');
    const xml = buildRssFeed(lang, [blog, ...generatedArticles(lang, 30)], siteUrl);
    const titles = Array.from(xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g), (match) => match[1]);
    expect(feedSize).toBe(20);
    expect(titles).toEqual(Array.from({ length: 20 }, (_, index) => `Article ${30 - index}`));
    expect(xml).toContain('<lastBuildDate>Tue, 30 Jan 2024 00:00:00 GMT</lastBuildDate>');
  });
});
