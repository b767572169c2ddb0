/**
 * `npm run bench:growth`: does the site stay light and quick to build as the office adds years of
 * content? Builds two temporary copies of the site one after the other (tests/siteCopy.ts): "today",
 * the content as it is, and "grown", with 200 more articles in English and Spanish (spread over the
 * four categories and eight years) and 100 more gallery photos described in both languages
 * (growthContent.ts). Prints, for both and as grown/today ratios: pages built, build wall time,
 * prerender time and time per page; the weight of /, /es, /blog, /es/blog and of the heaviest article
 * and blog page; the JavaScript of one page of each kind in Chromium; and the byte budgets of
 * scripts/bench/budgets.ts on every page. Ratios are measured in one run on the same machine, so its
 * speed cancels out; absolute times on a shared machine do not mean much.
 *
 * Exits 1 when a budget breaks or a page that should not grow with the archive does (see
 * `maxGrowth`), 2 when the check itself could not run. Writes what it printed into docs/performance.md,
 * between the growth markers. Takes about 4 minutes on 2 busy cores; the first run on a machine takes
 * a few minutes more, encoding the 100 generated photos (the image pipeline caches them in
 * node_modules/.cache, so later runs' build times are the ones to read). GROWTH_KEEP=1 keeps the two
 * copies in the temporary folder and prints where.
 */
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { budgets, byteBudgetMisses } from './budgets';
import { startCdnServer } from './cdnServer';
import { growthMarkers, writeBenchBlock } from './docsBlock';
import { measureFirstLoad } from './firstLoad';
import { addArticles, addGalleryPhotos } from './growthContent';
import { buildBudgetMisses, bundleBytes, feedsAndSitemap, heaviest, weighPages, type PageKind, type WeighedPage } from './growthPages';
import { measureIslandJs } from './islandJs';
import { launchChromium } from '../../tests/e2e/support/chromium';
import { makeSiteCopy, type SiteCopy } from '../../tests/siteCopy';

const added = { articles: 200, photos: 100 };
const performanceDoc = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));

/**
 * How much more HTML (gzip) a page that must not grow with the archive may carry in the grown build.
 * The home page's gallery fills up to its cap (galleryLimit.ts: 24 photos, 16 today) and the blog's
 * first page up to its 12 cards (4 today) with page links below; past that they must not grow. Those
 * eight photos or cards add about 0.8 KB; a page that carried something for every article or photo
 * (every article as a card, in an island's data or in JSON-LD; every photo in the gallery) adds 9 KB
 * or more for 200 articles or 100 photos, as the article pages did when they listed every other one.
 */
const maxGrowth: Partial<Record<string, number>> = {
  '/': 3 * 1024,
  '/es': 3 * 1024,
  '/blog': 4 * 1024,
  '/es/blog': 4 * 1024,
};
/** Pages of every other kind that exist in both builds (services, cities, an article) may change by this much. */
const maxOtherGrowth = 512;

interface Built {
  label: string;
  clientDir: string;
  pages: number;
  wallMs: number;
  prerenderMs: number;
  weighed: Map<string, WeighedPage>;
}

async function build(label: string, copy: SiteCopy): Promise<Built> {
  const started = performance.now();
  const { clientDir, output } = await copy.buildWithOutput();
  const wallMs = performance.now() - started;
  const match = /Prerendered (\d+) pages in (\d+) ms/.exec(output);
  if (!match) throw new Error(`The ${label} build printed no prerender line:\n${output}`);
  return { label, clientDir, pages: Number(match[1]), wallMs, prerenderMs: Number(match[2]), weighed: weighPages(clientDir) };
}

const htmlBytes = (built: Built) => [...built.weighed.values()].reduce((total, page) => total + page.rawHtml, 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (grown: number, today: number) => (today === 0 ? '-' : `${(grown / today).toFixed(2)}x`);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  return [line(header), `|${widths.map((width, column) => `${column === 0 ? '-' : ''}${'-'.repeat(width + 1)}${column === 0 ? '' : ':'}`).join('|')}|`, ...rows.map(line)].join('\n');
}

