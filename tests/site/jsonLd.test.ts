// @vitest-environment node
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '../../site/components/JsonLd';
import { articlesOf } from '../../site/content/blog';
import { business } from '../../site/content/facts/business';
import { contentFor } from '../../site/content/siteContent';
import { resolveRoute, routesOfKind } from '../../site/routes/routeTable';
import type { SiteRoute } from '../../site/routes/routeTypes';
import { serializeJsonLd } from '../../site/seo/escapeJson';
import { breadcrumbListJsonLd, webPageJsonLd } from '../../site/seo/jsonLd';
import { localBusinessJsonLd, localBusinessTypes, organizationJsonLd, reviewJsonLd } from '../../site/seo/jsonLdBusiness';
import { articleJsonLd, faqPageJsonLd } from '../../site/seo/jsonLdContent';

const { findTeamMember } = contentFor('en').team;

const articles = articlesOf('en');

const hostile = '</script><script>alert(1)</script>';

describe('serializeJsonLd', () => {
  it.each([
    ['a closing script tag', hostile],
    ['an upper-case closing tag', '</SCRIPT >'],
    ['an HTML comment opener', '<!-- x'],
    ['an ampersand entity', 'Tom &amp; Jerry & Sons'],
    ['a greater-than sign', 'a > b'],
    ['line and paragraph separators', 'one\u2028two\u2029three'],
  ])('escapes %s and reads back unchanged', (_, text) => {
    const data = { '@type': 'Thing', description: text, nested: [{ name: text }] };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it('writes the escapes as JSON unicode sequences', () => {
    expect(serializeJsonLd({ a: '<>&\u2028\u2029' })).toBe('{"a":"\\u003c\\u003e\\u0026\\u2028\\u2029"}');
  });
});

describe('JsonLd', () => {
  it('renders one ld+json script that hostile content cannot close', () => {
    const route = { ...resolveRoute('/about'), meta: { ...resolveRoute('/about').meta, description: hostile } } as SiteRoute;
    const html = renderToStaticMarkup(createElement(JsonLd, { data: webPageJsonLd(route) }));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    const json = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(json)).toMatchObject({ description: hostile });
  });

  it.each([
    ['FAQ answers', () => faqPageJsonLd([{ question: hostile, answer: hostile }], '/faq')],
    ['review text', () => reviewJsonLd({ authorName: hostile, rating: 5, reviewText: hostile })],
  ])('keeps %s inside the script element', (_, build) => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: build() }));
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<script>');
  });
});

describe('organization and local business', () => {
  it('describes the organization from the business module', () => {
    const org = organizationJsonLd('en');
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: business.name,
      url: `${business.siteUrl}/`,
      telephone: business.phone.e164,
      email: business.email,
      foundingDate: String(business.foundedYear),
    });
    expect(org.sameAs).toEqual(Object.values(business.social));
    // The office calls back in Spanish: the site has a Spanish half, and its enquiries are marked for it.
    expect(org.contactPoint).toMatchObject({ availableLanguage: ['English', 'Spanish'] });
  });

  it('publishes a service-area address: locality, region, postal code, country and no street', () => {
    const { address } = localBusinessJsonLd('en');
    expect(address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: business.homeTown.locality,
      addressRegion: business.homeTown.region,
      postalCode: business.homeTown.postalCode,
      addressCountry: business.homeTown.country,
    });
    expect(address).not.toHaveProperty('streetAddress');
  });

  it('carries hours, price, payment, rating, areas and profiles', () => {
    const local = localBusinessJsonLd('en');
    expect(local['@type']).toEqual(['LocalBusiness', 'HomeAndConstructionBusiness']);
    expect(local).toMatchObject({
      name: business.name,
      telephone: business.phone.e164,
      email: business.email,
      priceRange: business.priceRange,
      paymentAccepted: 'Cash, Credit Card, Check, Insurance',
      geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: business.rating.value.toFixed(1),
        reviewCount: business.rating.count,
        bestRating: 5,
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      ],
    });
    expect(local.image).toBe(`${business.siteUrl}/og-image.jpg`);
    const areas = local.areaServed as { '@type': string; name: string }[];
    expect(areas.map((area) => area['@type'])).toEqual(Array(6).fill('City'));
    expect(areas.map((area) => area.name).sort()).toEqual(
      ['Bethlehem', 'Grayson', 'Lawrenceville', 'Loganville', 'Monroe', 'Snellville'].sort(),
    );
    expect(local.sameAs).toHaveLength(4);
  });
});

describe('builders', () => {
  it('builds an Article with dates, author, publisher and an absolute image', () => {
    const route = routesOfKind('article')[0]!;
    const content = articles.find((item) => `/blog/${item.slug}` === route.path)!;
    const author = findTeamMember(content.authorId)!;
    expect(articleJsonLd(route, author)).toMatchObject({
      '@type': 'Article',
      headline: content.title,
      description: content.description,
      image: [`${business.siteUrl}/og-image.jpg`],
      datePublished: content.publishedAt,
      dateModified: content.modifiedAt,
      author: { '@type': 'Person', name: author.name, jobTitle: author.role },
      publisher: { '@type': 'Organization', name: business.name },
      mainEntityOfPage: { '@id': `${business.siteUrl}${route.path}#webpage` },
      articleSection: content.category,
    });
  });

  it('gives a Spanish article the Spanish share card', () => {
    const route = routesOfKind('article', 'es')[0]!;
    expect(articleJsonLd(route)).toMatchObject({ image: [`${business.siteUrl}/og-image-es.jpg`] });
  });

  it('builds a Review with author, rating and the reviewed business', () => {
    expect(reviewJsonLd({ authorName: 'Pat Doe', rating: 4, reviewText: 'Quick and careful.' })).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Pat Doe' },
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5 },
      reviewBody: 'Quick and careful.',
      itemReviewed: { '@type': localBusinessTypes, name: business.name },
    });
  });

  it('builds no BreadcrumbList for the home page', () => {
    expect(breadcrumbListJsonLd('/', 'en')).toBeUndefined();
  });
});
