/**
 * The business's own JSON-LD: the organization, the local business, its emergency line and services,
 * and customer reviews of it. Every node refers to the business by the same `@id` (see `nodeIds`).
 */
import { business, businessFactsIn } from '../content/facts/business';
import { contentFor } from '../content/siteContent';
import type { GeoPosition, Review } from '../content/types';
import { defaultLang, type Lang } from '../i18n/lang';
import { localPath } from '../i18n/paths';
import { bestRating, nodeIds, schemaOrg, worstRating, type JsonLdObject } from './jsonLd';
import { shareImage, socialImageUrl } from './shareImage';
import { absoluteUrl } from './urls';

/** The business as search engines should classify it: a local business that works on homes. */
export const localBusinessTypes = ['LocalBusiness', 'HomeAndConstructionBusiness'] as const;

const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

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
const areaServed = () => contentFor(defaultLang).citySummaries.citySummaries.map((city) => cityPlace({ name: city.name }));

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

/** The publisher of the articles: the organization, by its `@id`. */
export function publisherRef(): JsonLdObject {
  return {
    '@type': 'Organization',
    '@id': nodeIds.organization(),
    name: business.name,
    logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
  };
}

export function organizationJsonLd(lang: Lang): JsonLdObject {
  return {
    '@context': schemaOrg,
    '@type': 'Organization',
    '@id': nodeIds.organization(),
    name: business.name,
    description: businessFactsIn(lang).shortDescription,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    image: socialImageUrl(shareImage()),
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

export function localBusinessJsonLd(lang: Lang): JsonLdObject {
  return {
    '@context': schemaOrg,
    '@type': localBusinessTypes,
    '@id': nodeIds.business(),
    name: business.name,
    description: businessFactsIn(lang).shortDescription,
    url: absoluteUrl('/'),
    telephone: business.phone.e164,
    email: business.email,
    image: socialImageUrl(shareImage()),
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
    image: socialImageUrl(shareImage()),
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
  /** The language of the page, whose contact page the service links. */
  readonly lang: Lang;
}

export function serviceJsonLd({ name, serviceType, description, path, city, lang }: ServiceInput): JsonLdObject {
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

