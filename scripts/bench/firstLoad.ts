/**
 * What a prerendered page makes the browser download before it is usable, read from the build output
 * alone: no browser, so the numbers are the same on every machine and belong in `npm test`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetsElementId, type ModuleLists, type PageAssets } from '../../site/documentAssets';
import { tagsOf } from './htmlTags';
import { mediaMatches, pickCandidate, type Viewport } from './imageCandidate';

export type AssetKind = 'js' | 'css' | 'font' | 'image';

export interface FirstLoadAsset {
  kind: AssetKind;
  url: string;
  /** Bytes on the wire: gzip level 9 for text, the file as is for already compressed formats. */
  bytes: number;
}

export interface FirstLoad {
  /** The document itself, compressed; inline CSS and scripts travel inside it. */
  html: number;
  /**
   * The JS the HTML names: module scripts, modulepreloads, their static imports, inline scripts. Islands
   * that hydrate at once (near the viewport, at load) add theirs; only a browser knows which
   * (`islandJs.ts`).
   */
  js: number;
  /** Linked stylesheets plus inline `<style>`. */
  css: number;
  fonts: number;
  images: number;
  /** HTML + every separate file; inline code is inside the HTML and counted once. */
  total: number;
  assets: FirstLoadAsset[];
  /** First-load references to other hosts: nothing in the build can say what they weigh. */
  thirdParty: string[];
}

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest']);

/** zlib at level 9, what a CDN that precompresses at build time sends; brotli would be smaller still. */
export const gzipBytes = (data: string | Buffer) => gzipSync(data, { level: 9 }).byteLength;

// Chunks are shared by most pages; reading and compressing each once keeps 40 pages fast.
const wireBytesCache = new Map<string, number>();
function wireBytes(file: string): number {
  let bytes = wireBytesCache.get(file);
  if (bytes === undefined) {
    const data = readFileSync(file);
    bytes = compressible.has(path.extname(file).toLowerCase()) ? gzipBytes(data) : data.byteLength;
    wireBytesCache.set(file, bytes);
  }
  return bytes;
}

const supportedImageTypes = new Set(['', 'image/avif', 'image/webp', 'image/jpeg', 'image/png', 'image/gif', 'image/svg+xml']);
const scriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Static `import`/`export ... from` of other chunks: the browser fetches them before the module runs. */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[\s;}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`\s]+\.m?js)["'`]/g;
  for (const match of code.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

/** The islands' module lists a page names (`PageAssets.modules`), read from the build. */
export function moduleListsOf(clientDir: string, assets: Pick<PageAssets, 'modules'>): ModuleLists {
  const code = readFileSync(path.join(clientDir, assets.modules), 'utf8');
  return JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, '')) as ModuleLists;
}

/**
 * Reads one prerendered page and the files it makes the browser fetch at once: the module script,
 * modulepreloads and their static imports, the stylesheets the island loader adds after first paint,
 * stylesheets, preloaded fonts, and the images it loads eagerly (preloads and
 * `<img>` without `loading="lazy"`, the `<picture>` source Chromium would pick at this viewport). CSS
 * background images and fonts found only through `@font-face` are not followed; the site preloads
 * its font.
 */
