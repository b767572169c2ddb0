// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentFor } from '../../site/content/siteContent';
import { articlesOf } from '../../site/content/blog';
import { findRoute, indexableRoutes, normalizePath, notFoundPath, notFoundRoute, notFoundRoutes, resolveRoute, routeEntries, routesIn, routes, routesOfKind } from '../../site/routes/routeTable';
import { routeKinds } from '../../site/routes/routeTypes';
import type { RouteKind } from '../../site/routes/routeTypes';
import { languages } from '../../site/i18n/lang';

const { loadCityPages } = contentFor('en').cityPages;
const { services } = contentFor('en').services;

const articles = articlesOf('en');

const cityPages = await loadCityPages();

const expectedCounts = {
  home: 1,
  about: 1,
  team: 1,
  services: 1,
  faq: 1,
  contact: 1,
  blog: 1,
  privacy: 1,
  article: 4,
  service: 4,
  cityService: 24,
  notFound: 0,
} as const satisfies Record<RouteKind, number>;

describe('route table', () => {
  it.each(languages.flatMap((lang) => routeKinds.map((kind) => [kind, lang, expectedCounts[kind]] as const)))(
    'has %s routes in %s: %i',
    (kind, lang, count) => {
      expect(routes.filter((route) => route.kind === kind && route.lang === lang)).toHaveLength(count);
    },
  );

  it('lists 40 routes in each language, 80 in all, with unique paths', () => {
    for (const lang of languages) expect(routesIn(lang)).toHaveLength(40);
    expect(routes).toHaveLength(80);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('pairs every page with its twin: one entry per page, each twin naming the other', () => {
    expect(routeEntries).toHaveLength(40);
    for (const twins of routeEntries) {
      expect(twins.map((route) => route.lang)).toEqual([...languages]);
      const [english, spanish] = twins;
      expect(spanish?.kind).toBe(english?.kind);
      expect(spanish?.params).toEqual(english?.params);
      for (const route of twins) expect(route.alternates).toEqual({ en: english?.path, es: spanish?.path });
      expect(spanish?.path.startsWith('/es')).toBe(true);
      expect(english?.path.startsWith('/es')).toBe(false);
    }
  });

  it('puts the Spanish pages at Spanish addresses', () => {
    expect(routesIn('es').slice(0, 8).map((route) => route.path)).toEqual([
      '/es',
      '/es/nosotros',
      '/es/equipo',
      '/es/servicios',
      '/es/preguntas-frecuentes',
      '/es/contacto',
      '/es/blog',
      '/es/privacidad',
    ]);
    expect(findRoute('/es/restauracion-de-danos-por-agua-snellville-ga')).toMatchObject({
      kind: 'cityService',
      lang: 'es',
      params: { serviceSlug: 'water-damage-restoration', citySlug: 'snellville' },
    });
    expect(resolveRoute('/es/no-existe')).toMatchObject({ kind: 'notFound', lang: 'es' });
  });

  it('has the eight static pages at their addresses', () => {
    expect(routes.slice(0, 8).map((route) => [route.kind, route.path])).toEqual([
      ['home', '/'],
      ['about', '/about'],
      ['team', '/team'],
      ['services', '/services'],
      ['faq', '/faq'],
      ['contact', '/contact'],
      ['blog', '/blog'],
      ['privacy', '/privacy'],
    ]);
  });

  it('uses lowercase paths without a trailing slash (except the English home)', () => {
    for (const route of routes) {
      expect(route.path).toMatch(/^\/$|^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/);
    }
  });

  it('gives every route a title of at most 60 characters and a description of 50 to 160', () => {
    for (const route of [...routes, ...Object.values(notFoundRoutes)]) {
      expect(route.meta.title.length, route.path).toBeGreaterThan(0);
      expect(route.meta.title.length, `${route.path}: ${route.meta.title}`).toBeLessThanOrEqual(60);
      expect(route.meta.description.length, `${route.path}: ${route.meta.description}`).toBeGreaterThanOrEqual(50);
      expect(route.meta.description.length, `${route.path}: ${route.meta.description}`).toBeLessThanOrEqual(160);
    }
  });

  it('gives every indexable route keywords, a distinct title, a distinct description and a sitemap priority', () => {
    expect(new Set(indexableRoutes.map((route) => route.meta.title)).size).toBe(indexableRoutes.length);
    expect(new Set(indexableRoutes.map((route) => route.meta.description)).size).toBe(indexableRoutes.length);
    for (const route of indexableRoutes) {
      expect(route.meta.keywords.length).toBeGreaterThan(0);
      expect(route.meta.priority).toBeGreaterThan(0);
      expect(route.meta.priority).toBeLessThanOrEqual(1);
    }
  });

  it('puts every city page at /{service}-{city}-ga with its slugs as params', () => {
    const cityRoutes = routesOfKind('cityService', 'en');
    for (const route of routesOfKind('cityService', 'es')) expect(route.path).toMatch(/^\/es\/[a-z-]+-[a-z]+-ga$/);
    for (const route of cityRoutes) {
      expect(route.path).toMatch(/^\/(water-damage-restoration|mold-inspection|crawl-space-cleanup|sewage-cleanup)-[a-z]+-ga$/);
      expect(route.path).toBe(`/${route.params.serviceSlug}-${route.params.citySlug}-ga`);
      expect(route.meta.geo?.placename).toMatch(/, GA$/);
    }
    expect(cityRoutes.map((route) => route.path).sort()).toEqual(cityPages.map((page) => page.path).sort());
  });

  it('derives the service and article routes from content', () => {
    expect(routesOfKind('service', 'en').map((route) => [route.path, route.params.serviceSlug])).toEqual(
      services.map((service) => [`/${service.slug}`, service.slug]),
    );
    expect(routesOfKind('article', 'en').map((route) => route.path)).toEqual(
      articles.map((article) => `/blog/${article.slug}`),
    );
    for (const route of routesOfKind('article')) {
      expect(route.meta.article?.author).toBeTruthy();
      expect(route.meta.image).toBe(`blog/${route.params.articleSlug}.jpg`);
    }
  });
});

describe('findRoute', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/About?ref=nav#top', 'about'],
    ['/water-restoration', 'service'],
    ['/water-damage-restoration-snellville-ga', 'cityService'],
    ['/blog', 'blog'],
    ['/blog/insurance-claims-water-damage-guide', 'article'],
  ])('finds %s as a %s route', (path, kind) => {
    expect(findRoute(path)?.kind).toBe(kind);
  });

  it.each(['/nope', '/water-damage-restoration-atlanta-ga', '/blog/unknown', notFoundPath])('finds nothing at %s', (path) => {
    expect(findRoute(path)).toBeUndefined();
  });

  it('resolves unknown paths to the noindex not-found route', () => {
    expect(resolveRoute('/nope')).toBe(notFoundRoute);
    expect(notFoundRoute.kind).toBe('notFound');
    expect(notFoundRoute.meta.noindex).toBe(true);
    expect(resolveRoute('/faq').kind).toBe('faq');
  });

  it.each([
    ['/', '/'],
    ['', '/'],
    ['/Contact/', '/contact'],
    ['/faq?x=1', '/faq'],
    ['/blog/#top', '/blog'],
  ])('normalizes %j to %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('indexableRoutes', () => {
  it('excludes noindex routes and the not-found page', () => {
    expect(indexableRoutes.every((route) => !route.meta.noindex)).toBe(true);
    expect(indexableRoutes).not.toContain(notFoundRoute);
    expect(indexableRoutes.some((route) => route.kind === 'notFound')).toBe(false);
    expect(indexableRoutes).toHaveLength(routes.filter((route) => !route.meta.noindex).length);
  });
});
