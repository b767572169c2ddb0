/**
 * Structured data (schema.org JSON-LD) as pure functions of content and routes. Each builder returns a
 * plain object; the `JsonLd` component serializes it. `pageJsonLd` puts the blocks every page carries
 * (WebPage, BreadcrumbList) before the ones of its kind, which live in `jsonLdByKind/<kind>.ts` so
 * that each page's JavaScript carries only the content its own blocks describe (an FAQ page's answers,
 * a city page's local FAQs); `jsonLdFor.ts` puts them all together.
 */
import { business } from '../content/business';
import { citySummaries } from '../content/citySummaries';
import type { FaqItem, GeoPosition, Review, TeamMember } from '../content/types';
import { businessFactsIn } from '../i18n/businessFacts';
import { defaultLang, langInfo, type Lang } from '../i18n/lang';
import { localPath } from '../i18n/paths';
import { breadcrumbsFor, crumbNamesFor } from '../routes/breadcrumbs';
import type { RouteKind, RouteOfKind, SiteRoute } from '../routes/routeTable';
import { shareImage, socialImageFor, socialImageUrl } from './shareImage';
import { absoluteUrl } from './urls';

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

/** One JSON-LD node; top-level blocks also carry `@context`. */
export interface JsonLdObject {
  readonly '@context'?: typeof schemaOrg;
  readonly '@type': string | readonly string[];
  readonly [key: string]: Json | undefined;
}

const schemaOrg = 'https://schema.org';

/** The business as search engines should classify it: a local business that works on homes. */
export const localBusinessTypes = ['LocalBusiness', 'HomeAndConstructionBusiness'] as const;

const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const bestRating = 5;
const worstRating = 1;

/** Stable node ids, so blocks on one page (and Google's graph across pages) refer to the same things. */
export const nodeIds = {
  organization: () => absoluteUrl('/#organization'),
  business: () => absoluteUrl('/#business'),
  website: () => absoluteUrl('/#website'),
  webPage: (path: string) => `${absoluteUrl(path)}#webpage`,
  breadcrumb: (path: string) => `${absoluteUrl(path)}#breadcrumb`,
};

function postalAddress(): JsonLdObject {
  // A service-area business publishes no street address, only the town it works from.
  return {
    '@type': 'PostalAddress',
    addressLocality: business.homeTown.locality,
    addressRegion: business.homeTown.region,
    postalCode: business.homeTown.postalCode,
    addressCountry: business.homeTown.country,
  };
}

function geoCoordinates(position: GeoPosition): JsonLdObject {
  return { '@type': 'GeoCoordinates', latitude: position.latitude, longitude: position.longitude };
}

function openAroundTheClock(): JsonLdObject[] {
  return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: everyDay, opens: '00:00', closes: '23:59' }];
}

function cityPlace(city: { readonly name: string; readonly geo?: GeoPosition }): JsonLdObject {
  return {
    '@type': 'City',
    name: city.name,
    ...(city.geo ? { geo: geoCoordinates(city.geo) } : {}),
    containedInPlace: { '@type': 'State', name: business.homeTown.regionName },
  };
}

/** The six cities with their own pages: the area the business serves. */
const areaServed = () => citySummaries.map((city) => cityPlace({ name: city.name }));

/** A short reference to the business for `provider`, `itemReviewed` and `parentOrganization`. */
function businessRef(): JsonLdObject {
  return {
    '@type': localBusinessTypes,
    '@id': nodeIds.business(),
    name: business.name,
    url: absoluteUrl('/'),
    telephone: business.phone.e164,
  };
}

function publisherRef(): JsonLdObject {
  return {
    '@type': 'Organization',
    '@id': nodeIds.organization(),
    name: business.name,
    logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
  };
}

export function organizationJsonLd(lang: Lang = defaultLang): JsonLdObject {
  return {
    '@context': schemaOrg,
    '@type': 'Organization',
    '@id': nodeIds.organization(),
    name: business.name,
    description: businessFactsIn(lang).shortDescription,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    image: socialImageUrl(shareImage),
    email: business.email,
    telephone: business.phone.e164,
    foundingDate: String(business.foundedYear),
    address: postalAddress(),
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: business.phone.e164,
      email: business.email,
      contactType: 'customer service',
      areaServed: `${business.homeTown.country}-${business.homeTown.region}`,
      availableLanguage: business.languagesSpoken,
      hoursAvailable: openAroundTheClock(),
    },
    sameAs: Object.values(business.social),
  };
}

