import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider } from 'react-router-dom';
import { untilFound } from '../design-system';
import { Document } from './Document';
import { IslandCollectorContext, type RenderedIsland } from './islandRuntime/Island';
import type { IslandName } from './islandRuntime/registry';
import { fillIslands, loadIslandModules } from './islandRuntime/renderIslands';
import { matchPage } from './routes/router';
import { langInfo } from './i18n/lang';

export { routes, notFoundPath } from './routes/routeTable';
export { pageModuleFor } from './routes/router';
export { islands } from './islandRuntime/registry';
// The crawler files come from the built server code, which holds the content modules of every language.
export { seoFiles, type StaticFile } from './seo/staticFiles';
/** The contact form's service list, which the build writes for the contact function. */
export { serviceChoicesIn } from './contact/formProps';

export interface RenderResult {
  html: string;
  status: number;
  /** The islands on the page, whose code and styles it needs. */
  islands: IslandName[];
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = stream.pipe(new PassThrough());
  for await (const chunk of sink) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const islandModules = loadIslandModules();

/**
 * Renders one URL to a complete HTML document: the page with its islands, each island rendered as a
 * root of its own (the browser hydrates it as one), and collapsed accordion panels searchable.
 */
export async function render(url: string): Promise<RenderResult> {
  await islandModules;
  const { page, context, router } = await matchPage(url);
  const { route } = page;
  const rendered: RenderedIsland[] = [];
  const { prelude } = await prerenderToNodeStream(
    <IslandCollectorContext value={rendered}>
      <Document htmlLang={langInfo[route.lang].htmlLang}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Document>
    </IslandCollectorContext>,
  );
  // An unknown address gets the not-found page; a CDN serves that file with status 404.
  const status = route.kind === 'notFound' ? 404 : 200;
  // React writes the doctype itself when the root element is <html>.
  const html = untilFound(fillIslands(await readStream(prelude), rendered));
  return { html, status, islands: [...new Set(rendered.map((island) => island.name))] };
}
