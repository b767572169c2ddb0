/**
 * What a route is: its kinds, the params each kind needs, and its metadata. The routes themselves are
 * in `routeTable.ts`.
 */
import type { ArticleSlug, CitySlug, GeoPosition, PageMeta, ServiceId } from '../content/types';
import type { Lang } from '../i18n/lang';

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
  /** Which page of the list, from 1 (`/blog`); see `blogPages.ts`. */
  blog: { readonly page: number };
  privacy: Record<string, never>;
  article: { readonly articleSlug: ArticleSlug };
  service: { readonly serviceSlug: ServiceId };
  /** The service by how its city pages' English addresses begin (`cityServiceSlug`). */
  cityService: { readonly serviceSlug: string; readonly citySlug: CitySlug };
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
    /** The language the page is written in. */
    readonly lang: Lang;
    /** Lowercase, no trailing slash except the home page. */
    readonly path: string;
    readonly meta: RouteMeta;
    readonly params: RouteParamsByKind[K];
    /** The same page in every language, by language: the page's own path among them. */
    readonly alternates: Readonly<Record<Lang, string>>;
  };
}[RouteKind];

export type RouteOfKind<K extends RouteKind> = Extract<SiteRoute, { kind: K }>;
