import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routesOfKind } from '../../site/routes/routeTable';
import type { PageProps } from '../../site/routes/router';
import type { RouteKind } from '../../site/routes/routeTypes';

/**
 * Renders a page for the route table's first route of its kind, as the site would. `inRouter` puts it
 * under a memory router at that route's address, for pages whose links need one.
 */
export function renderPageOfKind<K extends RouteKind>(kind: K, Page: ComponentType<PageProps<K>>, { inRouter = false } = {}) {
  const [route] = routesOfKind(kind);
  if (route === undefined) throw new Error(`The route table has no ${kind} route.`);
  if (!inRouter) return render(<Page route={route} />);
  const router = createMemoryRouter([{ path: '*', element: <Page route={route} /> }], { initialEntries: [route.path] });
  return render(<RouterProvider router={router} />);
}

/** A page's section, found by its accessible name (its heading). */
export const sectionNamed = (name: string) => screen.getByRole('region', { name });
