/**
 * The site's pages as the build lists them for the counting function (functions/count-visits/): a
 * beacon's path counts under its page only when it is one of these, so nobody can fill the owner's
 * report with made-up addresses. Written beside the manifest, like the inline scripts' hashes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the build lists its pages, relative to the client folder. Not uploaded: dot folders are build bookkeeping. */
export const pageRoutesFile = '.vite/page-routes.json';

/** A page's language and template (its route kind), by path. */
export type PageRoutes = Readonly<Record<string, { lang: string; kind: string }>>;

export function pageRoutesOf(routes: readonly { path: string; lang: string; kind: string }[]): PageRoutes {
  return Object.fromEntries(routes.map((route) => [route.path, { lang: route.lang, kind: route.kind }]));
}

/** The pages a build lists, or a clear error when the folder holds no build. */
export function readPageRoutes(clientDir: string): PageRoutes {
  const file = path.join(clientDir, pageRoutesFile);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`No list of the site's pages at ${file}: build the site first (npm run build).`, { cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || Object.keys(parsed).length === 0) throw new Error(`${file} lists no pages: build the site again.`);
  return parsed as PageRoutes;
}
