/**
 * Every route of the site, derived from content. The router, the prerenderer, the sitemap, the RSS
 * feed and the tests all read this one list, so a page added to content appears everywhere at once.
 */
import { business } from '../content/facts/business';
import { contentFor } from '../content/siteContent';
import type { StaticPageKey } from '../content/schema/pages';
import type { AssetPath } from '../content/types';
import { languages, langOfPath, type Lang } from '../i18n/lang';
import { localPath } from '../i18n/paths';
import { blogPageCount, blogPagePath } from './blogPages';
import type { ChangeFrequency, RouteKind, RouteMeta, RouteOfKind, SiteRoute } from './routeTypes';

const noParams: Record<string, never> = {};

const sitemapDefaults = {
  home: { changefreq: 'weekly', priority: 1.0 },
  services: { changefreq: 'monthly', priority: 0.9 },
  service: { changefreq: 'monthly', priority: 0.9 },
  cityService: { changefreq: 'monthly', priority: 0.8 },
  blog: { changefreq: 'weekly', priority: 0.7 },
  article: { changefreq: 'yearly', priority: 0.6 },
  about: { changefreq: 'yearly', priority: 0.6 },
  team: { changefreq: 'yearly', priority: 0.5 },
  faq: { changefreq: 'monthly', priority: 0.7 },
  contact: { changefreq: 'yearly', priority: 0.8 },
  privacy: { changefreq: 'yearly', priority: 0.3 },
  notFound: { changefreq: 'never', priority: 0 },
} as const satisfies Record<RouteKind, { changefreq: ChangeFrequency; priority: number }>;

/** A route in one language, before its twins are known. */
type RouteIn<K extends RouteKind> = Omit<RouteOfKind<K>, 'alternates'>;

function staticRoute<K extends StaticPageKey>(lang: Lang, kind: K, englishPath: string): RouteIn<K> {
  const meta: RouteMeta = { ...contentFor(lang).pageMeta.pageMeta[kind], ...sitemapDefaults[kind] };
  return { kind, lang, path: localPath(lang, englishPath), meta, params: noParams } as RouteIn<K>;
}

const staticPagePaths = [
  ['home', '/'],
  ['about', '/about'],
  ['team', '/team'],
  ['services', '/services'],
  ['faq', '/faq'],
  ['contact', '/contact'],
  ['blog', '/blog'],
  ['privacy', '/privacy'],
] as const satisfies readonly (readonly [StaticPageKey, string])[];

/**
 * The blog's list, one route per page of `articleCount` articles: page 1 is the blog's own page, later
 * pages share its metadata with the page number in their title. Takes the count, not the content, so
 * tests can ask for the pages of any number of articles.
 */
export function blogRoutesIn(lang: Lang, articleCount: number, first: RouteIn<'blog'> = blogFirstPage(lang)): RouteIn<'blog'>[] {
  const pageCount = blogPageCount(articleCount);
  return Array.from({ length: pageCount }, (_, index): RouteIn<'blog'> => {
    const page = index + 1;
    if (page === 1) return first;
    const title = `${first.meta.title}${contentFor(lang).blogPaging.titleSuffix(page, pageCount)}`;
    return { ...first, path: blogPagePath(lang, page), meta: { ...first.meta, title }, params: { page } };
  });
}

const blogFirstPage = (lang: Lang): RouteIn<'blog'> => ({ ...staticRoute(lang, 'blog', '/blog'), params: { page: 1 } });

/** Every page of one language, in the same order for every language. */
function buildRoutesIn(lang: Lang): RouteIn<RouteKind>[] {
  const content = contentFor(lang);
  // The blog's later pages follow its first, so the sitemap lists the list's pages together.
  const staticRoutes = staticPagePaths.flatMap(([kind, path]): RouteIn<RouteKind>[] =>
    kind === 'blog' ? blogRoutesIn(lang, content.articleSummaries.articleSummaries.length) : [staticRoute(lang, kind, path)],
  );

  const serviceRoutes = content.serviceSummaries.serviceSummaries.map(
    (service): RouteIn<'service'> => ({
      kind: 'service',
      lang,
      path: localPath(lang, `/${service.slug}`),
      meta: { ...service.meta, ...sitemapDefaults.service },
      params: { serviceSlug: service.slug },
    }),
  );

  const cityServiceRoutes = content.cityPageSummaries.cityPageSummaries.map(
    (page): RouteIn<'cityService'> => ({
      kind: 'cityService',
      lang,
      path: page.path,
      meta: {
        title: page.seoData.title,
        description: page.seoData.description,
        keywords: page.seoData.keywords,
        geo: { placename: `${page.locationName}, GA`, position: page.geo },
        ...sitemapDefaults.cityService,
      },
      params: { serviceSlug: page.serviceSlug, citySlug: page.locationSlug },
    }),
  );

  const articleRoutes = content.articleSummaries.articleSummaries.map((article): RouteIn<'article'> => {
    const image: AssetPath = `blog/${article.image}`;
    return {
      kind: 'article',
      lang,
      path: localPath(lang, `/blog/${article.slug}`),
      meta: {
        title: article.title,
        description: article.description,
        keywords: article.tags,
        image,
        article: {
          publishedTime: article.publishedAt,
          modifiedTime: article.modifiedAt,
          author: content.team.findTeamMember(article.authorId)?.name ?? business.name,
          section: content.articleSummaries.blogCategoryLabels[article.category],
          tags: article.tags,
        },
        ...sitemapDefaults.article,
      },
      params: { articleSlug: article.slug },
    };
  });

  return [...staticRoutes, ...serviceRoutes, ...cityServiceRoutes, ...articleRoutes];
}

