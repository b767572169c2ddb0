/**
 * Writes one static HTML file per route from the client and server builds:
 *   dist/client/index.html, dist/client/about/index.html, ..., dist/client/404.html
 * Run after `vite build` (client, with manifest) and `vite build --ssr` (server).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DocumentAssets } from './Document';
import type * as EntryServer from './entry-server';
import { seoFiles } from './seo/staticFiles';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const dist = process.env.SITE_DIST ? resolve(process.env.SITE_DIST) : fileURLToPath(new URL('../dist/', import.meta.url));
const clientDir = join(dist, 'client');

/** The chunk's own CSS and JS plus everything it imports statically, deduplicated, in load order. */
function collect(manifest: Manifest, key: string, seen = new Set<string>()): { css: string[]; js: string[] } {
  if (seen.has(key)) return { css: [], js: [] };
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest has no entry for ${key}; is the page imported by the router?`);
  const css: string[] = [];
  const js: string[] = [];
  for (const imported of chunk.imports ?? []) {
    const sub = collect(manifest, imported, seen);
    css.push(...sub.css);
    js.push(...sub.js);
  }
  css.push(...(chunk.css ?? []));
  js.push(chunk.file);
  return { css, js };
}

const unique = <T,>(items: T[]) => [...new Set(items)];
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

export async function prerender() {
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The client build has no entry chunk.');
  const entry = collect(manifest, entryKey);
  const fontFile = Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .find((file) => /inter-subset.*\.woff2$/.test(file));

  const server = (await import(pathToFileURL(join(dist, 'server/entry-server.js')).href)) as typeof EntryServer;
  const targets = [
    ...server.routes.map((route) => ({ path: route.path, kind: route.kind, file: htmlFileFor(route.path) })),
    { path: server.notFoundPath, kind: 'notFound' as const, file: '404.html' },
  ];

  const written: string[] = [];
  for (const target of targets) {
    const seen = new Set([entryKey]);
    const page = collect(manifest, server.pageModuleFor(target.kind), seen);
    // The router loads a kind's JSON-LD module with its page, so it is preloaded like the page.
    const structuredDataModule = server.structuredDataModuleFor(target.kind);
    const structuredData = structuredDataModule ? collect(manifest, structuredDataModule, seen) : { css: [], js: [] };
    const stylesheets = unique([...entry.css, ...page.css, ...structuredData.css]);
    const assets: DocumentAssets = {
      entryScript: url(entry.js.at(-1) ?? ''),
      stylesheets: stylesheets.map(url),
      inlineCss: (await Promise.all(stylesheets.map((file) => cssText(file)))).join('\n'),
      modulePreloads: unique([...entry.js.slice(0, -1), ...page.js, ...structuredData.js]).map(url),
      preloads: fontFile ? [{ href: url(fontFile), as: 'font', type: 'font/woff2' }] : [],
    };
    const { html, status } = await server.render(target.path, assets);
    const expected = target.kind === 'notFound' ? 404 : 200;
    if (status !== expected) throw new Error(`${target.path} rendered with status ${status}, expected ${expected}.`);
    const out = join(clientDir, target.file);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, html);
    written.push(target.file);
  }
  await writeSeoFiles();
  return written;
}

/** sitemap.xml, robots.txt and the blog feed, from the same route table as the pages. */
async function writeSeoFiles() {
  for (const { file, contents } of seoFiles()) {
    const out = join(clientDir, file);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, contents);
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
