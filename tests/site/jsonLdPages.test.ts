// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { business } from '../../site/content/facts/business';
import type { Review } from '../../site/content/types';
import { contentFor } from '../../site/content/siteContent';
import { localPath } from '../../site/i18n/paths';
import { breadcrumbsFor, crumbNamesFor } from '../../site/routes/breadcrumbs';
import { notFoundRoute, resolveRoute, routes, routesOfKind } from '../../site/routes/routeTable';
import type { SiteRoute } from '../../site/routes/routeTypes';
import { serializeJsonLd } from '../../site/seo/escapeJson';
import { localBusinessTypes, reviewJsonLd } from '../../site/seo/jsonLdBusiness';
import type { JsonLdObject } from '../../site/seo/jsonLd';
import { jsonLdFor } from '../../site/seo/jsonLdFor';
import { flattenJsonLd, jsonLdGraph } from '../../site/seo/jsonLdGraph';

const { cities } = contentFor('en').cities;
const { loadCityPages } = contentFor('en').cityPages;
const { faqs } = contentFor('en').faqs;
const { services } = contentFor('en').services;

// A city page's JSON-LD quotes its local FAQs, which the router loads with the page.
const cityPages = await loadCityPages();
await contentFor('es').cityPages.loadCityPages();

const typeName = (block: JsonLdObject) => (Array.isArray(block['@type']) ? block['@type'].join('+') : block['@type']);
const typesFor = (path: string) => jsonLdFor(resolveRoute(path)).map(typeName);
const businessType = localBusinessTypes.join('+');

/** Every string in a JSON value, with the key it sits under. */
function* strings(value: unknown, key = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (Array.isArray(value)) for (const item of value) yield* strings(item, key);
  else if (value && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) yield* strings(child, childKey);
  }
}

describe('jsonLdFor', () => {
  const article = routesOfKind('article')[0]!;
  it.each([
    ['/', ['WebPage', 'Organization', businessType, 'EmergencyService']],
    ['/about', ['WebPage', 'BreadcrumbList', 'Organization']],
    ['/team', ['WebPage', 'BreadcrumbList']],
    ['/services', ['WebPage', 'BreadcrumbList']],
    ['/faq', ['WebPage', 'BreadcrumbList', 'FAQPage']],
    ['/contact', ['WebPage', 'BreadcrumbList', businessType]],
    ['/blog', ['WebPage', 'BreadcrumbList']],
    [article.path, ['WebPage', 'BreadcrumbList', 'Article']],
    ['/water-restoration', ['WebPage', 'BreadcrumbList', 'Service', 'FAQPage', 'EmergencyService']],
    ['/mold-inspection', ['WebPage', 'BreadcrumbList', 'Service', 'FAQPage']],
    ['/crawl-space-cleanup', ['WebPage', 'BreadcrumbList', 'Service', 'FAQPage']],
    ['/sewage-cleanup', ['WebPage', 'BreadcrumbList', 'Service', 'FAQPage', 'EmergencyService']],
    ['/water-damage-restoration-snellville-ga', ['WebPage', 'BreadcrumbList', 'Service', 'FAQPage', 'EmergencyService']],
    ['/mold-inspection-monroe-ga', ['WebPage', 'BreadcrumbList', 'Service', 'FAQPage']],
    ['/mold-inspection-bethlehem-ga', ['WebPage', 'BreadcrumbList', 'Service']],
  ])('%s carries %j', (path, expected) => {
    expect(typesFor(path)).toEqual(expected);
  });

  it.each(['en', 'es'] as const)('names the %s home page emergency service as the business, a colon and the emergency note', (lang) => {
    const emergency = jsonLdFor(resolveRoute(localPath(lang, '/'))).find((block) => block['@type'] === 'EmergencyService');
    expect(emergency?.name).toBe(`${business.name}: ${contentFor(lang).navigation.headerCopy.emergencyNote}`);
  });

  it('gives the not-found page no structured data', () => {
    expect(jsonLdFor(notFoundRoute)).toEqual([]);
  });

  it.each(cityPages.map((page) => [page.path, page] as const))('%s: Service in its city, FAQ and emergency only when they apply', (path, page) => {
    const blocks = jsonLdFor(resolveRoute(path));
    const service = blocks.find((block) => block['@type'] === 'Service');
    expect(service).toMatchObject({
      name: page.seoData.title,
      serviceType: page.serviceTitle,
      description: page.seoData.description,
      url: `${business.siteUrl}${path}`,
      provider: { '@id': `${business.siteUrl}/#business`, name: business.name },
      areaServed: [{ '@type': 'City', name: page.locationName }],
    });
    const faqBlock = blocks.find((block) => block['@type'] === 'FAQPage');
    if (page.faqs.length > 0) {
      expect((faqBlock?.mainEntity as unknown[]).length).toBe(page.faqs.length);
    } else {
      expect(faqBlock).toBeUndefined();
    }
    expect(blocks.some((block) => block['@type'] === 'EmergencyService')).toBe(page.isEmergency);
  });

  it('lists the twelve FAQ page questions with their answers', () => {
    const faqBlock = jsonLdFor(resolveRoute('/faq')).find((block) => block['@type'] === 'FAQPage');
    const questions = faqBlock?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(12);
    expect(questions.map((question) => question.name)).toEqual(faqs.map((item) => item.question));
    expect(questions[0]?.acceptedAnswer.text).toBe(faqs[0]?.answer);
  });

  it.each(services.map((service) => [service.slug, service] as const))('/%s describes the service across the six cities', (slug, service) => {
    const block = jsonLdFor(resolveRoute(`/${slug}`)).find((item) => item['@type'] === 'Service');
    expect(block).toMatchObject({ name: service.title, description: service.description });
    expect(block?.areaServed).toHaveLength(cities.length);
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s: WebPage with its URL, breadcrumb trail as on the page', (path, route) => {
    const blocks = jsonLdFor(route);
    const url = path === '/' ? `${business.siteUrl}/` : `${business.siteUrl}${path}`;
    expect(blocks[0]).toMatchObject({ '@type': 'WebPage', url, name: route.meta.title, description: route.meta.description });
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    if (route.kind === 'home') {
      expect(trail).toBeUndefined();
      expect(blocks[0]).not.toHaveProperty('breadcrumb');
      return;
    }
    expect(blocks[0]?.breadcrumb).toEqual({ '@id': trail?.['@id'] });
    const crumbs = breadcrumbsFor(path, crumbNamesFor(route.lang));
    expect(trail?.itemListElement).toEqual(
      crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.path === '/' ? `${business.siteUrl}/` : `${business.siteUrl}${crumb.path}`,
      })),
    );
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s: every address is absolute and every block survives serialization', (_, route) => {
    for (const block of jsonLdFor(route)) {
      expect(block['@context']).toBe('https://schema.org');
      for (const [key, value] of strings(block)) {
        if (['url', 'item', '@id', 'image', 'logo', 'serviceUrl'].includes(key)) {
          expect(value.startsWith(`${business.siteUrl}/`)).toBe(true);
        }
      }
      expect(JSON.parse(serializeJsonLd(block))).toEqual(JSON.parse(JSON.stringify(block)));
    }
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s: every block says the language of its page', (_, route) => {
    const blocks = jsonLdFor(route);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block.inLanguage).toBe(route.lang === 'es' ? 'es-US' : 'en-US');
  });

  it('names and describes the Spanish pages in Spanish', () => {
    const es = contentFor('es');
    const faqBlock = jsonLdFor(resolveRoute('/es/preguntas-frecuentes')).find((block) => block['@type'] === 'FAQPage');
    const questions = faqBlock?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((question) => question.name)).toEqual(es.faqs.faqs.map((item) => item.question));
    expect(questions[0]?.acceptedAnswer.text).toBe(es.faqs.faqs[0]?.answer);

    const [service] = es.services.services;
    const serviceBlock = jsonLdFor(resolveRoute(localPath('es', `/${service.slug}`))).find((block) => block['@type'] === 'Service');
    expect(serviceBlock).toMatchObject({ name: service.title, description: service.description });
    expect(service.title).not.toBe(services[0].title);
  });

  it('emits Review blocks on the home page only when reviews exist', () => {
    const reviews: Review[] = [{ authorName: 'Pat Doe', rating: 5, reviewText: 'They were here in an hour.' }];
    expect(typesFor('/')).not.toContain('Review');
    const blocks = jsonLdFor(resolveRoute('/'), { reviews });
    expect(blocks.filter((block) => block['@type'] === 'Review')).toEqual([{ ...reviewJsonLd(reviews[0]!), inLanguage: 'en-US' }]);
  });
});