export function localBusinessJsonLd(lang: Lang = defaultLang): JsonLdObject {
  return {
    '@context': schemaOrg,
    '@type': localBusinessTypes,
    '@id': nodeIds.business(),
    name: business.name,
    description: businessFactsIn(lang).shortDescription,
    url: absoluteUrl('/'),
    telephone: business.phone.e164,
    email: business.email,
    image: socialImageUrl(shareImage),
    logo: absoluteUrl('/favicon.svg'),
    address: postalAddress(),
    geo: geoCoordinates(business.geo),
    openingHoursSpecification: openAroundTheClock(),
    priceRange: business.priceRange,
    paymentAccepted: businessFactsIn(lang).paymentAccepted.join(', '),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.rating.value.toFixed(1),
      reviewCount: business.rating.count,
      bestRating,
      worstRating,
    },
    areaServed: areaServed(),
    parentOrganization: { '@id': nodeIds.organization() },
    sameAs: Object.values(business.social),
  };
}

interface EmergencyServiceInput {
  readonly name: string;
  /** Site path of the page that describes it. */
  readonly path: string;
  /** Where this emergency service is offered; the whole service area when absent. */
  readonly city?: { readonly name: string; readonly geo: GeoPosition };
}

/** The round-the-clock emergency line, a LocalBusiness subtype search engines show for "near me". */
export function emergencyServiceJsonLd({ name, path, city }: EmergencyServiceInput): JsonLdObject {
  return {
    '@context': schemaOrg,
    '@type': 'EmergencyService',
    '@id': `${absoluteUrl(path)}#emergency`,
    name,
    url: absoluteUrl(path),
    telephone: business.phone.e164,
    image: socialImageUrl(shareImage),
    address: postalAddress(),
    geo: geoCoordinates(business.geo),
    openingHoursSpecification: openAroundTheClock(),
    priceRange: business.priceRange,
    areaServed: city ? [cityPlace(city)] : areaServed(),
    parentOrganization: businessRef(),
  };
}

interface ServiceInput {
  readonly name: string;
  readonly serviceType: string;
  readonly description: string;
  readonly path: string;
  readonly city?: { readonly name: string; readonly geo: GeoPosition };
  /** The language of the page, whose contact page the service links. @default 'en' */
  readonly lang?: Lang;
}

export function serviceJsonLd({ name, serviceType, description, path, city, lang = defaultLang }: ServiceInput): JsonLdObject {
  return {
    '@context': schemaOrg,
    '@type': 'Service',
    '@id': `${absoluteUrl(path)}#service`,
    name,
    serviceType,
    description,
    url: absoluteUrl(path),
    provider: businessRef(),
    areaServed: city ? [cityPlace(city)] : areaServed(),
    availableChannel: {
      '@type': 'ServiceChannel',
      servicePhone: { '@type': 'ContactPoint', telephone: business.phone.e164 },
      serviceUrl: absoluteUrl(localPath(lang, '/contact')),
    },
  };
}

export function faqPageJsonLd(items: readonly FaqItem[], path: string): JsonLdObject {
  return {
    '@context': schemaOrg,
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(path)}#faq`,
    url: absoluteUrl(path),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

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
export function breadcrumbListJsonLd(path: string, lang: Lang = defaultLang): JsonLdObject | undefined {
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

export function articleJsonLd(route: RouteOfKind<'article'>, author?: TeamMember): JsonLdObject {
  const { meta } = route;
  return {
    '@context': schemaOrg,
    '@type': 'Article',
    '@id': `${absoluteUrl(route.path)}#article`,
    headline: meta.title,
    description: meta.description,
    image: [socialImageUrl(socialImageFor(meta, undefined, route.lang))],
    datePublished: meta.article?.publishedTime,
    dateModified: meta.article?.modifiedTime,
    author: {
      '@type': 'Person',
      name: author?.name ?? meta.article?.author ?? business.name,
      ...(author ? { jobTitle: author.role, worksFor: { '@id': nodeIds.organization() } } : {}),
    },
    publisher: publisherRef(),
    mainEntityOfPage: { '@id': nodeIds.webPage(route.path) },
    articleSection: meta.article?.section,
    keywords: meta.keywords.join(', '),
    inLanguage: langInfo[route.lang].locale,
  };
}

/** One customer review of the business; emitted only when the site has review content. */
export function reviewJsonLd(review: Review): JsonLdObject {
  return {
    '@context': schemaOrg,
    '@type': 'Review',
    author: { '@type': 'Person', name: review.authorName },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating, worstRating },
    reviewBody: review.reviewText,
    itemReviewed: businessRef(),
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