/**
 * The route table: one entry per page, with that page in every language. Every language lists the same
 * pages in the same order, so the n-th route of each language is the same page.
 */
function pairLanguages(): { entries: readonly (readonly SiteRoute[])[]; notFound: Record<Lang, RouteOfKind<'notFound'>> } {
  const perLang = languages.map((lang) => buildRoutesIn(lang));
  const [first = []] = perLang;
  const entries = first.map((_, index) => {
    const twins = perLang.map((list) => list[index]);
    const alternates = Object.fromEntries(twins.map((twin) => [twin?.lang, twin?.path])) as Record<Lang, string>;
    return twins.map((twin) => {
      if (!twin || twin.kind !== first[index]?.kind) throw new Error(`Route ${index} differs in kind between languages.`);
      return { ...twin, alternates } as SiteRoute;
    });
  });
  const notFoundAlternates = Object.fromEntries(languages.map((lang) => [lang, localPath(lang, notFoundPath)])) as Record<Lang, string>;
  const notFound = Object.fromEntries(
    languages.map((lang) => [lang, { ...staticRoute(lang, 'notFound', notFoundPath), alternates: notFoundAlternates }]),
  ) as Record<Lang, RouteOfKind<'notFound'>>;
  return { entries, notFound };
}

/**
 * The path the prerenderer renders to `404.html`, the file a CDN serves with status 404 for any
 * unknown path. No page is registered at it, so rendering it exercises the router's real
 * no-match branch.
 */
export const notFoundPath = '/404';

const table = pairLanguages();

/** Each page with its twins in every language, in `languages` order: the route table's entries. */
export const routeEntries: readonly (readonly SiteRoute[])[] = table.entries;

/** The not-found page's route in each language: metadata (noindex), never listed in `routes`. */
export const notFoundRoutes: Readonly<Record<Lang, RouteOfKind<'notFound'>>> = table.notFound;

/** The not-found page's route in English, the language of the one `404.html` a CDN serves. */
export const notFoundRoute: RouteOfKind<'notFound'> = table.notFound.en;

/**
 * Every page with a real address, in every language: static pages, service pages, city pages,
 * articles. The not-found page is not among them: it answers every address that is missing here.
 */
export const routes: readonly SiteRoute[] = languages.flatMap((lang) => routeEntries.flatMap((twins) => twins.filter((route) => route.lang === lang)));

/** The pages of one language. */
export const routesIn = (lang: Lang): readonly SiteRoute[] => routes.filter((route) => route.lang === lang);

/** What the sitemap lists: every route without `noindex` (the not-found page never qualifies). */
export const indexableRoutes: readonly SiteRoute[] = routes.filter((route) => !route.meta.noindex);

const routesByPath = new Map(routes.map((route) => [route.path, route]));

/** Normalizes the way the router and the static server see paths: no query, hash or trailing slash. */
export function normalizePath(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

export function findRoute(pathname: string): SiteRoute | undefined {
  return routesByPath.get(normalizePath(pathname));
}

/** The routes of a kind, in one language or (without `lang`) in all of them. */
export function routesOfKind<K extends RouteKind>(kind: K, lang?: Lang): readonly RouteOfKind<K>[] {
  return routes.filter((route): route is RouteOfKind<K> => route.kind === kind && (lang === undefined || route.lang === lang));
}

/**
 * The route whose page and metadata answer a path: the not-found route when nothing matches, in the
 * language of the path's prefix (the prerenderer writes `/es/404` for Spanish, see docs/spanish.md).
 */
export function resolveRoute(pathname: string): SiteRoute {
  return findRoute(pathname) ?? notFoundRoutes[langOfPath(normalizePath(pathname))];
}
