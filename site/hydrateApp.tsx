import { startTransition, StrictMode } from 'react';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Document } from './Document';
import { readDocumentAssets } from './documentAssets';
import { nextTask } from './nextTask';
import { App, loadPage } from './routes/router';
import { resolveRoute } from './routes/routeTable';

/** Hydrates the prerendered document: the second half of the app's start (see entry-client.tsx). */
export async function hydrateApp(hydrateRoot: typeof HydrateRoot) {
  // The page's module must be in hand before hydrating, or the first render would suspend and not
  // match the server HTML. Only the current page's chunk is fetched (it is modulepreloaded).
  await loadPage(resolveRoute(window.location.pathname));
  await nextTask();
  // In a transition React hydrates in small slices and yields to the browser between them, so a
  // slow phone keeps responding to taps and scrolls while the page hydrates, instead of one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document assets={readDocumentAssets()}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </Document>
      </StrictMode>,
    );
  });
}
