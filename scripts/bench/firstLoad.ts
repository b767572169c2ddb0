/**
 * What a prerendered page makes the browser download before it is usable, read from the build output
 * alone: no browser, so the numbers are the same on every machine and belong in `npm test`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetsElementId, type ModuleLists, type PageAssets } from '../../site/documentAssets';

export interface Viewport {
  /** CSS pixels. */
  width: number;
  deviceScaleFactor: number;
}

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

interface Tag {
  name: string;
  closing: boolean;
  attrs: Map<string, string>;
  /** Contents of `<script>` and `<style>`. */
  text?: string;
}

/** Decodes the entities React's HTML holds: numeric references and the few named ones it writes. */
export const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function parseAttributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const match of source.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]?.toLowerCase();
    if (name && !attrs.has(name)) attrs.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attrs;
}

// Contents the parser must not read as markup: a JSON-LD string or a script may contain "<img".
const rawTextElements = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'title']);

/** The start and end tags of a document the prerenderer wrote (well-formed, quoted attributes). */
function* tagsOf(html: string): Generator<Tag> {
  const source = html.replace(/<!--[\s\S]*?-->/g, '');
  const lowered = source.toLowerCase();
  const pattern = /<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(source)) !== null) {
    const name = (match[2] ?? '').toLowerCase();
    const closing = match[1] === '/';
    const tag: Tag = { name, closing, attrs: closing ? new Map() : parseAttributes(match[3] ?? '') };
    if (!closing && rawTextElements.has(name) && !(match[3] ?? '').trimEnd().endsWith('/')) {
      const end = lowered.indexOf(`</${name}`, pattern.lastIndex);
      const stop = end === -1 ? source.length : end;
      tag.text = source.slice(pattern.lastIndex, stop);
      pattern.lastIndex = stop;
    }
    yield tag;
  }
}

/** Evaluates the media conditions `sizes` and `<source media>` use on this site: min-/max-width. */
function mediaMatches(condition: string, viewport: Viewport): boolean {
  const parts = condition.toLowerCase().split(/\s+and\s+/);
  return parts.every((part) => {
    const feature = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|rem|em)\s*\)$/.exec(part.trim());
    if (!feature) return false;
    const limit = Number(feature[2]) * (feature[3] === 'px' ? 1 : 16);
    return feature[1] === 'min' ? viewport.width >= limit : viewport.width <= limit;
  });
}

function lengthInPx(length: string, viewport: Viewport): number | undefined {
  const match = /^([\d.]+)(vw|px|rem|em)$/.exec(length.trim().toLowerCase());
  if (!match) return undefined;
  const value = Number(match[1]);
  if (match[2] === 'vw') return (value * viewport.width) / 100;
  return match[2] === 'px' ? value : value * 16;
}

/** The slot width `sizes` gives at this viewport; entries this parser cannot read are skipped, as the spec says. */
function slotWidth(sizes: string | undefined, viewport: Viewport): number {
  for (const entry of (sizes ?? '').split(',')) {
    const trimmed = entry.trim();
    const split = trimmed.lastIndexOf(' ');
    const condition = split === -1 ? '' : trimmed.slice(0, split);
    const length = lengthInPx(split === -1 ? trimmed : trimmed.slice(split + 1), viewport);
    if (length !== undefined && (condition === '' || mediaMatches(condition, viewport))) return length;
  }
  return viewport.width;
}

/** Picks a `srcset` candidate the way Chromium does (its geometric-mean rule between neighbours). */
function pickCandidate(
  srcset: string | undefined,
  src: string | undefined,
  sizes: string | undefined,
  viewport: Viewport,
): string | undefined {
  const candidates: { url: string; density: number }[] = [];
  const slot = slotWidth(sizes, viewport);
  for (const entry of (srcset ?? '').split(',')) {
    const [url, descriptor] = entry.trim().split(/\s+/);
    if (!url) continue;
    if (descriptor?.endsWith('w')) candidates.push({ url, density: Number(descriptor.slice(0, -1)) / slot });
    else candidates.push({ url, density: descriptor?.endsWith('x') ? Number(descriptor.slice(0, -1)) : 1 });
  }
  if (src && !candidates.some((candidate) => candidate.density === 1) && !srcset?.match(/\d\s*w\b/)) {
    candidates.push({ url: src, density: 1 });
  }
  if (candidates.length === 0) return src;
  candidates.sort((a, b) => a.density - b.density);
  const dpr = viewport.deviceScaleFactor;
  let index = 0;
  for (; index < candidates.length - 1; index += 1) {
    const next = candidates[index + 1]!.density;
    if (next < dpr) continue;
    const current = candidates[index]!.density;
    if ((dpr <= 1 && dpr > current) || dpr >= Math.sqrt(current * next)) index += 1;
    break;
  }
  return candidates[index]?.url;
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