function timeTable(today: Built, grown: Built): string {
  const row = (name: string, pick: (built: Built) => number, format: (value: number) => string) => [name, format(pick(today)), format(pick(grown)), ratio(pick(grown), pick(today))];
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const ms = (value: number) => value.toFixed(0);
  return table(
    ['', 'today', 'grown', 'grown/today'],
    [
      row('pages built', (built) => built.pages, String),
      row('build wall time, s', (built) => built.wallMs, seconds),
      row('prerender, s', (built) => built.prerenderMs, seconds),
      row('prerender per page, ms', (built) => built.prerenderMs / built.pages, ms),
      row('build wall time per page, ms', (built) => built.wallMs / built.pages, ms),
      // What a deploy uploads, images aside: it should grow with the number of pages, not faster.
      row('HTML of all pages, MB', (built) => htmlBytes(built), (bytes) => (bytes / 1_000_000).toFixed(1)),
      row('HTML per page, KB', (built) => htmlBytes(built) / built.weighed.size, (bytes) => (bytes / 1024).toFixed(1)),
    ],
  );
}

/** The rows of the weight table: the fixed pages, then the heaviest of each kind that grows in number. */
function weightRows(today: Built, grown: Built): string[][] {
  const row = (name: string, todayPage: WeighedPage | undefined, grownPage: WeighedPage | undefined) => [
    name,
    todayPage ? `${kb(todayPage.load.html)} / ${kb(todayPage.rawHtml)}` : '-',
    grownPage ? `${kb(grownPage.load.html)} / ${kb(grownPage.rawHtml)}` : '-',
    todayPage && grownPage ? ratio(grownPage.load.html, todayPage.load.html) : '-',
    grownPage ? kb(grownPage.load.total) : '-',
  ];
  const rows = ['/', '/es', '/blog', '/es/blog'].map((path) => row(path, today.weighed.get(path), grown.weighed.get(path)));
  for (const kind of ['article', 'blog page N'] as const satisfies readonly PageKind[]) {
    const mostToday = heaviest(today.weighed, kind);
    const mostGrown = heaviest(grown.weighed, kind);
    // The same page in both builds tells whether a page grows with the archive; the heaviest of the
    // grown build may be another one.
    if (mostToday) rows.push(row(`heaviest ${kind} today: ${mostToday.path}`, mostToday, grown.weighed.get(mostToday.path)));
    if (mostGrown && mostGrown.path !== mostToday?.path) rows.push(row(`heaviest ${kind} grown: ${mostGrown.path}`, today.weighed.get(mostGrown.path), mostGrown));
  }
  return rows;
}

function feedLine(today: Built, grown: Built): string {
  const before = feedsAndSitemap(today.clientDir);
  return feedsAndSitemap(grown.clientDir)
    .map((after, index) => `${after.file} ${before[index]?.entries ?? '?'} -> ${after.entries}, ${kb(before[index]?.bytes ?? 0)} -> ${kb(after.bytes)}`)
    .join('; ');
}

/** First-load and hydrated JS, in Chromium, of the heaviest page of each kind and the fixed pages. */
async function javascriptMisses(built: Built, browser: Browser): Promise<{ lines: string[]; misses: string[] }> {
  const kinds: PageKind[] = ['home', 'blog', 'blog page N', 'article', 'other'];
  const sample = new Set(['/', '/es', '/blog', '/es/blog']);
  for (const kind of kinds) for (const lang of ['', '/es']) {
    const pages = new Map([...built.weighed].filter(([path]) => (lang === '' ? !path.startsWith('/es') : path.startsWith('/es'))));
    const page = heaviest(pages, kind);
    if (page) sample.add(page.path);
  }
  const server = await startCdnServer({ root: built.clientDir });
  const lines: string[] = [];
  const misses: string[] = [];
  try {
    for (const path of sample) {
      const js = await measureIslandJs(browser, server.url, built.clientDir, path);
      const page = built.weighed.get(path);
      if (!page) throw new Error(`No page weighed for ${path}.`);
      lines.push(`${path}: first load ${kb(js.firstLoad)} KB, hydrated ${kb(js.hydrated)} KB`);
      misses.push(...byteBudgetMisses(path, { css: page.load.css, total: page.load.total, firstLoadJs: js.firstLoad, hydratedJs: js.hydrated }));
    }
  } finally {
    await server.close();
  }
  return { lines, misses };
}