export function measureFirstLoad(clientDir: string, htmlFile: string, pagePath: string, viewport: Viewport): FirstLoad {
  const origin = 'http://first-load.invalid';
  const htmlText = readFileSync(path.join(clientDir, htmlFile), 'utf8');
  const assets = new Map<string, FirstLoadAsset>();
  const thirdParty = new Set<string>();
  const inlineCss: string[] = [];
  const inlineJs: string[] = [];
  const pageUrl = new URL(pagePath, origin);

  const fileFor = (url: URL) => path.join(clientDir, decodeURIComponent(url.pathname));
  const add = (kind: AssetKind, reference: string | undefined, base: URL = pageUrl) => {
    if (!reference || reference.startsWith('data:')) return;
    const url = new URL(reference, base);
    if (url.origin !== origin) {
      thirdParty.add(url.href);
      return;
    }
    if (assets.has(url.pathname)) return;
    assets.set(url.pathname, { kind, url: url.pathname, bytes: wireBytes(fileFor(url)) });
    if (kind === 'js') {
      for (const imported of staticImports(readFileSync(fileFor(url), 'utf8'))) add('js', imported, url);
    }
  };

  let pictureSources: Map<string, string>[] | undefined;
  for (const tag of tagsOf(htmlText)) {
    const { attrs } = tag;
    if (tag.name === 'picture') {
      pictureSources = tag.closing ? undefined : [];
      continue;
    }
    if (tag.closing) continue;
    switch (tag.name) {
      case 'script': {
        const type = (attrs.get('type') ?? '').toLowerCase();
        // The island loader fetches the stylesheets listed here once the page has painted, the full
        // files behind the inline critical CSS, and the island runtime with the islands' module
        // lists. Every visit still downloads them, so they count.
        if (attrs.get('id') === assetsElementId && tag.text) {
          const listed = JSON.parse(tag.text) as Partial<PageAssets>;
          for (const href of listed.stylesheets ?? []) add('css', href);
          for (const href of [...(listed.runtime ?? []), ...(listed.modules ? [listed.modules] : [])]) add('js', href);
          break;
        }
        if (!scriptTypes.has(type)) break;
        if (attrs.has('src')) add('js', attrs.get('src'));
        else if (tag.text?.trim()) inlineJs.push(tag.text);
        break;
      }
      case 'style':
        if (tag.text?.trim()) inlineCss.push(tag.text);
        break;
      case 'link': {
        const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
        const as = (attrs.get('as') ?? '').toLowerCase();
        // A disabled stylesheet is not fetched (the site lists inlined files that way).
        if (rel.includes('stylesheet')) {
          if (!attrs.has('disabled')) add('css', attrs.get('href'));
        }
        else if (rel.includes('modulepreload')) add('js', attrs.get('href'));
        else if (rel.includes('preload')) {
          if (as === 'script') add('js', attrs.get('href'));
          else if (as === 'style') add('css', attrs.get('href'));
          else if (as === 'font') add('font', attrs.get('href'));
          // A preload for some widths only (the home hero's, desktop) is not fetched at the others.
          else if (as === 'image' && (!attrs.has('media') || mediaMatches(attrs.get('media') ?? '', viewport))) {
            add('image', pickCandidate(attrs.get('imagesrcset'), attrs.get('href'), attrs.get('imagesizes'), viewport));
          }
        }
        break;
      }
      case 'source':
        pictureSources?.push(attrs);
        break;
      case 'img': {
        if ((attrs.get('loading') ?? '').toLowerCase() === 'lazy') break;
        const source = pictureSources?.find(
          (candidate) =>
            supportedImageTypes.has((candidate.get('type') ?? '').toLowerCase()) &&
            (!candidate.has('media') || mediaMatches(candidate.get('media') ?? '', viewport)),
        );
        const chosen = source
          ? pickCandidate(source.get('srcset'), undefined, source.get('sizes') ?? attrs.get('sizes'), viewport)
          : pickCandidate(attrs.get('srcset'), attrs.get('src'), attrs.get('sizes'), viewport);
        add('image', chosen);
        break;
      }
    }
  }

  const list = [...assets.values()];
  const sum = (kind: AssetKind) => list.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset.bytes, 0);
  const html = gzipBytes(htmlText);
  const files = { js: sum('js'), css: sum('css'), fonts: sum('font'), images: sum('image') };
  return {
    html,
    js: files.js + (inlineJs.length > 0 ? gzipBytes(inlineJs.join('\n')) : 0),
    css: files.css + (inlineCss.length > 0 ? gzipBytes(inlineCss.join('\n')) : 0),
    fonts: files.fonts,
    images: files.images,
    total: html + files.js + files.css + files.fonts + files.images,
    assets: list,
    thirdParty: [...thirdParty],
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A plain-text table of first-load bytes per page (KB = 1024 bytes). */
export function formatFirstLoadTable(rows: readonly { path: string; load: FirstLoad }[]): string {
  const header = ['route', 'HTML', 'JS', 'CSS', 'font', 'images', 'total', 'JS files'];
  const body = rows.map(({ path: route, load }) => [
    route,
    kb(load.html),
    kb(load.js),
    kb(load.css),
    kb(load.fonts),
    kb(load.images),
    kb(load.total),
    String(load.assets.filter((asset) => asset.kind === 'js').length),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [
    'First-load bytes, KB (gzip -9 for text, as is for fonts and images):',
    line(header),
    ...body.map(line),
  ].join('\n');
}
