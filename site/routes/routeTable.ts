/**
 * Every route of the site, derived from content. The router, the prerenderer, the sitemap, the RSS
 * feed and the tests all read this one list, so a page added to content appears everywhere at once.
 */
import { articleSummaries } from '../content/articleSummaries';
import { business } from '../content/business';
import { cityPageSummaries } from '../content/cityPageSummaries';
import { pageMeta } from '../content/pageMeta';
import type { StaticPageKey } from '../content/pageMeta';
import { serviceSummaries } from '../content/serviceSummaries';
import { findTeamMember } from '../content/team';
import type {
  ArticleSlug,
  AssetPath,
  CityServiceSlug,
  CitySlug,
  GeoPosition,
  PageMeta,
  ServicePageSlug,
} from '../content/types';

export const routeKinds = [
  'home',
  'about',
  'team',
  'services',
  'faq',
  'contact',
  'blog',
  'privacy',
  'article',
  'service',
  'cityService',
  'notFound',
] as const;
export type RouteKind = (typeof routeKinds)[number];

/**
 * The slug params each kind of page needs to look up its content. `SiteRoute` indexes this by every
 * `RouteKind`, so a kind added without an entry here is a compile error.
 */
export interface RouteParamsByKind {
  home: Record<string, never>;
  about: Record<string, never>;
  team: Record<string, never>;
  services: Record<string, never>;
  faq: Record<string, never>;
  contact: Record<string, never>;
  blog: Record<string, never>;
  privacy: Record<string, never>;
  article: { readonly articleSlug: ArticleSlug };
  service: { readonly serviceSlug: ServicePageSlug };
  cityService: { readonly serviceSlug: CityServiceSlug; readonly citySlug: CitySlug };
  notFound: Record<string, never>;
}

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface RouteMeta extends PageMeta {
  /** Place the page is about, for geo tags; the business's home town when absent. */
  readonly geo?: { readonly placename: string; readonly position: GeoPosition };
  /** Article pages only: what Open Graph `article:*` tags and Article JSON-LD need. */
  readonly article?: {
    readonly publishedTime: string;
    readonly modifiedTime: string;
    readonly author: string;
    readonly section: string;
    readonly tags: readonly string[];
  };
  readonly changefreq: ChangeFrequency;
  /** Sitemap priority, 0.0 to 1.0. */
  readonly priority: number;
}

export type SiteRoute = {
  [K in RouteKind]: {
    readonly kind: K;
    /** Lowercase, no trailing slash except the home page. */
    readonly path: string;
    readonly meta: RouteMeta;
    readonly params: RouteParamsByKind[K];
  };
}[RouteKind];

export type RouteOfKind<K extends RouteKind> = Extract<SiteRoute, { kind: K }>;

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

function staticRoute<K extends StaticPageKey>(kind: K, path: string): RouteOfKind<K> {
  const meta: RouteMeta = { ...pageMeta[kind], ...sitemapDefaults[kind] };
  return { kind, path, meta, params: noParams } as RouteOfKind<K>;
}

const staticRoutes = [
  staticRoute('home', '/'),
  staticRoute('about', '/about'),
  staticRoute('team', '/team'),
  staticRoute('services', '/services'),
  staticRoute('faq', '/faq'),
  staticRoute('contact', '/contact'),
  staticRoute('blog', '/blog'),
  staticRoute('privacy', '/privacy'),
];

const serviceRoutes = serviceSummaries.map(
  (service): RouteOfKind<'service'> => ({
    kind: 'service',
    path: `/${service.slug}`,
    meta: { ...service.meta, ...sitemapDefaults.service },
    params: { serviceSlug: service.slug },
  }),
);

const cityServiceRoutes = cityPageSummaries.map(
  (page): RouteOfKind<'cityService'> => ({
    kind: 'cityService',
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

const articleRoutes = articleSummaries.map((article): RouteOfKind<'article'> => {
  const image: AssetPath = `blog/${article.image}`;
  return {
    kind: 'article',
    path: `/blog/${article.slug}`,
    meta: {
      title: article.title,
      description: article.description,
      keywords: article.tags,
      image,
      article: {
        publishedTime: article.publishedAt,
        modifiedTime: article.modifiedAt,
        author: findTeamMember(article.authorId)?.name ?? business.name,
        section: article.category,
        tags: article.tags,
      },
      ...sitemapDefaults.article,
    },
    params: { articleSlug: article.slug },
  };
});

/**
 * The path the prerenderer renders to `404.html`, the file a CDN serves with status 404 for any
 * unknown path. No page is registered at it, so rendering it exercises the router's real
 * no-match branch.
 */
export const notFoundPath = '/404';

/** The not-found page's route: metadata (noindex) for the page, never listed in `routes`. */
export const notFoundRoute: RouteOfKind<'notFound'> = staticRoute('notFound', notFoundPath);

/**
 * Every page with a real address: static pages, service pages, city pages, articles. The not-found
 * page is not among them: it answers every address that is missing here.
 */
export const routes: readonly SiteRoute[] = [...staticRoutes, ...serviceRoutes, ...cityServiceRoutes, ...articleRoutes];

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

export function routesOfKind<K extends RouteKind>(kind: K): readonly RouteOfKind<K>[] {
  return routes.filter((route): route is RouteOfKind<K> => route.kind === kind);
}

/** The route whose page and metadata answer a path: the not-found route when nothing matches. */
export function resolveRoute(pathname: string): SiteRoute {
  return findRoute(pathname) ?? notFoundRoute;
}
