/**
 * `npm test`: every check, each started as soon as what it needs has passed, and then where the time
 * went: each phase, when it started and ended, and the slowest test files, so a slow test shows up in
 * the change that adds it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertChromium } from '../tests/e2e/support/chromePath';
import { fileTimes, machineCpu, running, start, type Phase } from './phases';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(path.join(tmpdir(), 'site-tests-'));
const e2eDist = '.dist-e2e';
const vitestReport = (name: string) => path.join(reports, `${name}.json`);

/**
 * The browser tests are the longest phase, and they need only the site's build: it starts at once,
 * alone at full priority, and the browser tests as soon as it has passed (the builds of their own that
 * three of their files need run in the background while the others run, tests/e2e/support/prebuilt.ts).
 * Everything else yields the cores to those two and fills the time they leave idle (a page's delays, a
 * server's answer): the type check, the linter and the unit tests start at once, the Ladle build after
 * the site's (it encodes the same pictures, and after the site's build it finds them in the image cache,
 * where beside it on a fresh clone both encoded every picture). If one phase fails, the others are
 * stopped.
 */
const phases: Phase[] = [
  {
    name: 'build',
    // The browser tests' own build: production React, in a folder of its own (tests/e2e/support/globalSetup.ts).
    command: ['npm', 'run', 'build', '--silent'],
    env: { NODE_ENV: 'production', SITE_DIST: e2eDist },
  },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'], yields: true },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'], yields: true },
  {
    name: 'unit',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport('unit')}`],
    report: vitestReport('unit'),
    yields: true,
  },
  {
    // Ladle still builds the catalogue with the project's overrides (react-inspector for React 19);
    // its stories' accessibility is checked in the unit phase.
    name: 'ladle build',
    // Ladle joins its outDir to the working directory, so the temporary folder is given relative to it.
    command: ['npx', 'ladle', 'build', '--config', 'ladle', '--outDir', path.relative(root, path.join(reports, 'ladle'))],
    after: ['build'],
    yields: true,
  },
  {
    name: 'browser',
    command: [
      'npx', 'vitest', 'run', '--config', 'tests/e2e/vitest.config.ts',
      '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport('browser')}`,
    ],
    env: { E2E_SKIP_BUILD: '1' },
    report: vitestReport('browser'),
    after: ['build'],
  },
];

const labelWidth = Math.max(...phases.map((phase) => phase.name.length));

const seconds = (value: number) => value.toFixed(1).padStart(7);

/** How busy the machine's cores were over the run: every process's CPU time, the browser's included. */
function coresLine(start: { busy: number; total: number }, end: { busy: number; total: number }): string {
  const busy = end.busy - start.busy;
  const share = busy / Math.max(1, end.total - start.total);
  const cores = os.availableParallelism();
  return `  cores busy: ${(share * cores).toFixed(1)} of ${cores} (${Math.round(share * 100)}%), ${Math.round(busy)} CPU-seconds`;
}

interface Timing {
  name: string;
  /** Seconds from the start of the run. */
  started: number;
  ended: number;
  code: number;
  stopped: boolean;
}

async function main() {
  // Before minutes of other checks: a machine without Chromium learns it at once, and how to fix it.
  try {
    assertChromium();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const clock = performance.now();
  const cpuAtStart = machineCpu();
  const now = () => (performance.now() - clock) / 1000;
  const timings = new Map<string, Timing>();
  let failed: string | undefined;

  /** Each phase once everything it waits for has passed; none after a failure, which stops the rest. */
  const run = async (phase: Phase, ready: Promise<boolean>): Promise<boolean> => {
    if (!(await ready) || failed) return false;
    const waitsFor = phase.after?.length ? ` (after ${phase.after.join(', ')})` : '';
    console.log(`── ${phase.name} starts${waitsFor}${phase.yields ? ', yielding to the others' : ''} ──`);
    const started = now();
    const phaseRun = start(phase, labelWidth);
    const code = await phaseRun.done;
    timings.set(phase.name, { name: phase.name, started, ended: now(), code, stopped: phaseRun.stopped() });
    if (code !== 0) {
      if (!failed && !phaseRun.stopped()) {
        failed = phase.name;
        for (const other of running) other.stop();
      }
      return false;
    }
    console.log(`── ${phase.name} passed in ${(now() - started).toFixed(1)} s ──`);
    return true;
  };
  const outcomes = new Map<string, Promise<boolean>>();
  for (const phase of phases) {
    const before = (phase.after ?? []).map((name) => {
      const outcome = outcomes.get(name);
      if (!outcome) throw new Error(`${phase.name} waits for ${name}, which is not a phase listed before it.`);
      return outcome;
    });
    outcomes.set(phase.name, run(phase, Promise.all(before).then((results) => results.every(Boolean))));
  }
  await Promise.all(outcomes.values());
  const total = now();
  const cpuAtEnd = machineCpu();
  if (process.env.E2E_KEEP_BUILD !== '1') rmSync(path.join(root, e2eDist), { recursive: true, force: true });

  const slowest = phases
    .flatMap(fileTimes)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5);
  const lines = [
    '',
    'Where the time went (seconds: each phase, then when it started and ended in the run):',
    ...phases.map((phase) => {
      const timing = timings.get(phase.name);
      if (!timing) return `  ${phase.name.padEnd(44)}      -    (not started)`;
      const outcome = timing.stopped ? '  (stopped)' : timing.code === 0 ? '' : '  (failed)';
      return `  ${phase.name.padEnd(44)}${seconds(timing.ended - timing.started)} s  ${seconds(timing.started)} →${seconds(timing.ended)}${outcome}`;
    }),
    `  ${'total'.padEnd(44)}${seconds(total)} s`,
    ...(cpuAtStart && cpuAtEnd ? [coresLine(cpuAtStart, cpuAtEnd)] : []),
    'Slowest test files:',
    ...slowest.map((time) => `  ${`${time.file} (${time.phase})`.padEnd(44)}${seconds(time.seconds)} s`),
  ];
  console.log(lines.join('\n'));
  rmSync(reports, { recursive: true, force: true });
  if (failed) {
    console.error(`\nnpm test failed in the ${failed} phase.`);
    process.exit(1);
  }
}

await main();
