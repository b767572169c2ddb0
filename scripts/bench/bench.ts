/**
 * `npm run bench`: builds the site, serves it like the CDN on 127.0.0.1 (with gzip, which every client
 * accepts), runs Lighthouse (mobile default and desktop preset) several times per route with a fresh
 * Chromium each run, and reports the median of every metric (after one unrecorded warm-up run per
 * preset), each route's LCP as a multiple of its floor's (floor.ts) and its HTML's size, gzip and brotli. Writes
 * bench-results/bench.{json,md} and the bundle treemap bench-results/treemap.html, and a full run's
 * table into docs/performance.md (see ./docsBlock.ts). Exits 1 when a
 * median or a byte budget misses a target in ./budgets.ts, 2 when the benchmark itself could not run.
 *
 * Environment:
 *   BENCH_RUNS=3              runs per route and preset
 *   BENCH_ROUTES=/,/contact   routes to measure (comma-separated)
 *   BENCH_PRESETS=mobile      presets to run (mobile, desktop)
 *   BENCH_SKIP_BUILD=1        reuse .dist-bench from an earlier run
 *   CHROME_PATH               Chromium binary (default /usr/bin/chromium)
 * Quick check while working: BENCH_RUNS=1 BENCH_ROUTES=/ npm run bench
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { thirdPartyHosts } from '../../tests/e2e/support/pageProblems';
import { budgets, byteBudgetMisses, categoryIds, htmlBudgetMisses, type CategoryId, type Preset } from './budgets';
import { fileFor } from '../../functions/dev/viewerRequest';
import { chromeFlags, chromePath } from '../../tests/e2e/support/chromium';
import { startCdnServer, type CdnServer } from './cdnServer';
import { floorOf, floorUrl, writeFloors } from './floor';
import { writeBenchBlock } from './docsBlock';
import { deadTapWindow, firstTooltipMs, slowPhone, tapAnswerMs, tapChecks } from './earlyTaps';
import { measureFirstLoad, type FirstLoad } from './firstLoad';
import { measureIslandJs, type IslandJs } from './islandJs';
import { htmlWeight, type HtmlWeight } from './pageWeight';
import { launchChromium } from '../../tests/e2e/support/chromium';

const root = fileURLToPath(new URL('../..', import.meta.url));
const distDir = path.join(root, '.dist-bench');
const clientDir = path.join(distDir, 'client');
const resultsDir = path.join(root, 'bench-results');
const performanceDoc = path.join(root, 'docs', 'performance.md');

const defaultRoutes = [
  '/',
  '/contact',
  '/faq',
  '/blog',
  '/water-restoration',
  '/water-damage-restoration-snellville-ga',
  // The Spanish home and one Spanish city page, against the same targets.
  '/es',
  '/es/restauracion-de-danos-por-agua-snellville-ga',
];
const presets: readonly Preset[] = ['mobile', 'desktop'];

class BenchError extends Error {}

function readSettings() {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new BenchError(`BENCH_RUNS must be a positive integer, got "${process.env.BENCH_RUNS}".`);
  const list = (value: string | undefined) =>
    value
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const routes = list(process.env.BENCH_ROUTES) ?? defaultRoutes;
  const chosen = list(process.env.BENCH_PRESETS) ?? [...presets];
  const unknown = chosen.filter((preset) => !presets.includes(preset as Preset));
  if (unknown.length > 0) throw new BenchError(`Unknown BENCH_PRESETS ${unknown.join(', ')}; use ${presets.join(', ')}.`);
  return { runs, routes, presets: chosen as Preset[], skipBuild: process.env.BENCH_SKIP_BUILD === '1' };
}

interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** A few of the audit's items (console messages, URLs, elements), to see why without opening a report. */
  items: string[];
}

/** The timings and bytes Lighthouse reports for one load (a run's values, or the medians of a row). */
interface Metrics {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
}

