import type { ComponentType } from 'react';
import { createStaticHandler, createStaticRouter, useLoaderData, type RouteObject, type StaticHandlerContext } from 'react-router-dom';
import { Seo } from '../components/Seo';
import { SiteLayout } from '../components/SiteLayout';
import { pageJsonLd, type JsonLdObject, type StructuredDataFor } from '../seo/jsonLd';
import { resolveRoute, routes } from './routeTable';
import type { RouteKind, RouteOfKind, SiteRoute } from './routeTypes';

/*
 * The site's router, at build time: React Router matches each address against the route table, its
 * route's loader loads the page, and the prerenderer renders it to HTML. The browser gets none of
 * this; only a page's islands run there.
 */

/** What every page component receives: its route, with the params and metadata of its kind. */
export interface PageProps<K extends RouteKind> {
  route: RouteOfKind<K>;
}

type PageModule = { default: ComponentType<{ route: SiteRoute }> };
type StructuredDataModule = { default: StructuredDataFor<RouteKind> };

const pageModules = import.meta.glob<PageModule>('../pages/*Page.tsx');
const structuredDataModules = import.meta.glob<StructuredDataModule>('../seo/jsonLdByKind/*.ts');

/** The page module that renders each kind of route: a kind without a page is a compile error. */
export const pageFor = {
  home: 'HomePage',
  about: 'AboutPage',
  team: 'TeamPage',
  services: 'ServicesPage',
  faq: 'FaqPage',
  contact: 'ContactPage',
  blog: 'BlogPage',
  privacy: 'PrivacyPage',
  article: 'ArticlePage',
  service: 'ServicePage',
  cityService: 'CityServicePage',
  notFound: 'NotFoundPage',
} as const satisfies Record<RouteKind, string>;

/** The page's source path as Vite's manifest names it (relative to `site/`). */
export const pageModuleFor = (kind: RouteKind) => `pages/${pageFor[kind]}.tsx`;

export interface LoadedPage {
  route: SiteRoute;
  Page: PageModule['default'];
  jsonLd: JsonLdObject[];
}

/** Loads a route's page module and structured data, before it is rendered. */
export async function loadPage(route: SiteRoute): Promise<LoadedPage> {
  const load = pageModules[`../${pageModuleFor(route.kind)}`];
  if (!load) throw new Error(`No page module at site/${pageModuleFor(route.kind)} for ${route.kind} routes.`);
  const loadStructuredData = structuredDataModules[`../seo/jsonLdByKind/${route.kind}.ts`];
  const [{ default: Page }, structuredData] = await Promise.all([load(), loadStructuredData?.()]);
  return { route, Page, jsonLd: pageJsonLd(route, structuredData?.default(route, { reviews: [] })) };
}

/** The page its route's loader loaded, with its search metadata and structured data, in the layout. */
function CurrentPage() {
  const { route, Page, jsonLd } = useLoaderData<LoadedPage>();
  return (
    <SiteLayout route={route}>
      <Seo route={route} jsonLd={jsonLd} />
      <Page route={route} />
    </SiteLayout>
  );
}

/**
 * The route table as React Router's routes: one per address, whose loader loads that route's page,
 * and the not-found page, in the address's language, for every other address.
 */
export const routeObjects: RouteObject[] = [
  ...routes.map((route): RouteObject => ({ path: route.path, loader: () => loadPage(route), Component: CurrentPage })),
  { path: '*', loader: ({ request }) => loadPage(resolveRoute(new URL(request.url).pathname)), Component: CurrentPage },
];

const handler = createStaticHandler(routeObjects);

export interface MatchedPage {
  page: LoadedPage;
  context: StaticHandlerContext;
  router: ReturnType<typeof createStaticRouter>;
}

/** Matches an address once and runs its route's loader: what `StaticRouterProvider` renders. */
export async function matchPage(url: string): Promise<MatchedPage> {
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${url}: the router answered ${context.status}, where every address has a page.`);
  const match = context.matches.at(-1);
  const page = match && (context.loaderData[match.route.id] as LoadedPage | undefined);
  if (!page) throw new Error(`${url}: no route loaded a page${context.errors ? `: ${String(Object.values(context.errors)[0])}` : ''}.`);
  return { page, context, router: createStaticRouter(handler.dataRoutes, context) };
}
