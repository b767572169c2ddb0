import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './App';
import { Document, readDocumentAssets } from './Document';
import { createQueryClient } from './queryClient';
import { createAppRoutes } from './routes/router';

async function start() {
  const routes = createAppRoutes();
  // Lazy route modules must be loaded before hydrating, or the router renders nothing at first and the
  // server HTML does not match. Only the current page's module is fetched (it is modulepreloaded).
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy());
        route.lazy = undefined;
      }
    }),
  );
  const router = createBrowserRouter(routes);
  hydrateRoot(
    document,
    <StrictMode>
      <Document assets={readDocumentAssets()}>
        <AppProviders queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>
      </Document>
    </StrictMode>,
  );
}

void start();
