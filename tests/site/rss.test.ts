import { describe, expect, it } from 'vitest';
import { contentFor } from '../../site/content/siteContent';
import { articlesOf } from '../../site/content/blog';
import { business } from '../../site/content/facts/business';
import { indexableRoutes, routes } from '../../site/routes/routeTable';
import type { RouteOfKind, SiteRoute } from '../../site/routes/routeTypes';
import { buildRssFeed, feedPath, feedTitle, rfc822Date } from '../../site/seo/rss';

const { findTeamMember } = contentFor('en').team;

const articles = articlesOf('en');

const atomNs = 'http://www.w3.org/2005/Atom';
const dcNs = 'http://purl.org/dc/elements/1.1/';
/** RFC 822 as RFC 1123 tightened it: 'Mon, 15 Jan 2024 00:00:00 GMT'. */
const rfc822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

function parseFeed(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent ?? ''}`);
  const channel = doc.querySelector('rss > channel');
  if (!channel) throw new Error('No rss > channel element.');
  return { doc, channel };
}

const childText = (parent: Element, name: string) =>
  Array.from(parent.children).find((child) => child.tagName === name)?.textContent ?? undefined;

describe('rfc822Date', () => {
  it.each([
    ['2024-01-15', 'Mon, 15 Jan 2024 00:00:00 GMT'],
    ['2024-01-08', 'Mon, 08 Jan 2024 00:00:00 GMT'],
    ['2024-02-29', 'Thu, 29 Feb 2024 00:00:00 GMT'],
    ['2024-06-01T14:30:00Z', 'Sat, 01 Jun 2024 14:30:00 GMT'],
  ])('formats %s as %s', (iso, expected) => {
    expect(rfc822Date(iso)).toBe(expected);
  });

  it('rejects a date that is not one', () => {
    expect(() => rfc822Date('15/01/2024')).toThrow(/Not an ISO date/);
  });
});

describe('blog/rss.xml', () => {
  const xml = buildRssFeed('en');
  const { doc, channel } = parseFeed(xml);
  const blog = routes.find((route) => route.kind === 'blog')!;
  const items = Array.from(channel.getElementsByTagName('item'));

  it('is RSS 2.0 with the channel title, link, description and language', () => {
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(childText(channel, 'title')).toBe(feedTitle(blog.meta.title));
    expect(childText(channel, 'title')).toBe(`${blog.meta.title} | ${business.name}`);
    expect(childText(channel, 'link')).toBe(`${business.siteUrl}/blog`);
    expect(childText(channel, 'description')).toBe(blog.meta.description);
    expect(childText(channel, 'language')).toBe('en-us');
  });

  it('links to itself with atom:link rel="self"', () => {
    const self = channel.getElementsByTagNameNS(atomNs, 'link')[0];
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('type')).toBe('application/rss+xml');
    expect(self?.getAttribute('href')).toBe(`${business.siteUrl}${feedPath}`);
    expect(feedPath).toBe('/blog/rss.xml');
  });

  it('dates the channel by its newest content, not by the clock', () => {
    const newest = articles.map((article) => article.modifiedAt).sort().at(-1)!;
    expect(childText(channel, 'lastBuildDate')).toBe(rfc822Date(newest));
    expect(buildRssFeed('en')).toBe(xml);
  });

  it('holds the four articles, newest first', () => {
    expect(items).toHaveLength(4);
    const byDate = [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    expect(items.map((item) => childText(item, 'title'))).toEqual(byDate.map((article) => article.title));
  });

  it.each(articles.map((article) => [article.slug, article] as const))('describes %s completely', (slug, article) => {
    const item = items.find((candidate) => childText(candidate, 'title') === article.title)!;
    const link = `${business.siteUrl}/blog/${slug}`;
    expect(childText(item, 'link')).toBe(link);
    const guid = item.getElementsByTagName('guid')[0];
    expect(guid?.getAttribute('isPermaLink')).toBe('true');
    expect(guid?.textContent).toBe(link);
    const pubDate = childText(item, 'pubDate') ?? '';
    expect(pubDate).toMatch(rfc822);
    expect(new Date(pubDate).toISOString().slice(0, 10)).toBe(article.publishedAt);
    expect(childText(item, 'description')).toBe(article.description);
    expect(childText(item, 'category')).toBe(article.category);
    expect(item.getElementsByTagNameNS(dcNs, 'creator')[0]?.textContent).toBe(findTeamMember(article.authorId)?.name);
  });

  it('links only to pages that exist and are indexable', () => {
    const paths = new Set(indexableRoutes.map((route) => `${business.siteUrl}${route.path}`));
    for (const item of items) expect(paths.has(childText(item, 'link') ?? '')).toBe(true);
  });

  it('escapes markup and ampersands in titles and descriptions', () => {
    const article = routes.find((route): route is RouteOfKind<'article'> => route.kind === 'article')!;
    const hostile = { ...article, meta: { ...article.meta, title: 'Pipes & <b>"leaks"</b>', description: '</description><item>&' } };
    const feed = parseFeed(buildRssFeed('en', [blog, hostile as SiteRoute]));
    const [item] = Array.from(feed.channel.getElementsByTagName('item'));
    expect(feed.channel.getElementsByTagName('item')).toHaveLength(1);
    expect(childText(item!, 'title')).toBe('Pipes & <b>"leaks"</b>');
    expect(childText(item!, 'description')).toBe('</description><item>&');
  });
});
