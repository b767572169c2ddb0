/** The targets a benchmark run missed (./budgets.ts): Lighthouse's medians, the byte budgets, the taps and the first tooltip. */
import { thirdPartyHosts } from '../../tests/e2e/support/pageProblems';
import type { Row } from './benchRows';
import { budgets, byteBudgetMisses, categoryIds, htmlBudgetMisses, type CategoryId, type Preset } from './budgets';
import type { FirstLoad } from './firstLoad';
import type { IslandJs } from './islandJs';
import type { HtmlWeight } from './pageWeight';

export interface Miss {
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

export function findMisses(rows: readonly Row[]): Miss[] {
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

/** What the byte budgets, the taps and the first tooltip are checked on. */
export interface PageChecks {
  routes: readonly string[];
  weigh: (route: string) => HtmlWeight;
  load: (route: string) => FirstLoad;
  jsOf: (route: string) => IslandJs;
  deadTaps: ReadonlyMap<string, number>;
  answers: ReadonlyMap<string, number>;
  tooltipMs: number | undefined;
}

/** The misses that do not depend on Lighthouse's preset: byte budgets, taps and the first tooltip. */
export function byteAndTapMisses({ routes, weigh, load, jsOf, deadTaps, answers, tooltipMs }: PageChecks): Miss[] {
  const misses: Miss[] = [];
  for (const route of routes) {
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
  return misses;
}
