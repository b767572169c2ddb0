/**
 * Writes one static HTML file per route from the client and server builds:
 *   dist/client/index.html, dist/client/about/index.html, ..., dist/client/404.html
 * Run after `vite build` (the islands) and `vite build --ssr` (the pages, their stylesheet and images).
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assetsElementId, hydrateModulesKey, loaderElementId, stylesElementId, vitalsModulesKey, type ModuleLists, type PageAssets } from './documentAssets';
import { placeIconSymbols } from './components/placeIconSymbols';
import { criticalCss, withStructuredDataLast } from './firstScreen';
import { withDrawingsOnce } from './drawnOnce';
import { cspHashOf, inlineScriptsFile, type InlineScripts } from '../functions/contract/inlineScripts';
import { pageRoutesFile, pageRoutesOf } from '../functions/contract/pageRoutes';
import { serviceChoicesFile } from '../functions/contract/serviceChoices';
import { defaultLang } from './i18n/lang';
import type * as EntryServer from './entry-server';
import { islandFile } from './islands/islandFiles';
import { islandNames, type IslandName } from './islands/registry';
import { serializeJsonLd } from './seo/escapeJson';

interface ManifestChunk {
  file: string;
  assets?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

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
/** The island loader's entry in the browser build's manifest. */
export const loaderKey = 'islands/loader.ts';
/** The island runtime, which the inline loader fetches after the first paint. */
const runtimeKey = 'islands/runtime.ts';
const hydrateKey = 'islands/hydrate.tsx';
const vitalsKey = 'islands/vitals.ts';
const stylesheetKey = 'style.css';

const readManifest = async (dir: string) => JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;

const chunkCode = new Map<string, Promise<string>>();
/** A built chunk's code, read once however many pages list it. */
const codeOf = (file: string) => {
  let code = chunkCode.get(file);
  if (!code) {
    code = readFile(join(clientDir, file), 'utf8');
    chunkCode.set(file, code);
  }
  return code;
};

/**
 * A chunk's file and every file it imports, directly or not: what the browser needs before it runs.
 * An import the manifest names but the code no longer makes (Vite's preload helper, see
 * vite.config.ts) is left out.
 */
