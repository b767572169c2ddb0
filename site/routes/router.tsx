import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Seo } from '../components/Seo';
import { SiteLayout } from '../components/SiteLayout';
import { pageJsonLd, type JsonLdObject, type StructuredDataFor } from '../seo/jsonLd';
import { resolveRoute } from './routeTable';
import type { RouteKind, RouteOfKind, SiteRoute } from './routeTypes';

/*
 * The site's router, at build time: React Router matches each address and the prerenderer renders the
 * page to HTML. The browser gets none of this; only a page's islands run there.
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
  Page: PageModule['default'];
  jsonLd: JsonLdObject[];
}

/** Loads a route's page module and structured data, before it is rendered. */
export async function loadPage(route: SiteRoute): Promise<LoadedPage> {
  const load = pageModules[`../${pageModuleFor(route.kind)}`];
  if (!load) throw new Error(`No page module at site/${pageModuleFor(route.kind)} for ${route.kind} routes.`);
  const loadStructuredData = structuredDataModules[`../seo/jsonLdByKind/${route.kind}.ts`];
  const [{ default: Page }, structuredData] = await Promise.all([load(), loadStructuredData?.()]);
  return { Page, jsonLd: pageJsonLd(route, structuredData?.default(route, { reviews: [] })) };
}

/** The page at the current address, with its search metadata and structured data, in the layout. */
function CurrentPage({ page }: { page: LoadedPage }) {
  const route = resolveRoute(useLocation().pathname);
  const { Page, jsonLd } = page;
  return (
    <SiteLayout route={route}>
      <Seo route={route} jsonLd={jsonLd} />
      <Page route={route} />
    </SiteLayout>
  );
}

/**
 * The app inside React Router's `StaticRouter`: the route table answers the address (the not-found
 * route when nothing matches), the same lookup the static server uses.
 */
export function App({ page }: { page: LoadedPage }) {
  return (
    <Routes>
      <Route path="*" element={<CurrentPage page={page} />} />
    </Routes>
  );
}
