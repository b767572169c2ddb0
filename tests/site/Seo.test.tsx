import { render } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import { describe, expect, it } from 'vitest';
import { Seo } from '../../site/components/Seo';
import { business, businessFactsIn } from '../../site/content/facts/business';
import { notFoundRoute, resolveRoute, routesOfKind } from '../../site/routes/routeTable';
import type { SiteRoute } from '../../site/routes/routeTypes';
import { jsonLdFor } from '../../site/seo/jsonLdFor';
import { flattenJsonLd } from '../../site/seo/jsonLdGraph';

const { loadCityPages } = contentFor('en').cityPages;

// A city page's JSON-LD quotes its local FAQs, which the router loads with the page.
await loadCityPages();

function renderSeo(route: SiteRoute) {
  return render(<Seo route={route} jsonLd={jsonLdFor(route)} />);
}

const head = () => document.head;
const metaContent = (attribute: 'name' | 'property', key: string) =>
  Array.from(head().querySelectorAll(`meta[${attribute}="${key}"]`)).map((meta) => meta.getAttribute('content'));
const one = (attribute: 'name' | 'property', key: string) => {
  const values = metaContent(attribute, key);
  expect(values, `${attribute}="${key}"`).toHaveLength(1);
  return values[0];
};

describe('Seo', () => {
  it('puts the title, description, keywords and canonical of the home page in the head', () => {
    const route = resolveRoute('/');
    renderSeo(route);
    expect(document.title).toBe(`${route.meta.title} | ${business.name}`);
    expect(head().querySelectorAll('title')).toHaveLength(1);
    expect(one('name', 'description')).toBe(route.meta.description);
    expect(one('name', 'keywords')).toBe(route.meta.keywords.join(', '));
    const canonical = head().querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]?.getAttribute('href')).toBe(`${business.siteUrl}/`);
    expect(metaContent('name', 'robots')).toEqual([]);
  });

  it('gives a city page its absolute canonical and its own geo tags', () => {
    const route = resolveRoute('/mold-inspection-monroe-ga');
    renderSeo(route);
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${business.siteUrl}/mold-inspection-monroe-ga`,
    );
    expect(one('name', 'geo.region')).toBe('US-GA');
    expect(one('name', 'geo.placename')).toBe('Monroe, GA');
    const { latitude, longitude } = route.meta.geo!.position;
    expect(one('name', 'geo.position')).toBe(`${latitude};${longitude}`);
    expect(one('name', 'ICBM')).toBe(`${latitude}, ${longitude}`);
  });

  it('falls back to the home town for geo tags on pages about no place in particular', () => {
    renderSeo(resolveRoute('/faq'));
    expect(one('name', 'geo.placename')).toBe(`${business.homeTown.locality}, ${business.homeTown.region}`);
    expect(one('name', 'geo.position')).toBe(`${business.geo.latitude};${business.geo.longitude}`);
    expect(one('name', 'ICBM')).toBe(`${business.geo.latitude}, ${business.geo.longitude}`);
  });

  it('writes Open Graph and Twitter card tags with the absolute share image', () => {
    const route = resolveRoute('/faq');
    renderSeo(route);
    expect(one('property', 'og:type')).toBe('website');
    expect(one('property', 'og:title')).toBe(route.meta.title);
    expect(one('property', 'og:description')).toBe(route.meta.description);
    expect(one('property', 'og:url')).toBe(`${business.siteUrl}/faq`);
    expect(one('property', 'og:site_name')).toBe(business.name);
    expect(one('property', 'og:locale')).toBe('en_US');
    expect(one('property', 'og:image')).toBe(`${business.siteUrl}/og-image.jpg`);
    expect(one('property', 'og:image:width')).toBe('1200');
    expect(one('property', 'og:image:height')).toBe('630');
    expect(one('property', 'og:image:alt')).toContain(business.name);
    expect(one('name', 'twitter:card')).toBe('summary_large_image');
    // X falls back to og:title and og:description: written once, for both.
    expect(metaContent('name', 'twitter:title')).toEqual([]);
    expect(metaContent('name', 'twitter:description')).toEqual([]);
    expect(one('name', 'twitter:image')).toBe(`${business.siteUrl}/og-image.jpg`);
    expect(metaContent('property', 'article:published_time')).toEqual([]);
  });

  it('shares a Spanish page with the Spanish card, described in Spanish', () => {
    renderSeo(resolveRoute('/es/preguntas-frecuentes'));
    expect(one('property', 'og:locale')).toBe('es_US');
    expect(one('property', 'og:image')).toBe(`${business.siteUrl}/og-image-es.jpg`);
    expect(one('name', 'twitter:image')).toBe(`${business.siteUrl}/og-image-es.jpg`);
    expect(one('property', 'og:image:alt')).toBe(
      `${business.name}: ${businessFactsIn('es').hours.emergency} · ${business.homeTown.locality}, ${business.homeTown.region}. Llame al ${business.phone.display}.`,
    );
  });

  it('marks an article as one, with its dates, author, section and tags', () => {
    const route = routesOfKind('article')[0]!;
    const article = route.meta.article!;
    renderSeo(route);
    expect(one('property', 'og:type')).toBe('article');
    expect(one('property', 'article:published_time')).toBe(article.publishedTime);
    expect(one('property', 'article:modified_time')).toBe(article.modifiedTime);
    expect(one('property', 'article:author')).toBe(article.author);
    expect(one('property', 'article:section')).toBe(article.section);
    expect(metaContent('property', 'article:tag')).toEqual([...article.tags]);
  });

  it('links every page to the blog feed', () => {
    renderSeo(resolveRoute('/contact'));
    const feed = head().querySelectorAll('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed).toHaveLength(1);
    expect(feed[0]?.getAttribute('href')).toBe('/blog/rss.xml');
    expect(feed[0]?.getAttribute('title')).toContain(business.name);
  });

  it('keeps the not-found page out of search results and gives it no canonical', () => {
    renderSeo(notFoundRoute);
    expect(one('name', 'robots')).toBe('noindex');
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
    expect(metaContent('property', 'og:url')).toEqual([]);
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it("renders the page's JSON-LD as one block in the body, not through the head, saying what its blocks say", () => {
    const route = resolveRoute('/water-damage-restoration-snellville-ga');
    const { container } = renderSeo(route);
    const scripts = Array.from(container.querySelectorAll('script[type="application/ld+json"]'));
    expect(head().querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(scripts).toHaveLength(1);
    const block = JSON.parse(scripts[0]?.textContent ?? '') as { '@context': string; '@graph': [] };
    expect(block['@context']).toBe('https://schema.org');
    expect(flattenJsonLd(block['@graph'])).toEqual(flattenJsonLd(JSON.parse(JSON.stringify(jsonLdFor(route)))));
  });

  it('replaces the previous page tags on navigation instead of adding to them', () => {
    const { rerender, container } = renderSeo(routesOfKind('article')[0]!);
    const about = resolveRoute('/about');
    rerender(<Seo route={about} jsonLd={jsonLdFor(about)} />);
    expect(document.title).toBe(`${about.meta.title} | ${business.name}`);
    expect(metaContent('name', 'description')).toEqual([about.meta.description]);
    expect(head().querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${business.siteUrl}/about`);
    expect(metaContent('property', 'article:tag')).toEqual([]);
    expect(one('property', 'og:type')).toBe('website');
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')['@graph']).toHaveLength(jsonLdFor(about).length);
  });
});
