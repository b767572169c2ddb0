import { business } from '../content/facts/business';
import { defaultLang, langInfo, type Lang } from '../i18n/lang';
import { indexableRoutes } from '../routes/routeTable';
import type { RouteOfKind, SiteRoute } from '../routes/routeTypes';
import { absoluteUrl } from './urls';
import { escapeXml } from './xml';

/** Site path of a language's feed (`/blog/rss.xml`, `/es/blog/rss.xml`): every page links to its own. */
export const feedPathFor = (lang: Lang) => `${langInfo[lang].prefix}/blog/rss.xml`;

/** Site path of the English feed. */
export const feedPath = feedPathFor(defaultLang);

/** The feed's title, shared by the channel and the `<link rel="alternate">` in every page's head. */
export const feedTitle = (blogTitle: string) => `${blogTitle} | ${business.name}`;

/** RFC 822 date as RSS 2.0 wants it; date-only content (`2024-01-15`) is taken as midnight UTC. */
export function rfc822Date(isoDate: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: '${isoDate}'.`);
  return date.toUTCString();
}

/**
 * Articles a feed carries: the newest 20. A reader polls the feed again and again, so it holds what is
 * new rather than the whole archive, which grows every year; the blog's pages keep every article.
 */
export const feedSize = 20;

const element = (name: string, text: string, indent: string) => `${indent}<${name}>${escapeXml(text)}</${name}>`;

function item(route: RouteOfKind<'article'>, siteUrl: string): string {
  const link = absoluteUrl(route.path, siteUrl);
  const indent = '      ';
  const { article } = route.meta;
  return [
    '    <item>',
    element('title', route.meta.title, indent),
    element('link', link, indent),
    `${indent}<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    ...(article ? [element('pubDate', rfc822Date(article.publishedTime), indent)] : []),
    element('description', route.meta.description, indent),
    ...(article ? [element('category', article.section, indent), element('dc:creator', article.author, indent)] : []),
    '    </item>',
  ].join('\n');
}

/**
 * The blog's RSS 2.0 feed: the newest `feedSize` articles, newest first. `lastBuildDate` is the newest
 * change among them, not the clock, so two builds of the same content write the same file.
 */
export function buildRssFeed(
  lang: Lang,
  routes: readonly SiteRoute[] = indexableRoutes,
  siteUrl: string = business.siteUrl,
): string {
  const inLang = routes.filter((route) => route.lang === lang);
  const blog = inLang.find((route): route is RouteOfKind<'blog'> => route.kind === 'blog');
  if (!blog) throw new Error('The feed needs the blog route for its title and description.');
  const articles = inLang
    .filter((route): route is RouteOfKind<'article'> => route.kind === 'article' && !route.meta.noindex)
    .toSorted((a, b) => (b.meta.article?.publishedTime ?? '').localeCompare(a.meta.article?.publishedTime ?? ''))
    .slice(0, feedSize);
  const lastChange = articles
    .flatMap((route) => (route.meta.article ? [route.meta.article.modifiedTime] : []))
    .sort()
    .at(-1);
  const indent = '    ';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    element('title', feedTitle(blog.meta.title), indent),
    element('link', absoluteUrl(blog.path, siteUrl), indent),
    element('description', blog.meta.description, indent),
    element('language', langInfo[lang].locale.toLowerCase(), indent),
    `${indent}<atom:link href="${escapeXml(absoluteUrl(feedPathFor(lang), siteUrl))}" rel="self" type="application/rss+xml" />`,
    element('managingEditor', `${business.email} (${business.name})`, indent),
    ...(lastChange ? [element('lastBuildDate', rfc822Date(lastChange), indent)] : []),
    ...articles.map((route) => item(route, siteUrl)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
