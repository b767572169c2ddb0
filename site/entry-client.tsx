import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Document } from './Document';
import { readDocumentAssets } from './documentAssets';
import { App, loadPage } from './routes/router';
import { resolveRoute } from './routes/routeTable';

async function start() {
  // The page's module must be in hand before hydrating, or the first render would suspend and not
  // match the server HTML. Only the current page's chunk is fetched (it is modulepreloaded).
  await loadPage(resolveRoute(window.location.pathname));
  // Evaluating the app's modules is one task; hydration starts in the next, so a tap in between is
  // handled and neither task is as long as both together.
  await new Promise((resolve) => setTimeout(resolve, 0));
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

void start();
