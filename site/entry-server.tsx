import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Document, type DocumentAssets } from './Document';
import { App, loadPage } from './routes/router';
import { resolveRoute } from './routes/routeTable';

export { routes, notFoundPath } from './routes/routeTable';
export { contentModuleFor, pageModuleFor, structuredDataModuleFor } from './routes/router';

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

/** Renders one URL to a complete HTML document, waiting for its page module and every Suspense boundary. */
export async function render(url: string, assets: DocumentAssets): Promise<RenderResult> {
  const route = resolveRoute(new URL(url, 'http://prerender.local').pathname);
  await loadPage(route);
  const { prelude } = await prerenderToNodeStream(
    <Document assets={assets}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </Document>,
  );
  // An unknown address gets the not-found page; a CDN serves that file with status 404.
  const status = route.kind === 'notFound' ? 404 : 200;
  // React writes the doctype itself when the root element is <html>.
  return { html: await readStream(prelude), status };
}
