import { Outlet, useHref, useMatches, useNavigate, ScrollRestoration } from 'react-router-dom';
import { RouterProvider, SkipLink, ToastRegion } from '../../design-system';
import type { RouteHandle } from '../routes/router';
import { notFoundRoute } from '../routes/routeTable';
import { Seo } from './Seo';

/** The route whose page is showing, from the deepest match that carries one. */
export function useCurrentRoute() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.route)?.handle as
    | RouteHandle
    | undefined;
  return handle?.route ?? notFoundRoute;
}

/** The shared layout of every page: skip link, header, breadcrumbs, main content, footer, toasts. */
export function SiteLayout() {
  const navigate = useNavigate();
  const route = useCurrentRoute();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <Seo route={route} />
      <SkipLink />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <ToastRegion />
      <ScrollRestoration />
    </RouterProvider>
  );
}
