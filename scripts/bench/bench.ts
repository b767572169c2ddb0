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
 *
 * This file is the run's order; the parts: benchSettings.ts (the environment, the paths), builtSite.ts
 * (the build and what its pages weigh), measureRoutes.ts (Lighthouse and Chromium), benchRows.ts (the
 * medians), benchMisses.ts (the targets missed), benchReport.ts (the table and the files written).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromePath } from '../../tests/e2e/support/chromium';
import { byteAndTapMisses, findMisses } from './benchMisses';
import { writeReport } from './benchReport';
import { aggregate } from './benchRows';
import { BenchError, clientDir, distDir, readSettings, resultsDir, root } from './benchSettings';
import { buildSite, htmlFileFor, load, weigh } from './builtSite';
import { measureRoutes } from './measureRoutes';

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
  const measured = await measureRoutes(settings);
  const { results, floors, scripts, deadTaps, answers, tooltipMs } = measured;

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
  misses.push(...byteAndTapMisses({ routes: settings.routes, weigh, load, jsOf, deadTaps, answers, tooltipMs }));
  await writeReport({ settings, rows, misses, measured, jsOf, buildSeconds, loadBefore });
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
