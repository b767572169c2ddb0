/** The build the benchmark serves: building it, checking the server serves it like the CDN, and what each page weighs. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileFor } from '../../functions/dev/viewerRequest';
import { BenchError, clientDir, distDir, resultsDir, root } from './benchSettings';
import type { Row } from './benchRows';
import { budgets, type Preset } from './budgets';
import type { CdnServer } from './cdnServer';
import { measureFirstLoad, type FirstLoad } from './firstLoad';
import { floorOf } from './floor';
import { htmlWeight } from './pageWeight';

export function buildSite(): number {
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
export async function checkServer(server: CdnServer, routes: readonly string[]) {
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
export function htmlFileFor(route: string): string | undefined {
  const file = fileFor(route).slice(1);
  const full = path.join(clientDir, file);
  return existsSync(full) && statSync(full).isFile() ? file : undefined;
}

const weights = new Map<string, Row['html']>();
/** The route's HTML and its floor's, as they travel. */
export function weigh(route: string): Row['html'] {
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
export function load(route: string, preset: Preset = 'mobile'): FirstLoad {
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

/** Every first load measured so far, by preset and route. */
export const measuredLoads = (): ReadonlyMap<string, FirstLoad> => loads;
