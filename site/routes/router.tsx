import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../components/RouteError';
import { SiteLayout } from '../components/SiteLayout';
import { notFoundRoute, routes, type RouteKind, type RouteOfKind, type SiteRoute } from './routeTable';

/** What every page component receives: its route, with the params and metadata of its kind. */
export interface PageProps<K extends RouteKind> {
  route: RouteOfKind<K>;
}

/** The route a rendered page belongs to, found by the layout through `useMatches()`. */
export interface RouteHandle {
  route: SiteRoute;
}

type PageModule = { default: ComponentType<{ route: SiteRoute }> };

// One chunk per page module, so a visitor downloads only the page they are on.
const pageModules = import.meta.glob<PageModule>('../pages/*Page.tsx');

/** The page module that renders each kind of route: a kind without a page is a compile error. */
export const pageFor = {
  home: 'HomePage',
  about: 'AboutPage',
  team: 'TeamPage',
  services: 'ServicesPage',
  faq: 'FaqPage',
  contact: 'ContactPage',
  blog: 'BlogPage',
  article: 'ArticlePage',
  service: 'ServicePage',
  cityService: 'CityServicePage',
  notFound: 'NotFoundPage',
} as const satisfies Record<RouteKind, string>;

/** The page's source path as Vite's manifest names it (relative to `site/`). */
export const pageModuleFor = (kind: RouteKind) => `pages/${pageFor[kind]}.tsx`;

function lazyPage(route: SiteRoute): RouteObject['lazy'] {
  return async () => {
    const load = pageModules[`../${pageModuleFor(route.kind)}`];
    if (!load) throw new Error(`No page module at site/${pageModuleFor(route.kind)} for ${route.kind} routes.`);
    const { default: Page } = await load();
    return { Component: () => <Page route={route} /> };
  };
}

/** The router's route objects, built from the route table: the same list on the server and in the browser. */
export function createAppRoutes(): RouteObject[] {
  const handle = (route: SiteRoute): RouteHandle => ({ route });
  return [
    {
      id: 'root',
      element: <SiteLayout />,
      errorElement: <RouteError />,
      children: [
        ...routes.map(
          (route): RouteObject => ({ id: route.path, path: route.path, handle: handle(route), lazy: lazyPage(route) }),
        ),
        { id: 'not-found', path: '*', handle: handle(notFoundRoute), lazy: lazyPage(notFoundRoute) },
      ],
    },
  ];
}