async function moduleClosure(manifest: Manifest, key: string, seen = new Set<string>()): Promise<string[]> {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest has no entry for ${key}.`);
  const code = await codeOf(chunk.file);
  const imported: string[] = [];
  for (const importedKey of chunk.imports ?? []) {
    const file = manifest[importedKey]?.file ?? '';
    if (code.includes(`./${basename(file)}`)) imported.push(...(await moduleClosure(manifest, importedKey, seen)));
  }
  return [chunk.file, ...imported];
}

/** An island's module in the manifest (see islandFiles.ts). */
function islandModuleKey(manifest: Manifest, name: IslandName): string {
  const key = islandFile(name);
  if (!(key in manifest)) throw new Error(`The client build has no module for the ${name} island: it must live in site/${key}.`);
  return key;
}

const cssFiles = new Map<string, Promise<string>>();
/** A built stylesheet's text, read once however many pages inline it. */
const cssText = (file: string) => {
  let text = cssFiles.get(file);
  if (!text) {
    text = readFile(join(clientDir, file), 'utf8').then((css) => css.trim());
    cssFiles.set(file, text);
  }
  return text;
};
const url = (file: string) => `/${file}`;

const stylesPattern = new RegExp(`(<style id="${stylesElementId}">)([\\s\\S]*?)(</style>)`);

/**
 * The page with its inline CSS cut to what its first screen needs (firstScreen.ts). Only the style
 * element's text changes: React's HTML stays byte for byte as rendered (hydration compares it with
 * what the browser renders).
 */
async function withCriticalCss(html: string): Promise<string> {
  const critical = await criticalCss(html, stylesPattern);
  return html.replace(stylesPattern, (_match, open: string, _css: string, close: string) => `${open}${critical}${close}`);
}

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

  const css = await cssText(stylesheet);
  const loaderCode = await inlineLoader(clientManifest);
  // The loader itself is on the page already.
  const modulesOf = async (key: string) => (await moduleClosure(clientManifest, key, new Set([loaderKey]))).map(url);
  const moduleLists: ModuleLists = Object.fromEntries(
    await Promise.all([
      modulesOf(hydrateKey).then((files) => [hydrateModulesKey, files]),
      modulesOf(vitalsKey).then((files) => [vitalsModulesKey, files]),
      ...islandNames.map(async (name) => [name, await modulesOf(islandModuleKey(clientManifest, name))]),
    ]),
  );
  const assets: PageAssets = { stylesheets: [url(stylesheet)], runtime: await modulesOf(runtimeKey), modules: url(await writeModuleLists(moduleLists)) };
  const written: string[] = [];
  const scriptHashes = new Set<string>();
  for (const target of targets) {
    const rendered = await server.render(target.path);
    const html = await withCriticalCss(withAssets(withSingleQuotedProps(withStructuredDataLast(withDrawingsOnce(placeIconSymbols(rendered.html)))), css, loaderCode, assets));
    for (const script of inlineScriptsOf(html)) scriptHashes.add(cspHashOf(script));
    const expected = target.kind === 'notFound' ? 404 : 200;
    if (rendered.status !== expected) throw new Error(`${target.path} rendered with status ${rendered.status}, expected ${expected}.`);
    const out = join(clientDir, target.file);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, html);
    written.push(target.file);
  }
  await writeSeoFiles(server.seoFiles());
  await writeShareCards();
  const inlineScripts: InlineScripts = { hashes: [...scriptHashes].sort() };
  await writeFile(join(clientDir, inlineScriptsFile), `${JSON.stringify(inlineScripts, null, 2)}\n`);
  await writeFile(join(clientDir, pageRoutesFile), JSON.stringify(pageRoutesOf(server.routes)));
  // The office's mail names a service in English.
  await writeFile(join(clientDir, serviceChoicesFile), JSON.stringify(server.serviceChoicesIn(defaultLang)));
  return written;
}

/** Script types a browser runs (or, for speculation rules, acts on) and CSP governs when inline. */
const governedScriptTypes = new Set(['', 'module', 'text/javascript', 'speculationrules']);

/**
 * The text of each inline script in a page that the CSP must allow by hash: the loader and the
 * speculation rules. A hash in the policy turns off the `'inline-speculation-rules'` keyword, as it
 * does `'unsafe-inline'`, so the rules need theirs too. JSON data blocks are never run.
 */
function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && governedScriptTypes.has(/\stype="([^"]*)"/.exec(attributes)?.[1] ?? ''))
    .map(([, , text = '']) => text);
}

/**
 * The island loader's code, to write into every page: as a file it would cost a phone one more request
 * before first paint. The file itself goes, so nothing can name a copy the pages do not run. Its
 * imports are all dynamic, of the absolute URLs the page's asset list gives, so it runs the same inline.
 */
async function inlineLoader(manifest: Manifest): Promise<string> {
  const { file } = manifest[loaderKey] ?? { file: '' };
  const code = (await codeOf(file)).trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`${file} contains "</script" or "<!--" and cannot be written inline.`);
  const imported = (await moduleClosure(manifest, loaderKey)).slice(1);
  if (imported.length > 0) throw new Error(`${file} imports ${imported.join(', ')}; inline, it must stand alone.`);
  await rm(join(clientDir, file));
  return code;
}

/**
 * The islands' module lists, as one module every page names and the runtime imports: named by its
 * content, like the build's other files, since the CDN serves them as never changing.
 */
async function writeModuleLists(lists: ModuleLists): Promise<string> {
  const code = `export default ${JSON.stringify(lists)};\n`;
  const file = `assets/islands-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(clientDir, file), code);
  return file;
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

/**
 * Island props in single quotes: React writes an attribute in double quotes, so the JSON's every `"`
 * becomes `&quot;`, six characters (an island's props, its words among them, are a tenth of a home
 * page). In single quotes the JSON reads as it is; React has already written any `'` in it as
 * `&#x27;`. The browser reads the same value either way, and the island element is not React's.
 */
function withSingleQuotedProps(html: string): string {
  return html.replace(/ data-props="([^"]*)"/g, (_match, json: string) => {
    if (json.includes("'")) throw new Error(`Island props hold a raw single quote: ${json.slice(0, 80)}`);
    return ` data-props='${json.replaceAll('&quot;', '"')}'`;
  });
}

/** The page's CSS, the loader and the asset list, written into the elements the Document leaves empty for them. */
function withAssets(html: string, css: string, loaderCode: string, assets: PageAssets): string {
  const styles = `<style id="${stylesElementId}"></style>`;
  const loader = `<script id="${loaderElementId}" type="module" async=""></script>`;
  const list = `<script id="${assetsElementId}" type="application/json"></script>`;
  if (!html.includes(styles) || !html.includes(loader) || !html.includes(list)) {
    throw new Error('The document has no empty #page-styles, #island-loader or #page-assets element.');
  }
  // Without scripts nothing adds the stylesheet after the first paint: the page links it itself.
  const noscript = assets.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return html
    .replace(styles, () => `<style id="${stylesElementId}">${css}</style><noscript>${noscript}</noscript>`)
    .replace(loader, () => `<script id="${loaderElementId}" type="module" async="">${loaderCode}</script>`)
    .replace(list, () => `<script id="${assetsElementId}" type="application/json">${serializeJsonLd(assets)}</script>`);
}

/** sitemap.xml, robots.txt and the blog feed, from the same route table as the pages. */
async function writeSeoFiles(files: readonly EntryServer.StaticFile[]) {
  for (const { file, contents } of files) {
    const out = join(clientDir, file);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, contents);
  }
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