describe('the JSON-LD a page carries (one block, each node described once)', () => {
  const graphOf = (route: SiteRoute) => {
    const graph = jsonLdGraph(jsonLdFor(route));
    if (!graph) throw new Error(`${route.path} has no structured data`);
    return graph;
  };

  it.each(routes.map((route) => [route.path, route] as const))('%s: one @context, the blocks as its @graph, saying all they say', (_, route) => {
    const graph = graphOf(route);
    const blocks = jsonLdFor(route);
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@graph'].map(typeName)).toEqual(blocks.map(typeName));
    expect(graph['@graph'].every((node) => !('@context' in node))).toBe(true);
    // The same nodes with the same properties as the separate blocks, each described once or more.
    const written = JSON.parse(serializeJsonLd(graph)) as typeof graph;
    expect(flattenJsonLd(written['@graph'])).toEqual(flattenJsonLd(JSON.parse(JSON.stringify(blocks)) as JsonLdObject[]));
    expect(JSON.parse(serializeJsonLd(graph))).toEqual(JSON.parse(JSON.stringify(graph)));
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s: describes each node with an @id once', (_, route) => {
    const described = new Map<string, number>();
    const visit = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') {
        const id = (value as Record<string, unknown>)['@id'];
        if (typeof id === 'string' && Object.keys(value).length > 1) described.set(id, (described.get(id) ?? 0) + 1);
        Object.values(value).forEach(visit);
      }
    };
    visit(graphOf(route)['@graph']);
    expect([...described].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('writes the business once on a city page: the emergency line refers to the provider described in the Service', () => {
    const [service, , emergency] = graphOf(resolveRoute('/water-damage-restoration-snellville-ga'))['@graph'].slice(2);
    expect(service?.provider).toMatchObject({ '@id': `${business.siteUrl}/#business`, name: business.name, telephone: business.phone.e164 });
    expect(emergency?.['@type']).toBe('EmergencyService');
    expect(emergency?.parentOrganization).toEqual({ '@id': `${business.siteUrl}/#business` });
  });

  it('keeps a description it cannot replace: a node described two different ways stays described twice', () => {
    const a = { '@context': 'https://schema.org', '@type': 'Thing', about: { '@type': 'Place', '@id': 'x', name: 'One' } } as const;
    const b = { '@context': 'https://schema.org', '@type': 'Thing', about: { '@type': 'Place', '@id': 'x', name: 'Two' } } as const;
    expect(jsonLdGraph([a, b])?.['@graph']).toEqual([
      { '@type': 'Thing', about: { '@type': 'Place', '@id': 'x', name: 'One' } },
      { '@type': 'Thing', about: { '@type': 'Place', '@id': 'x', name: 'Two' } },
    ]);
    expect(jsonLdGraph([])).toBeUndefined();
  });
});
