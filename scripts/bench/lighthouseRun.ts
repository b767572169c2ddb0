/** One Lighthouse run of one page in a fresh Chromium: its scores, timings and the audits that cost points. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromeFlags, chromePath } from '../../tests/e2e/support/chromium';
import { BenchError } from './benchSettings';
import { categoryIds, type CategoryId, type Preset } from './budgets';

export interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** A few of the audit's items (console messages, URLs, elements), to see why without opening a report. */
  items: string[];
}

/** The timings and bytes Lighthouse reports for one load (a run's values, or the medians of a row). */
export interface Metrics {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
}

export interface RunResult extends Metrics {
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

export async function runLighthouse(url: string, preset: Preset): Promise<RunResult> {
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