/** Pages in both builds whose HTML grew more than their kind allows. */
function growthMisses(today: Built, grown: Built): string[] {
  const misses: string[] = [];
  for (const [path, before] of today.weighed) {
    const after = grown.weighed.get(path);
    if (!after) {
      misses.push(`${path} is in today's build and not in the grown one`);
      continue;
    }
    const limit = maxGrowth[path] ?? maxOtherGrowth;
    const growth = after.load.html - before.load.html;
    if (growth > limit) misses.push(`${path}: HTML (gzip) grew by ${growth} bytes, more than ${limit}`);
  }
  return misses;
}

async function main(): Promise<number> {
  const loadBefore = loadavg()[0] ?? 0;
  const copies = { today: makeSiteCopy('growth-today-'), grown: makeSiteCopy('growth-grown-') };
  let browser: Browser | undefined;
  try {
    addArticles(copies.grown.content, added.articles);
    await addGalleryPhotos(copies.grown.root, added.photos);
    // One after the other: side by side on two cores each would slow the other by how much it happens to run.
    console.log('Building today\'s copy...');
    const today = await build('today', copies.today);
    console.log(`Building the grown copy (+${added.articles} articles, +${added.photos} photos, both languages)...`);
    const grown = await build('grown', copies.grown);

    browser = await launchChromium();
    const js = { today: await javascriptMisses(today, browser), grown: await javascriptMisses(grown, browser) };
    const budgetMisses = [today, grown].flatMap((built) =>
      [
        ...buildBudgetMisses(built.weighed.values()),
        ...js[built.label as 'today' | 'grown'].misses,
        // As the budget test checks it: a desktop's first load of the home pages, with the hero photo.
        ...[...built.weighed.values()].filter((page) => page.kind === 'home').flatMap(({ path, file }) => {
          const desktop = measureFirstLoad(built.clientDir, file, path, budgets.viewports.desktop);
          return desktop.total > budgets.bytes.homeTotal ? [`${path} (desktop): total first-load weight ${kb(desktop.total)} KB`] : [];
        }),
      ].map((miss) => `${built.label} ${miss}`),
    );
    const grew = growthMisses(today, grown);
    const bundles = { today: bundleBytes(today.clientDir), grown: bundleBytes(grown.clientDir) };
    const misses = [...budgetMisses, ...grew];

    const report = [
      `Growth check, ${new Date().toISOString().slice(0, 10)}: today's content against +${added.articles} articles and +${added.photos} gallery photos in English and Spanish.`,
      `Load average ${loadBefore.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores.`,
      '',
      timeTable(today, grown),
      '',
      'HTML of each page, KB gzip -9 / KB as written; first-load total (HTML, JS, CSS, eager images, gzip) of the grown build:',
      '',
      table(['page', 'today', 'grown', 'grown/today (gzip)', 'grown first load'], weightRows(today, grown)),
      '',
      `All the browser's JavaScript the build emits, gzip: today ${kb(bundles.today.gzip)} KB, grown ${kb(bundles.grown.gzip)} KB (${ratio(bundles.grown.gzip, bundles.today.gzip)}).`,
      `Entries and KB: ${feedLine(today, grown)}.`,
      `JavaScript in Chromium at 390x844, grown build: ${js.grown.lines.join('; ')}.`,
      '',
      misses.length === 0
        ? `Every page of both builds within the byte budgets (scripts/bench/budgets.ts); no page grew past its allowance.`
        : `Missed (${misses.length}):\n${misses.map((miss) => `- ${miss}`).join('\n')}`,
    ].join('\n');
    console.log(`\n${report}`);
    await writeBenchBlock(performanceDoc, report, growthMarkers);
    console.log('\nWrote docs/performance.md (its Growth section).');
    if (process.env.GROWTH_KEEP === '1') console.log(`\nThe copies: ${copies.today.root}, ${copies.grown.root}`);
    return misses.length === 0 ? 0 : 1;
  } finally {
    await browser?.close();
    if (process.env.GROWTH_KEEP !== '1') for (const copy of Object.values(copies)) copy.remove();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
