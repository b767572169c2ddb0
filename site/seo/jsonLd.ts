/**
 * Structured data (schema.org JSON-LD) as pure functions of content and routes. Each builder returns a
 * plain object; the `JsonLd` component serializes it. `pageJsonLd` puts the blocks every page carries
 * (WebPage, BreadcrumbList) before the ones of its kind, which live in `jsonLdByKind/<kind>.ts` so
 * that each page's JavaScript carries only the content its own blocks describe (an FAQ page's answers,
 * a city page's local FAQs); `jsonLdFor.ts` puts them all together. The business's own blocks are
 * built in `jsonLdBusiness.ts`, FAQ pages' and articles' in `jsonLdContent.ts`.
 */
import { business } from '../content/facts/business';
import type { Review } from '../content/types';
import { langInfo, type Lang } from '../i18n/lang';
import { breadcrumbsFor, crumbNamesFor } from '../routes/breadcrumbs';
import type { RouteKind, SiteRoute, RouteOfKind } from '../routes/routeTypes';
import { absoluteUrl } from './urls';

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

/** One JSON-LD node; top-level blocks also carry `@context`. */
export interface JsonLdObject {
  readonly '@context'?: typeof schemaOrg;
  readonly '@type': string | readonly string[];
  readonly [key: string]: Json | undefined;
}

export const schemaOrg = 'https://schema.org';

/** A review's scale. */
export const bestRating = 5;
export const worstRating = 1;

/** Stable node ids, so blocks on one page (and Google's graph across pages) refer to the same things. */
export const nodeIds = {
  organization: () => absoluteUrl('/#organization'),
  business: () => absoluteUrl('/#business'),
  website: () => absoluteUrl('/#website'),
  webPage: (path: string) => `${absoluteUrl(path)}#webpage`,
  breadcrumb: (path: string) => `${absoluteUrl(path)}#breadcrumb`,
};

export function webPageJsonLd(route: SiteRoute): JsonLdObject {
  const isHome = route.kind === 'home';
  return {
    '@context': schemaOrg,
    '@type': 'WebPage',
    '@id': nodeIds.webPage(route.path),
    url: absoluteUrl(route.path),
    name: route.meta.title,
    description: route.meta.description,
    inLanguage: langInfo[route.lang].locale,
    isPartOf: {
      '@type': 'WebSite',
      '@id': nodeIds.website(),
      name: business.name,
      url: absoluteUrl('/'),
      publisher: { '@id': nodeIds.organization() },
    },
    about: { '@id': nodeIds.business() },
    ...(isHome ? {} : { breadcrumb: { '@id': nodeIds.breadcrumb(route.path) } }),
  };
}

/** The trail the page shows, as absolute URLs; none on the home page, which shows no trail. */
export function breadcrumbListJsonLd(path: string, lang: Lang): JsonLdObject | undefined {
  const crumbs = breadcrumbsFor(path, crumbNamesFor(lang));
  if (crumbs.length < 2) return undefined;
  return {
    '@context': schemaOrg,
    '@type': 'BreadcrumbList',
    '@id': nodeIds.breadcrumb(path),
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export interface JsonLdOptions {
  /** Customer reviews to publish on the home page; the site has none yet. */
  readonly reviews?: readonly Review[];
}

/** The blocks one kind of page carries besides WebPage and BreadcrumbList, in page order. */
export type StructuredDataFor<K extends RouteKind> = (
  route: RouteOfKind<K>,
  options: Required<JsonLdOptions>,
) => readonly (JsonLdObject | undefined)[];

/**
 * Every JSON-LD block of a page, in the order they appear in the HTML: WebPage, BreadcrumbList (not on
 * the home page, which shows no trail), then the blocks of its kind. The not-found page gets none at
 * all: it answers any unknown address and is noindex.
 */
export function pageJsonLd(route: SiteRoute, specific: readonly (JsonLdObject | undefined)[] = []): JsonLdObject[] {
  if (route.kind === 'notFound') return [];
  const inLanguage = langInfo[route.lang].locale;
  // Every block says which language its names and descriptions are in.
  return [webPageJsonLd(route), breadcrumbListJsonLd(route.path, route.lang), ...specific]
    .filter((block): block is JsonLdObject => block !== undefined)
    .map((block) => ({ ...block, inLanguage }));
}
