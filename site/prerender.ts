/**
 * Writes one static HTML file per route from the client and server builds:
 *   dist/client/index.html, dist/client/about/index.html, ..., dist/client/404.html
 * Run after `vite build` (client, with manifest) and `vite build --ssr` (server).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { assetsElementId, stylesElementId, type PageAssets } from './documentAssets';
import type * as EntryServer from './entry-server';
import { serializeJsonLd } from './seo/escapeJson';
import { seoFiles } from './seo/staticFiles';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
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

// The client build's entries (vite.config.ts): the island loader, and the layout and pages, built for
// their CSS and images only (pageStyles.ts).
const loaderKey = 'islands/loader.ts';
const layoutKey = 'components/SiteLayout.tsx';

/** An island's module in the manifest: by convention `components/<Name>.tsx` (or `.ts` for a script island). */
function islandModuleKey(manifest: Manifest, name: string): string {
  const key = [`components/${name}.tsx`, `components/${name}.ts`].find((candidate) => candidate in manifest);
  if (key === undefined) throw new Error(`The client build has no module for the ${name} island: it must live in site/components/${name}.tsx.`);
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

// Beasties (the maintained successor of Google's Critters) keeps the rules whose selectors match
// something in the page: the design system's utility classes and other pages' styles mostly do not.
// It only reads the inline <style>; the stylesheets stay as files, which the island loader adds once
// the page has painted, for states the markup does not show yet (open menus, toasts, hover).
const beasties = new Beasties({ external: false, reduceInlineStyles: true, keyframes: 'critical', logLevel: 'warn' });
const stylesPattern = new RegExp(`(<style id="${stylesElementId}">)([\\s\\S]*?)(</style>)`);

const fontFacePattern = /@font-face\s*\{[^}]*\}/g;

/**
 * The page with its inline CSS cut to the critical rules. Only the style element's text is taken from
 * Beasties's output and put back into React's HTML, which stays byte for byte as rendered (hydration
 * compares it with what the browser renders). `@font-face` rules are kept as they are: the theme names
 * its fonts through custom properties, which Beasties cannot follow, so it would drop them.
 */
async function withCriticalCss(html: string): Promise<string> {
  const css = stylesPattern.exec(html)?.[2];
  if (css === undefined) throw new Error(`The page has no <style id="${stylesElementId}"> to reduce.`);
  const fontFaces = css.match(fontFacePattern) ?? [];
  const withoutFontFaces = html.replace(stylesPattern, (_match, open: string, _css: string, close: string) => `${open}${css.replace(fontFacePattern, '')}${close}`);
  const critical = stylesPattern.exec(await beasties.process(withoutFontFaces))?.[2] ?? '';
  return html.replace(stylesPattern, (_match, open: string, _css: string, close: string) => `${open}${fontFaces.join('')}${critical}${close}`);
}

export async function prerender() {
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const loader = manifest[loaderKey];
  if (!loader?.isEntry) throw new Error(`The client build has no ${loaderKey} entry.`);
  // Every page links the layout's CSS, so any file of it carries the font; a second run on the same
  // build would find none (they lose their @font-face rules below, once the pages inline them).
  const layoutCss = await Promise.all(collect(manifest, layoutKey).css.map((file) => cssText(file)));
  if (!layoutCss.some((css) => css.includes('@font-face'))) {
    throw new Error('The stylesheets declare no @font-face: this build was prerendered already. Run `npm run build`.');
  }
  const fontFile = Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .find((file) => /inter-subset.*\.woff2$/.test(file));

  const server = (await import(pathToFileURL(join(dist, 'server/entry-server.js')).href)) as typeof EntryServer;
  const targets = [
    ...server.routes.map((route) => ({ path: route.path, kind: route.kind, file: htmlFileFor(route.path) })),
    { path: server.notFoundPath, kind: 'notFound' as const, file: '404.html' },
  ];

  const written: string[] = [];
  const linkedStylesheets = new Set<string>();
  for (const target of targets) {
    const rendered = await server.render(target.path, {
      loaderScript: url(loader.file),
      preloads: fontFile ? [{ href: url(fontFile), as: 'font', type: 'font/woff2' }] : [],
    });
    // In cascade order: the layout (with the design system under it), the page, then its islands.
    const seen = new Set<string>();
    const stylesheets = unique([
      ...collect(manifest, layoutKey, seen).css,
      ...collect(manifest, server.pageModuleFor(target.kind), seen).css,
      ...rendered.islands.flatMap((name) => collect(manifest, islandModuleKey(manifest, name), seen).css),
    ]);
    const assets: PageAssets = { stylesheets: stylesheets.map(url) };
    const css = (await Promise.all(stylesheets.map((file) => cssText(file)))).join('\n');
    const html = await withCriticalCss(withAssets(rendered.html, css, assets));
    for (const file of stylesheets) {
      const missing = ((await cssText(file)).match(fontFacePattern) ?? []).filter((fontFace) => !html.includes(fontFace));
      if (missing.length > 0) throw new Error(`${target.path} does not inline the @font-face rules of ${file}: ${missing.join(' ')}`);
      linkedStylesheets.add(file);
    }
    const expected = target.kind === 'notFound' ? 404 : 200;
    if (rendered.status !== expected) throw new Error(`${target.path} rendered with status ${rendered.status}, expected ${expected}.`);
    const out = join(clientDir, target.file);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, html);
    written.push(target.file);
  }
  await withoutFontFaces(linkedStylesheets);
  await writeSeoFiles();
  return written;
}

/** The page's CSS and its asset list, written into the elements the Document leaves empty for them. */
function withAssets(html: string, css: string, assets: PageAssets): string {
  const styles = `<style id="${stylesElementId}"></style>`;
  const list = `<script id="${assetsElementId}" type="application/json"></script>`;
  if (!html.includes(styles) || !html.includes(list)) throw new Error('The document has no empty #page-styles or #page-assets element.');
  return html
    .replace(styles, () => `<style id="${stylesElementId}">${css}</style>`)
    .replace(list, () => `<script id="${assetsElementId}" type="application/json">${serializeJsonLd(assets)}</script>`);
}

/**
 * Takes the `@font-face` rules out of the stylesheet files once every page that links them carries
 * them inline (checked above). The island loader adds the files after first paint; a second, identical
 * `@font-face` makes the browser lay out the whole page again as if the font had changed, about 60 ms
 * on a slow phone, while the visitor may already be reading or tapping.
 */
async function withoutFontFaces(files: Iterable<string>) {
  for (const file of files) {
    const css = await cssText(file);
    const stripped = css.replace(fontFacePattern, '');
    if (stripped !== css) await writeFile(join(clientDir, file), stripped);
  }
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
