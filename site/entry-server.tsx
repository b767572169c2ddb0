import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './App';
import { Document, type DocumentAssets } from './Document';
import { createQueryClient } from './queryClient';
import { createAppRoutes } from './routes/router';

export { routes, notFoundPath } from './routes/routeTable';
export { pageModuleFor } from './routes/router';

export interface RenderResult {
  html: string;
  status: number;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = stream.pipe(new PassThrough());
  for await (const chunk of sink) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders one URL to a complete HTML document, waiting for every lazy page and Suspense boundary. */
export async function render(url: string, assets: DocumentAssets): Promise<RenderResult> {
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(`${url} answered with a redirect or response (${context.status}); prerendering needs a page.`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <Document assets={assets}>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </Document>,
  );
  // The catch-all route answers with the not-found page; a CDN serves that file with status 404.
  const isNotFound = context.matches.some((match) => match.route.id === 'not-found');
  // React writes the doctype itself when the root element is <html>.
  return { html: await readStream(prelude), status: isNotFound ? 404 : context.statusCode };
}
