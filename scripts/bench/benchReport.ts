/**
 * What a benchmark run prints and writes: the table, the taps, the environment and the misses, into
 * bench-results/bench.{md,json} and, for a full run, docs/performance.md (./docsBlock.ts).
 */
import { writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { chromeFlags } from '../../tests/e2e/support/chromium';
import type { Miss } from './benchMisses';
import type { Row } from './benchRows';
import { defaultRoutes, performanceDoc, presets, resultsDir, root, type Settings } from './benchSettings';
import { budgets, categoryIds } from './budgets';
import { measuredLoads } from './builtSite';
import { writeBenchBlock } from './docsBlock';
import { slowPhone } from './earlyTaps';
import type { IslandJs } from './islandJs';
import type { Measured } from './measureRoutes';

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

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

export interface ReportInput {
  settings: Settings;
  rows: readonly Row[];
  misses: readonly Miss[];
  measured: Measured;
  jsOf: (route: string) => IslandJs;
  /** Null when the build was reused. */
  buildSeconds: number | null;
  /** The machine's load average before the first run. */
  loadBefore: number;
}

/** Prints the run's results and writes them where bench.ts says. */
export async function writeReport({ settings, rows, misses, measured, jsOf, buildSeconds, loadBefore }: ReportInput): Promise<void> {
  const { results, scripts, deadTaps, answers, tooltipMs, slowPhoneTooltipMs } = measured;
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
        firstLoad: Object.fromEntries([...measuredLoads()].map(([key, value]) => [key, value])),
        runs: Object.fromEntries(results),
      },
      null,
      2,
    )}\n`,
  );
  const written = [...['bench.md', 'bench.json', ...(buildSeconds === null ? [] : ['treemap.html'])].map((file) => path.join('bench-results', file)), ...(fullRun ? [path.relative(root, performanceDoc)] : [])];
  console.log(`\nWrote ${written.join(', ')}${fullRun ? '' : ` (${path.relative(root, performanceDoc)} shows full runs only)`}.`);
}
