/** A row of the benchmark's table: the medians of one route's runs at one preset, beside what the build says of it. */
import { categoryIds, type CategoryId, type Preset } from './budgets';
import type { FirstLoad } from './firstLoad';
import type { IslandJs } from './islandJs';
import type { FailingAudit, Metrics, RunResult } from './lighthouseRun';
import type { HtmlWeight } from './pageWeight';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

export type AggregatedAudit = Omit<FailingAudit, 'score' | 'displayValue'> & { scores: number[]; displayValues: string[] };

/** Medians over the runs. */
export interface Row extends Metrics {
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

export function aggregate(
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