interface RunResult extends Metrics {
  /** Lighthouse's 0-1 category scores; null when a category could not be scored. */
  scores: Record<CategoryId, number | null>;
  failing: FailingAudit[];
  /** Transfer bytes per resource type as Lighthouse saw them, for comparison with the build's numbers. */
  resourceSummary: Record<string, number>;
  warnings: string[];
  hostUserAgent: string;
  benchmarkIndex: number;
  lighthouseVersion: string;
}

interface LooseItem {
  [key: string]: unknown;
}

function describeItem(item: LooseItem): string | undefined {
  const node = item.node as { snippet?: string } | undefined;
  const location = item.sourceLocation as { url?: string } | undefined;
  const text = item.description ?? item.url ?? node?.snippet ?? location?.url ?? item.label;
  if (typeof text !== 'string') return undefined;
  const where = typeof location?.url === 'string' && location.url !== text ? ` (${location.url})` : '';
  // Stacks make console errors long; the message and where it came from are what tell them apart.
  return `${text.split('\n', 1)[0]?.slice(0, 200) ?? ''}${where}`;
}

async function runLighthouse(url: string, preset: Preset): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categoryIds] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new BenchError(`Lighthouse returned nothing for ${url}.`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new BenchError(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new BenchError(`Lighthouse reported no ${id} for ${url}.`);
      return value;
    };
    const failing: FailingAudit[] = [];
    for (const category of categoryIds) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
        const details = audit.details as { items?: LooseItem[] } | undefined;
        failing.push({
          category,
          id: audit.id,
          title: audit.title,
          score: audit.score,
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          items: (details?.items ?? []).map(describeItem).filter((text): text is string => text !== undefined).slice(0, 5),
        });
      }
    }
    const summary = lhr.audits['resource-summary']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
    return {
      scores: Object.fromEntries(categoryIds.map((id) => [id, lhr.categories[id]?.score ?? null])) as Record<CategoryId, number | null>,
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      totalBytes: numeric('total-byte-weight'),
      failing,
      resourceSummary: Object.fromEntries((summary?.items ?? []).map((item) => [item.resourceType ?? '?', item.transferSize ?? 0])),
      warnings: lhr.runWarnings,
      hostUserAgent: lhr.environment.hostUserAgent,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

type AggregatedAudit = Omit<FailingAudit, 'score' | 'displayValue'> & { scores: number[]; displayValues: string[] };

/** Medians over the runs. */
interface Row extends Metrics {
  route: string;
  preset: Preset;
  runs: number;
  /** Scores on Lighthouse's displayed 0-100 scale. */
  scores: Record<CategoryId, number | null>;
  /** From the build output at this preset's viewport (see firstLoad.ts), not from Lighthouse. */
  firstLoad: Pick<FirstLoad, 'html' | 'css' | 'fonts' | 'images' | 'total'>;
  /** The page's HTML as served (gzip, as the bench serves it) and at brotli's highest level, and its floor's. */
  html: HtmlWeight & { floorGzip: number };
  /** What Chromium requested at 390x844 (see islandJs.ts): the same for both presets. */
  js: Pick<IslandJs, 'firstLoad' | 'hydrated' | 'used'>;
  /** Audits that cost points in any run, with their score and value in each run that lost points. */
  failing: AggregatedAudit[];
  /** Mobile only: the medians of the page's floor (floor.ts), measured in the same runs. */
  floor?: { lcpMs: number; tbtMs: number; performance: number | null };
}

function aggregate(
  route: string,
  preset: Preset,
  results: readonly RunResult[],
  load: FirstLoad,
  js: IslandJs,
  html: Row['html'],
  floorRuns: readonly RunResult[] = [],
): Row {
  const scores = Object.fromEntries(
    categoryIds.map((id) => {
      const values = results.map((result) => result.scores[id]).filter((score): score is number => score !== null);
      return [id, values.length === results.length ? Math.round(median(values) * 100) : null];
    }),
  ) as Record<CategoryId, number | null>;
  const failing = new Map<string, AggregatedAudit>();
  for (const result of results) {
    for (const { score, displayValue, ...audit } of result.failing) {
      const key = `${audit.category}/${audit.id}`;
      const seen = failing.get(key) ?? { ...audit, scores: [], displayValues: [] };
      seen.scores.push(score);
      if (displayValue) seen.displayValues.push(displayValue);
      failing.set(key, seen);
    }
  }
  return {
    route,
    preset,
    runs: results.length,
    scores,
    lcpMs: median(results.map((result) => result.lcpMs)),
    fcpMs: median(results.map((result) => result.fcpMs)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    cls: median(results.map((result) => result.cls)),
    totalBytes: median(results.map((result) => result.totalBytes)),
    firstLoad: { html: load.html, css: load.css, fonts: load.fonts, images: load.images, total: load.total },
    html,
    js: { firstLoad: js.firstLoad, hydrated: js.hydrated, used: js.used },
    failing: [...failing.values()],
    ...(floorRuns.length === 0
      ? {}
      : {
          floor: {
            lcpMs: median(floorRuns.map((result) => result.lcpMs)),
            tbtMs: median(floorRuns.map((result) => result.tbtMs)),
            performance: floorRuns.every((result) => result.scores.performance !== null)
              ? Math.round(median(floorRuns.map((result) => result.scores.performance ?? 0)) * 100)
              : null,
          },
        }),
  };
}

interface Miss {
  route: string;
  /** 'bytes' for what does not depend on Lighthouse's preset: byte budgets and taps. */
  preset: Preset | 'bytes';
  metric: string;
  message: string;
  /** Set when the category lost points only to the third parties this offline machine cannot reach. */
  offlineOnly?: string;
}

const isThirdPartyText = (text: string) => thirdPartyHosts.some((host) => text.includes(host));

/**
 * A category that lost points only through `errors-in-console` entries about the third-party hosts
 * (no DNS here) would pass online; the miss stays a miss, with that said next to it.
 */
function offlineExplanation(row: Row, category: CategoryId): string | undefined {
  const failing = row.failing.filter((audit) => audit.category === category);
  if (failing.length === 0) return undefined;
  const offline = failing.every((audit) => audit.id === 'errors-in-console' && audit.items.length > 0 && audit.items.every(isThirdPartyText));
  if (!offline) return undefined;
  const hosts = thirdPartyHosts.filter((host) => failing.some((audit) => audit.items.some((item) => item.includes(host))));
  return `only errors-in-console, from unreachable ${hosts.join(', ')}`;
}

function findMisses(rows: readonly Row[]): Miss[] {
  const misses: Miss[] = [];
  for (const row of rows) {
    const targets = budgets.lighthouse[row.preset];
    for (const category of categoryIds) {
      const score = row.scores[category];
      if (score === null || score < targets[category]) {
        const offlineOnly = offlineExplanation(row, category);
        misses.push({
          route: row.route,
          preset: row.preset,
          metric: category,
          message: `${row.route}: ${category} ${score ?? 'n/a'} < ${targets[category]}`,
          ...(offlineOnly ? { offlineOnly } : {}),
        });
      }
    }
    if (row.preset === 'mobile') {
      const mobile = budgets.lighthouse.mobile;
      const over = (metric: string, actual: number, limit: number, text: string) => {
        if (actual > limit) misses.push({ route: row.route, preset: 'mobile', metric, message: `${row.route}: ${text}` });
      };
      over('LCP', row.lcpMs, mobile.maxLcpMs, `LCP ${Math.round(row.lcpMs)} ms > ${mobile.maxLcpMs} ms`);
      over('CLS', row.cls, mobile.maxCls, `CLS ${row.cls.toFixed(3)} > ${mobile.maxCls}`);
      over('TBT', row.tbtMs, mobile.maxTbtMs, `TBT ${Math.round(row.tbtMs)} ms > ${mobile.maxTbtMs} ms`);
      if (row.floor) {
        const { floor } = mobile;
        const ratio = row.lcpMs / row.floor.lcpMs;
        over('LCP/floor', ratio, floor.maxLcpRatio, `LCP ${ratio.toFixed(2)}x its floor's ${Math.round(row.floor.lcpMs)} ms > ${floor.maxLcpRatio}x`);
        over('TBT/floor', row.tbtMs - row.floor.tbtMs, floor.maxTbtOverMs, `TBT ${Math.round(row.tbtMs - row.floor.tbtMs)} ms over its floor's > ${floor.maxTbtOverMs} ms`);
        const performance = row.scores.performance ?? 0;
        if (row.floor.performance !== null) {
          over('perf/floor', row.floor.performance - performance, floor.maxPerformanceBelow, `performance ${performance}, ${row.floor.performance - performance} below its floor's ${row.floor.performance}`);
        }
      }
    }
  }
  return misses;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function formatTable(rows: readonly Row[], misses: readonly Miss[]): string {
  const missed = (row: Row, metric: string) =>
    misses.some((miss) => miss.route === row.route && (miss.preset === row.preset || miss.preset === 'bytes') && miss.metric === metric);
  const mark = (row: Row, metric: string, text: string) => (missed(row, metric) ? `${text} ✗` : text);
  const header = ['Route', 'Preset', 'Perf', 'A11y', 'BP', 'SEO', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'Floor perf/LCP/TBT', 'LCP ÷ floor', 'HTML gz/br KB', 'Floor gz KB', 'Total KB', 'JS 1st KB', 'JS all KB', 'CSS gz KB', 'Font KB', 'Img KB'];
  const body = rows.map((row) => [
    row.route,
    row.preset,
    ...categoryIds.map((id) => mark(row, id === 'performance' && missed(row, 'perf/floor') ? 'perf/floor' : id, String(row.scores[id] ?? 'n/a'))),
    mark(row, 'LCP', String(Math.round(row.lcpMs))),
    String(Math.round(row.fcpMs)),
    mark(row, missed(row, 'TBT/floor') ? 'TBT/floor' : 'TBT', String(Math.round(row.tbtMs))),
    mark(row, 'CLS', row.cls.toFixed(3)),
    row.floor ? `${row.floor.performance ?? 'n/a'} / ${Math.round(row.floor.lcpMs)} / ${Math.round(row.floor.tbtMs)}` : '',
    row.floor ? mark(row, 'LCP/floor', (row.lcpMs / row.floor.lcpMs).toFixed(2)) : '',
    mark(row, 'HTML', `${kb(row.html.gzip)} / ${kb(row.html.brotli)}`),
    kb(row.html.floorGzip),
    kb(row.totalBytes),
    mark(row, 'JS first load', kb(row.js.firstLoad)),
    mark(row, 'JS hydrated', kb(row.js.hydrated)),
    kb(row.firstLoad.css),
    kb(row.firstLoad.fonts),
    kb(row.firstLoad.images),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

function buildSite(): number {
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    // A NODE_ENV of test or development left in the shell would bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production', SITE_DIST: distDir, BUNDLE_REPORT: path.join(resultsDir, 'treemap.html') },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (build.status !== 0) {
    // Vite lists every emitted file first; the error is at the end.
    const output = `${build.stdout}\n${build.stderr}`.trimEnd().split('\n');
    process.stderr.write(`${output.slice(-60).join('\n')}\n`);
    throw new BenchError(`The site build failed (exit ${build.status}); the end of its output is above.`);
  }
  return seconds;
}

/** Fails early when the server does not behave like the CDN, since every number would then be off. */
async function checkServer(server: CdnServer, routes: readonly string[]) {
  for (const route of routes) {
    const response = await fetch(`${server.url}${route}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    if (response.status !== 200) throw new BenchError(`${route} answered ${response.status} instead of 200.`);
    if (!response.headers.get('content-encoding')) throw new BenchError(`${route} came back uncompressed.`);
  }
  const missing = await fetch(`${server.url}/no-such-page-here`);
  if (missing.status !== 404) throw new BenchError(`An unknown path answered ${missing.status} instead of 404.`);
  const asset = load('/').assets.find((item) => item.url.startsWith('/assets/'));
  if (asset) {
    const response = await fetch(`${server.url}${asset.url}`, { method: 'HEAD' });
    if (!response.headers.get('cache-control')?.includes('immutable')) throw new BenchError(`${asset.url} is not served as immutable.`);
  }
}

/** The file the CDN answers a route with; the bench measures what it serves, not what it expects. */
function htmlFileFor(route: string): string | undefined {
  const file = fileFor(route).slice(1);
  const full = path.join(clientDir, file);
  return existsSync(full) && statSync(full).isFile() ? file : undefined;
}

const weights = new Map<string, Row['html']>();
/** The route's HTML and its floor's, as they travel. */
function weigh(route: string): Row['html'] {
  let weight = weights.get(route);
  if (!weight) {
    const file = htmlFileFor(route);
    if (!file) throw new BenchError(`The build has no page for ${route}.`);
    const html = readFileSync(path.join(clientDir, file), 'utf8');
    weight = { ...htmlWeight(html), floorGzip: htmlWeight(floorOf(html)).gzip };
    weights.set(route, weight);
  }
  return weight;
}

const loads = new Map<string, FirstLoad>();
function load(route: string, preset: Preset = 'mobile'): FirstLoad {
  const key = `${preset} ${route}`;
  let measured = loads.get(key);
  if (!measured) {
    const file = htmlFileFor(route);
    if (!file) throw new BenchError(`The build has no page for ${route}.`);
    measured = measureFirstLoad(clientDir, file, route, budgets.viewports[preset]);
    loads.set(key, measured);
  }
  return measured;
}

async function main(): Promise<number> {
  const settings = readSettings();
  if (!existsSync(chromePath)) {
    throw new BenchError(`No Chromium at ${chromePath}: install it (apt-get install -y chromium) or set CHROME_PATH.`);
  }
  await mkdir(resultsDir, { recursive: true });

  let buildSeconds: number | null = null;
  if (settings.skipBuild) {
    if (!existsSync(path.join(clientDir, 'index.html'))) throw new BenchError(`BENCH_SKIP_BUILD=1 but ${clientDir} has no build.`);
    console.log(`Reusing the build in ${path.relative(root, distDir)}.`);
  } else {
    console.log('Building the site (npm run build, with the bundle treemap)...');
    buildSeconds = buildSite();
    console.log(`Built in ${buildSeconds.toFixed(1)} s.`);
  }
  for (const route of settings.routes) {
    if (!htmlFileFor(route)) throw new BenchError(`The build has no page for ${route}.`);
  }

  // Lighthouse scales the CPU time it observes; other work on the machine inflates TBT and LCP.
  const loadBefore = loadavg()[0] ?? 0;
  const server = await startCdnServer({ root: clientDir, gzipOnly: true });
  const results = new Map<string, RunResult[]>();
  /** Mobile runs of each route's floor. */
  const floors = new Map<string, RunResult[]>();
  const scripts = new Map<string, IslandJs>();
  const deadTaps = new Map<string, number>();
  const answers = new Map<string, number>();
  let tooltipMs: number | undefined;
  let slowPhoneTooltipMs: number | undefined;
  const removeFloors = await writeFloors(
    clientDir,
    settings.routes.map((route) => ({ route, file: htmlFileFor(route) ?? '' })),
  );
  try {
    await checkServer(server, settings.routes);
    // The first Chromium after a build starts on cold disk caches and scores far below the rest;
    // one unrecorded run per preset takes that out of the medians.
    for (const preset of settings.presets) {
      const started = performance.now();
      await runLighthouse(`${server.url}${settings.routes[0] ?? '/'}`, preset);
      console.log(`warm-up ${preset}: ${((performance.now() - started) / 1000).toFixed(1)} s (not recorded)`);
    }
    const total = settings.runs * settings.routes.length * settings.presets.length;
    let done = 0;
    // Run-major order spreads any slow spell of the machine over all routes instead of one.
    for (let run = 1; run <= settings.runs; run += 1) {
      for (const route of settings.routes) {
        for (const preset of settings.presets) {
          const started = performance.now();
          let result: RunResult;
          try {
            result = await runLighthouse(`${server.url}${route}`, preset);
          } catch (error) {
            console.warn(`  ${preset} ${route}: ${(error as Error).message}; trying once more.`);
            result = await runLighthouse(`${server.url}${route}`, preset);
          }
          done += 1;
          const key = `${route} ${preset}`;
          results.set(key, [...(results.get(key) ?? []), result]);
          const scores = categoryIds.map((id) => Math.round((result.scores[id] ?? 0) * 100)).join('/');
          console.log(
            `[${done}/${total}] ${preset.padEnd(7)} ${route} run ${run}: ${scores}, LCP ${Math.round(result.lcpMs)} ms, ` +
              `TBT ${Math.round(result.tbtMs)} ms (${((performance.now() - started) / 1000).toFixed(1)} s)`,
          );
          if (preset === 'mobile') {
            // The page's floor, right after the page, on the same machine in the same minute.
            const floor = await runLighthouse(`${server.url}${floorUrl(route)}`, preset);
            floors.set(route, [...(floors.get(route) ?? []), floor]);
            console.log(`  floor ${route}: LCP ${Math.round(floor.lcpMs)} ms, TBT ${Math.round(floor.tbtMs)} ms`);
          }
        }
      }
    }
    // JavaScript as Chromium requests it, and taps right after first paint on a slow phone: one
    // Chromium for all of it, after Lighthouse, so it does not share the machine with a Lighthouse run.
    const browser = await launchChromium();
    try {
      for (const route of settings.routes) {
        scripts.set(route, await measureIslandJs(browser, server.url, clientDir, route));
        console.log(`JS ${route}: ${kb(scripts.get(route)?.firstLoad ?? 0)} KB first load, ${kb(scripts.get(route)?.hydrated ?? 0)} KB hydrated`);
      }
      for (const check of tapChecks) {
        deadTaps.set(check.name, await deadTapWindow(browser, server.url, check));
        answers.set(check.name, await tapAnswerMs(browser, server.url, check));
        console.log(
          `Tap on ${check.name} (${check.path}) answered from ${deadTaps.get(check.name)} ms after first paint; ` +
            `right after it, shown ${answers.get(check.name)} ms after the tap`,
        );
      }
      tooltipMs = await firstTooltipMs(browser, server.url);
      slowPhoneTooltipMs = await firstTooltipMs(browser, server.url, true);
      console.log(`First tooltip (/) shown ${tooltipMs} ms after the mouse came to rest (${slowPhoneTooltipMs} ms on the slow phone)`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
    await removeFloors();
  }

  const jsOf = (route: string) => {
    const js = scripts.get(route);
    if (!js) throw new BenchError(`No JavaScript measured for ${route}.`);
    return js;
  };
  const rows = settings.routes.flatMap((route) =>
    settings.presets.map((preset) =>
      aggregate(route, preset, results.get(`${route} ${preset}`) ?? [], load(route, preset), jsOf(route), weigh(route), preset === 'mobile' ? floors.get(route) : []),
    ),
  );
  const misses = findMisses(rows);
  for (const route of settings.routes) {
    for (const message of htmlBudgetMisses(route, weigh(route))) misses.push({ route, preset: 'bytes', metric: 'HTML', message });
    const measure = { css: load(route).css, total: load(route).total, firstLoadJs: jsOf(route).firstLoad, hydratedJs: jsOf(route).hydrated };
    for (const message of byteBudgetMisses(route, measure)) {
      const metric = message.includes('first-load JS') ? 'JS first load' : message.includes('hydrated') ? 'JS hydrated' : 'bytes';
      misses.push({ route, preset: 'bytes', metric, message });
    }
  }
  for (const [name, ms] of deadTaps) {
    if (ms > budgets.maxDeadTapMs) misses.push({ route: name, preset: 'bytes', metric: 'taps', message: `a tap on ${name} is lost until ${ms} ms after first paint` });
  }
  for (const [name, ms] of answers) {
    if (ms > budgets.maxTapAnswerMs) misses.push({ route: name, preset: 'bytes', metric: 'taps', message: `a tap on ${name} right after first paint shows its content after ${ms} ms` });
  }
  if (tooltipMs !== undefined && (tooltipMs < budgets.firstTooltipMs.min || tooltipMs > budgets.firstTooltipMs.max)) {
    misses.push({ route: '/', preset: 'bytes', metric: 'tooltip', message: `the first tooltip shows ${tooltipMs} ms after the mouse came to rest` });
  }
  const tapLine =
    `Taps right after first paint (${slowPhone.cpuSlowdown}x CPU, ${slowPhone.downloadKbps} kbps, ${slowPhone.latencyMs} ms round trip), ` +
    `time until one is answered: ${[...deadTaps].map(([name, ms]) => `${name} ${ms} ms`).join(', ')}; ` +
    `from the tap until its content shows: ${[...answers].map(([name, ms]) => `${name} ${ms} ms`).join(', ')} ` +
    `(target ${budgets.maxTapAnswerMs} ms). The first tooltip, hovered right after first paint on a computer: ${tooltipMs ?? '?'} ms ` +
    `after the mouse came to rest (target ${budgets.firstTooltipMs.min}-${budgets.firstTooltipMs.max} ms); with the phone's ` +
    `throttling, ${slowPhoneTooltipMs ?? '?'} ms, the time its island's code takes to come. The speed measurement for the owner's ` +
    `report (web-vitals), fetched at idle after load and counted in neither JS column: ${kb(Math.max(...settings.routes.map((route) => jsOf(route).afterLoad)))} KB.`;

  const first = [...results.values()][0]?.[0];
  const table = formatTable(rows, misses);
  const buildLine = buildSeconds === null ? 'Build: reused (BENCH_SKIP_BUILD=1)' : `Build: ${buildSeconds.toFixed(1)} s (npm run build, with the bundle treemap)`;
  const command = [
    settings.runs !== 3 ? `BENCH_RUNS=${settings.runs}` : '',
    process.env.BENCH_ROUTES ? `BENCH_ROUTES=${settings.routes.join(',')}` : '',
    process.env.BENCH_PRESETS ? `BENCH_PRESETS=${settings.presets.join(',')}` : '',
    'npm run bench',
  ]
    .filter(Boolean)
    .join(' ');
  const loadAverage = [loadBefore, loadavg()[0] ?? 0].map((value) => value.toFixed(1)).join(' -> ');
  const environment =
    `Lighthouse ${first?.lighthouseVersion ?? '?'}, ${first?.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, ` +
    `benchmark index ${first?.benchmarkIndex ?? '?'}, load average ${loadAverage} on ${availableParallelism()} cores`;
  const notes = [
    `Median of ${settings.runs} run(s) per route and preset; a fresh Chromium per run; served from 127.0.0.1 with gzip (level 9) and immutable /assets/.`,
    'Scores 0-100; LCP/FCP/TBT/CLS and Total KB (all bytes transferred) from Lighthouse. JS 1st: what Chromium requests at 390x844 with no',
    'scrolling or input, through to network idle; JS all: once every island on the page has hydrated (both gzip -9 of the built files).',
    'CSS/Font/Img: first-load bytes read from the build (gzip -9 for CSS, files as they are for fonts and images; the srcset candidate for',
    'the preset\'s viewport), not from Lighthouse. Floor: the same page with its scripts, file links and pictures taken out (floor.ts), run',
    'right after the page on mobile; perf / LCP ms / TBT ms, and the page\'s LCP as a multiple of the floor\'s. HTML: the page\'s, gzip as served',
    'and brotli at its highest level, and its floor\'s gzip; a phone receives about 14 KB in the first round trip.',
  ];
  const missLines = misses.map(
    (miss) =>
      `- ${miss.preset === 'bytes' ? 'byte budget' : miss.preset} ${miss.message}` +
      `${miss.offlineOnly ? ` (offline only: ${miss.offlineOnly})` : ''}`,
  );
  const auditLines = rows.flatMap((row) =>
    row.failing.map(
      (audit) =>
        `- ${row.preset} ${row.route}: ${audit.category} / ${audit.id}, in ${audit.scores.length}/${row.runs} runs ` +
        `(score ${audit.scores.join(', ')}${audit.displayValues.length > 0 ? `; ${audit.displayValues.join(', ')}` : ''})` +
        `${audit.items.length > 0 ? `: ${audit.items.slice(0, 2).join('; ')}` : ''}`,
    ),
  );

  const text = [
    table,
    '',
    tapLine,
    '',
    buildLine,
    environment,
    ...notes,
    '',
    misses.length === 0 ? 'Every target met.' : `Targets missed (${misses.length}):\n${missLines.join('\n')}`,
  ].join('\n');
  console.log(`\n${text}`);
  if (auditLines.length > 0) console.log(`\nAudits that cost points:\n${auditLines.join('\n')}`);

  const markdown = [
    '# Benchmark',
    '',
    `\`${command}\` on ${new Date().toISOString()}`,
    '',
    table,
    '',
    tapLine,
    '',
    `${buildLine}. ${environment}.`,
    '',
    ...notes,
    '',
    misses.length === 0 ? 'Every target met.' : `## Targets missed\n\n${missLines.join('\n')}`,
    ...(auditLines.length > 0 ? ['', '## Audits that cost points', '', ...auditLines] : []),
    '',
  ].join('\n');
  await writeFile(path.join(resultsDir, 'bench.md'), markdown);
  // Only a full run speaks for the site in the docs; a narrowed one is for the work at hand.
  const fullRun = settings.runs >= 3 && defaultRoutes.every((route) => settings.routes.includes(route)) && presets.every((preset) => settings.presets.includes(preset));
  if (fullRun) {
    await writeBenchBlock(
      performanceDoc,
      [
        `Latest full run, ${new Date().toISOString().slice(0, 10)}: ${buildLine}. ${environment}.`,
        '',
        table,
        '',
        tapLine,
        '',
        misses.length === 0 ? 'Every target met.' : `Targets missed (${misses.length}):\n\n${missLines.join('\n')}`,
      ].join('\n'),
    );
  }
  await writeFile(
    path.join(resultsDir, 'bench.json'),
    `${JSON.stringify(
      {
        command,
        date: new Date().toISOString(),
        environment: { lighthouse: first?.lighthouseVersion, chrome: first?.hostUserAgent, benchmarkIndex: first?.benchmarkIndex, loadAverage, chromeFlags },
        buildSeconds,
        budgets,
        rows,
        deadTaps: Object.fromEntries(deadTaps),
        tapAnswers: Object.fromEntries(answers),
        firstTooltipMs: tooltipMs,
        slowPhoneFirstTooltipMs: slowPhoneTooltipMs,
        scripts: Object.fromEntries(scripts),
        misses,
        firstLoad: Object.fromEntries([...loads].map(([key, value]) => [key, value])),
        runs: Object.fromEntries(results),
      },
      null,
      2,
    )}\n`,
  );
  const written = [...['bench.md', 'bench.json', ...(buildSeconds === null ? [] : ['treemap.html'])].map((file) => path.join('bench-results', file)), ...(fullRun ? [path.relative(root, performanceDoc)] : [])];
  console.log(`\nWrote ${written.join(', ')}${fullRun ? '' : ` (${path.relative(root, performanceDoc)} shows full runs only)`}.`);
  return misses.length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof BenchError ? error.message : error);
    process.exitCode = 2;
  },
);
