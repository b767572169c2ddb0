import { Component, use, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadOnce, type LazyModule } from '../../design-system';
import { RouteError } from '../components/RouteError';
import { Seo } from '../components/Seo';
import { SiteLayout } from '../components/SiteLayout';
import { cityLocalContentFile, loadCityLocalContent } from '../content/cityLocalContent';
import type { CityPageKey } from '../content/types';
import { pageJsonLd, type JsonLdObject, type StructuredDataFor } from '../seo/jsonLd';
import { resolveRoute, type RouteKind, type RouteOfKind, type SiteRoute } from './routeTable';

/** What every page component receives: its route, with the params and metadata of its kind. */
export interface PageProps<K extends RouteKind> {
  route: RouteOfKind<K>;
}

type PageModule = { default: ComponentType<{ route: SiteRoute }> };
type StructuredDataModule = { default: StructuredDataFor<RouteKind> };

// One chunk per page module, so a visitor downloads only the page they are on. A page's structured
// data comes the same way (`seo/jsonLdByKind/<kind>.ts`): it quotes the page's content (an FAQ page's
// answers, a city page's local FAQs), which would otherwise load with every page.
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

/** The source path of a kind's own JSON-LD blocks, when it has any (relative to `site/`). */
export function structuredDataModuleFor(kind: RouteKind): string | undefined {
  const path = `seo/jsonLdByKind/${kind}.ts`;
  return `../${path}` in structuredDataModules ? path : undefined;
}

// A city page's own text (`content/cityLocal/<service>-<city>.ts`) is a chunk per page, loaded with the
// page module: in one module, the 24 pages' text was 10 KB gzip on every city page. The loader and its
// map of the 24 chunks cost every page 0.8 KB gzip in the app's entry; in the page's own chunk instead,
// a navigation to a city page would fetch its text only after the page chunk, one round trip later.
const cityPageKeyOf = (route: SiteRoute): CityPageKey | undefined =>
  route.kind === 'cityService' ? `${route.params.serviceSlug}-${route.params.citySlug}` : undefined;

/** The source path of the content a route loads with its page, when it has any (relative to `site/`). */
export function contentModuleFor(route: SiteRoute): string | undefined {
  const cityPage = cityPageKeyOf(route);
  return cityPage && cityLocalContentFile(cityPage);
}

interface LoadedPage {
  Page: PageModule['default'];
  jsonLd: JsonLdObject[];
}

async function importPage(route: SiteRoute): Promise<LoadedPage> {
  const load = pageModules[`../${pageModuleFor(route.kind)}`];
  if (!load) throw new Error(`No page module at site/${pageModuleFor(route.kind)} for ${route.kind} routes.`);
  const loadStructuredData = structuredDataModules[`../seo/jsonLdByKind/${route.kind}.ts`];
  const cityPage = cityPageKeyOf(route);
  const [{ default: Page }, structuredData] = await Promise.all([
    load(),
    loadStructuredData?.(),
    cityPage && loadCityLocalContent(cityPage),
  ]);
  return { Page, jsonLd: pageJsonLd(route, structuredData?.default(route, { reviews: [] })) };
}

const loadedPages = new Map<string, LazyModule<LoadedPage>>();

/**
 * Loads a route's page module, structured data and content, once per route. The browser awaits the
 * current page's before hydrating, so the first render is synchronous and matches the prerendered HTML;
 * a client-side navigation renders the next page when its chunks have arrived, and the router's
 * transitions keep the current page on screen until then. A failed load is forgotten, so navigating
 * there again retries.
 */
export function loadPage(route: SiteRoute): Promise<LoadedPage> {
  let page = loadedPages.get(route.path);
  if (!page) {
    page = loadOnce(() => importPage(route));
    loadedPages.set(route.path, page);
  }
  return page.load();
}

/** A route's page with its search metadata and structured data. */
function RoutePage({ route }: { route: SiteRoute }) {
  const { Page, jsonLd } = use(loadPage(route));
  return (
    <>
      <Seo route={route} jsonLd={jsonLd} />
      <Page route={route} />
    </>
  );
}

/**
 * The page at the current address. The route table answers the address (the not-found route when
 * nothing matches), the same lookup the prerenderer and the static server use. The key gives every
 * page a fresh component tree, so no state carries over from one city page to the next.
 */
function CurrentPage() {
  const { pathname } = useLocation();
  const route = resolveRoute(pathname);
  return <RoutePage key={route.path} route={route} />;
}

interface RouteErrorBoundaryProps {
  children: ReactNode;
}

/** Replaces the whole app with the error screen when rendering a page throws. */
class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/**
 * The app inside a router (`BrowserRouter` in the browser, `StaticRouter` when prerendering): the
 * shared layout around the current page.
 *
 * A plain router rather than React Router's data router (`createBrowserRouter`): the site has no
 * loaders or actions, and the data router's code is about 15 KB more compressed JavaScript on every
 * page, more than the home page's budget leaves after React, React DOM and React Aria. What it did
 * for the site is done here and in the layout: lazy pages (`loadPage`), the error screen
 * (`RouteErrorBoundary`) and scroll restoration (`useScrollRestoration`).
 */
export function App() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="*" element={<CurrentPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
