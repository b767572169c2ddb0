/**
 * Writes one static HTML file per route from the client and server builds:
 *   dist/client/index.html, dist/client/about/index.html, ..., dist/client/404.html
 * Run after `vite build` (the islands) and `vite build --ssr` (the pages, their stylesheet and images).
 */
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hydrateModulesKey, vitalsModulesKey, type ModuleLists, type PageAssets } from './documentAssets';
import { cspHashOf, inlineScriptsFile, type InlineScripts } from '../functions/contract/inlineScripts';
import { pageRoutesFile, pageRoutesOf } from '../functions/contract/pageRoutes';
import { serviceChoicesFile } from '../functions/contract/serviceChoices';
import { defaultLang } from './i18n/lang';
import type * as EntryServer from './entry-server';
import { islandNames } from './islandRuntime/registry';
import { builtText, hydrateKey, inlineLoader, islandModuleKey, loaderKey, moduleClosure, readManifest, runtimeKey, vitalsKey, writeModuleLists } from './prerender/clientBuild';
import { inlineScriptsOf, pageHtml } from './prerender/pageHtml';

const dist = process.env.SITE_DIST ? resolve(process.env.SITE_DIST) : fileURLToPath(new URL('../dist/', import.meta.url));
const clientDir = join(dist, 'client');
/**
 * SITE_ROUTES=/faq,/es/preguntas-frecuentes renders only those pages (the sitemap and feeds are still
 * whole): tests that build a changed copy of the site check a few pages and need not pay for all.
 */
const onlyRoutes = process.env.SITE_ROUTES ? new Set(process.env.SITE_ROUTES.split(',').map((path) => path.trim())) : undefined;

// The two builds (vite.config.ts): the server's emits the stylesheet and images the pages use;
// the browser's holds the island loader, React DOM's hydration and the islands.
const serverDir = join(dist, 'server');
const stylesheetKey = 'style.css';
const url = (file: string) => `/${file}`;

export async function prerender() {
  const [serverManifest, clientManifest] = await Promise.all([readManifest(serverDir), readManifest(clientDir)]);
  const loader = clientManifest[loaderKey];
  if (!loader?.isEntry) throw new Error(`The browser build has no ${loaderKey} entry.`);
  const stylesheet = serverManifest[stylesheetKey]?.file;
  if (stylesheet === undefined) throw new Error(`The server build emitted no ${stylesheetKey}.`);
  await copyServerAssets(stylesheet);
  const server = (await import(pathToFileURL(join(dist, 'server/entry-server.js')).href)) as typeof EntryServer;
  const everyTarget = [
    ...server.routes.map((route) => ({ path: route.path, kind: route.kind, file: htmlFileFor(route.path) })),
    { path: server.notFoundPath, kind: 'notFound' as const, file: '404.html' },
  ];
  const unknown = [...(onlyRoutes ?? [])].filter((path) => !everyTarget.some((target) => target.path === path));
  if (unknown.length > 0) throw new Error(`SITE_ROUTES names no route: ${unknown.join(', ')}.`);
  const targets = onlyRoutes ? everyTarget.filter((target) => onlyRoutes.has(target.path)) : everyTarget;

  const css = (await builtText(join(clientDir, stylesheet))).trim();
  const loaderCode = await inlineLoader(clientDir, clientManifest);
  // The loader itself is on the page already.
  const modulesOf = async (key: string) => (await moduleClosure(clientDir, clientManifest, key, new Set([loaderKey]))).map(url);
  const moduleLists: ModuleLists = Object.fromEntries(
    await Promise.all([
      modulesOf(hydrateKey).then((files) => [hydrateModulesKey, files]),
      modulesOf(vitalsKey).then((files) => [vitalsModulesKey, files]),
      ...islandNames.map(async (name) => [name, await modulesOf(islandModuleKey(clientManifest, name))]),
    ]),
  );
  const assets: PageAssets = { stylesheets: [url(stylesheet)], runtime: await modulesOf(runtimeKey), modules: url(await writeModuleLists(clientDir, moduleLists)) };
  const written: string[] = [];
  const scriptHashes = new Set<string>();
  for (const target of targets) {
    const rendered = await server.render(target.path);
    const html = await pageHtml(rendered.html, { css, loaderCode, assets });
    for (const script of inlineScriptsOf(html)) scriptHashes.add(cspHashOf(script));
    const expected = target.kind === 'notFound' ? 404 : 200;
    if (rendered.status !== expected) throw new Error(`${target.path} rendered with status ${rendered.status}, expected ${expected}.`);
    await writeSiteFile(target.file, html);
    written.push(target.file);
  }
  // sitemap.xml, robots.txt and the blog feed, from the same route table as the pages.
  for (const { file, contents } of server.seoFiles()) await writeSiteFile(file, contents);
  await writeShareCards();
  const inlineScripts: InlineScripts = { hashes: [...scriptHashes].sort() };
  await writeFile(join(clientDir, inlineScriptsFile), `${JSON.stringify(inlineScripts, null, 2)}\n`);
  await writeFile(join(clientDir, pageRoutesFile), JSON.stringify(pageRoutesOf(server.routes)));
  // The office's mail names a service in English.
  await writeFile(join(clientDir, serviceChoicesFile), JSON.stringify(server.serviceChoicesIn(defaultLang)));
  return written;
}

/**
 * Puts the server build's stylesheet and images where the pages link them, beside the islands'
 * code, and drops the browser build's own stylesheet: it holds only the islands' rules, all of which
 * the site's stylesheet has too.
 */
async function copyServerAssets(stylesheet: string) {
  const assets = join(serverDir, 'assets');
  for (const file of await readdir(assets)) {
    if (!/\.m?js(\.map)?$/.test(file)) await copyFile(join(assets, file), join(clientDir, 'assets', file));
  }
  for (const file of await readdir(join(clientDir, 'assets'))) {
    if (file.endsWith('.css') && `assets/${file}` !== stylesheet) await rm(join(clientDir, 'assets', file));
  }
}

/** A file of the built site, in its folder. */
async function writeSiteFile(file: string, contents: string) {
  const out = join(clientDir, file);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, contents);
}

/**
 * The share cards (og-image.jpg, one per language) are drawn again with every build: they show the
 * phone number and the home town, so a changed fact reaches the picture a shared link shows as it
 * reaches the pages. The committed copies in site/public/ are the same drawing (the drawing is
 * deterministic), which `vite dev` serves.
 */
async function writeShareCards() {
  const { placeholderTargets, renderJpeg } = await import('./scripts/placeholders');
  for (const target of placeholderTargets().filter((candidate) => candidate.file.startsWith('public/'))) {
    await writeFile(join(clientDir, target.file.slice('public/'.length)), await renderJpeg(target));
  }
}

/** `/` -> index.html, `/about` -> about/index.html: what a CDN serves for a clean URL. */
export function htmlFileFor(path: string) {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}/index.html`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const files = await prerender();
  console.log(`Prerendered ${files.length} pages in ${Math.round(performance.now() - started)} ms.`);
}
