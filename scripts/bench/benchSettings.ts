/**
 * What a benchmark run measures and where it reads and writes: the routes and presets (from the
 * environment, see bench.ts), the build it serves and the results it writes.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Preset } from './budgets';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const distDir = path.join(root, '.dist-bench');
export const clientDir = path.join(distDir, 'client');
export const resultsDir = path.join(root, 'bench-results');
export const performanceDoc = path.join(root, 'docs', 'performance.md');

export const defaultRoutes = [
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
export const presets: readonly Preset[] = ['mobile', 'desktop'];

/** The benchmark itself could not run (exit 2), as opposed to a target it missed (exit 1). */
export class BenchError extends Error {}

export type Settings = ReturnType<typeof readSettings>;

export function readSettings() {
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
