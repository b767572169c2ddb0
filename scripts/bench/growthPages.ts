/**
 * The pages of one build, weighed from its files alone (firstLoad.ts), for the growth check: every
 * prerendered page with its address, its kind as far as growth is concerned, and its bytes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { budgets } from './budgets';
import { gzipBytes, measureFirstLoad, type FirstLoad } from './firstLoad';

/** What can grow with the archive: the home pages (the gallery), the blog's pages, the articles. */
export type PageKind = 'home' | 'blog' | 'blog page N' | 'article' | 'other';

export interface WeighedPage {
  path: string;
  kind: PageKind;
  /** Its file, from the client folder. */
  file: string;
  /** The HTML file as written. */
  rawHtml: number;
  load: FirstLoad;
}

export function kindOf(pagePath: string): PageKind {
  if (pagePath === '/' || pagePath === '/es') return 'home';
  if (pagePath === '/blog' || pagePath === '/es/blog') return 'blog';
  if (/^(\/es\/blog\/pagina|\/blog\/page)\/\d+$/.test(pagePath)) return 'blog page N';
  if (/^(\/es)?\/blog\/[^/]+$/.test(pagePath)) return 'article';
  return 'other';
}

/** Every `index.html` under the client folder (the assets aside) and 404.html, as page addresses. */
function pagePaths(clientDir: string): { path: string; file: string }[] {
  const found: { path: string; file: string }[] = [{ path: '/404', file: '404.html' }];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(clientDir, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory() && child !== 'assets') walk(child);
      else if (entry.name === 'index.html') found.push({ path: relative === '' ? '/' : `/${relative}`, file: child });
    }
  };
  walk('');
  return found;
}

export function weighPages(clientDir: string): Map<string, WeighedPage> {
  const pages = new Map<string, WeighedPage>();
  for (const page of pagePaths(clientDir)) {
    pages.set(page.path, {
      path: page.path,
      kind: kindOf(page.path),
      file: page.file,
      rawHtml: statSync(path.join(clientDir, page.file)).size,
      load: measureFirstLoad(clientDir, page.file, page.path, budgets.viewports.mobile),
    });
  }
  return pages;
}

/** The page of a kind with the most HTML (gzip), if the build has one. */
export function heaviest(pages: Map<string, WeighedPage>, kind: PageKind): WeighedPage | undefined {
  return [...pages.values()].filter((page) => page.kind === kind).sort((a, b) => b.load.html - a.load.html)[0];
}

/** Gzip and raw bytes of every script the build emitted: content that leaked into the bundle would show here. */
export function bundleBytes(clientDir: string): { gzip: number; raw: number } {
  const dir = path.join(clientDir, 'assets');
  let gzip = 0;
  let raw = 0;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    const file = path.join(dir, name);
    raw += statSync(file).size;
    gzip += gzipBytes(readFileSync(file));
  }
  return { gzip, raw };
}

/** The feeds and the sitemap: how many entries and bytes each holds (the feeds carry the newest 20). */
export function feedsAndSitemap(clientDir: string): { file: string; entries: number; bytes: number }[] {
  return ['blog/rss.xml', 'es/blog/rss.xml', 'sitemap.xml'].map((file) => {
    const text = readFileSync(path.join(clientDir, file), 'utf8');
    return { file, entries: (text.match(/<(item|url)>/g) ?? []).length, bytes: Buffer.byteLength(text) };
  });
}

/**
 * The byte budgets tests/e2e/budgets.test.ts checks that a build alone can answer, for every page: CSS,
 * nothing from other hosts, and the home pages' total weight. JavaScript is measured in Chromium
 * (growth.ts) on one page of each kind: which islands a page has depends on its kind, not on how much
 * content the site holds.
 */
export function buildBudgetMisses(pages: Iterable<WeighedPage>): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const misses: string[] = [];
  for (const page of pages) {
    const { css, total, thirdParty } = page.load;
    if (css > budgets.bytes.anyRouteCss) misses.push(`${page.path}: CSS (gzip) ${kb(css)} > ${kb(budgets.bytes.anyRouteCss)}`);
    if (thirdParty.length > 0) misses.push(`${page.path}: asks other hosts for ${thirdParty.join(', ')}`);
    if (page.kind === 'home' && total > budgets.bytes.homeTotal) misses.push(`${page.path}: total first-load weight ${kb(total)} > ${kb(budgets.bytes.homeTotal)}`);
  }
  return misses;
}
