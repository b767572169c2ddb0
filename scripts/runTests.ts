/**
 * `npm test`: every check, in the order that fails fastest, and then where the time went: each
 * phase, and the slowest test files, so a slow test shows up in the change that adds it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertChromium } from '../tests/e2e/support/chromePath';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(path.join(tmpdir(), 'site-tests-'));
const e2eDist = '.dist-e2e';

interface Phase {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** A Vitest JSON report this phase writes, read for the slowest files. */
  report?: string;
  /**
   * 'beside': starts with the phase before it, at the same time; 'after': starts when the phase
   * before it has passed, still beside the others of its group. Otherwise it starts once every phase
   * before it has ended.
   */
  runs?: 'beside' | 'after';
}

const vitestReport = (name: string) => path.join(reports, `${name}.json`);

/**
 * The checks that run no test go first, side by side: the type check and the linter keep a core
 * each for a few seconds, while the builds wait on their plugins and on image encoding much of the
 * time. The Ladle build follows the site's: it encodes the same pictures, and after the site's build
 * it finds them in the image cache, where beside it on a fresh clone both encoded every picture (about
 * 100 s each, against 50 s and then 25 s). If one phase fails, the others are stopped. Then the unit
 * tests, then the browser tests, which need the build.
 */
const phases: Phase[] = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'], runs: 'beside' },
  {
    name: 'build',
    // The browser tests' own build: production React, in a folder of its own (tests/e2e/support/globalSetup.ts).
    command: ['npm', 'run', 'build', '--silent'],
    env: { NODE_ENV: 'production', SITE_DIST: e2eDist },
    runs: 'beside',
  },
  {
    // Ladle still builds the catalogue with the project's overrides (react-inspector for React 19);
    // its stories' accessibility is checked in the unit phase.
    name: 'ladle build',
    // Ladle joins its outDir to the working directory, so the temporary folder is given relative to it.
    command: ['npx', 'ladle', 'build', '--config', 'ladle', '--outDir', path.relative(root, path.join(reports, 'ladle'))],
    runs: 'after',
  },
  {
    name: 'unit',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport('unit')}`],
    report: vitestReport('unit'),
  },
  {
    name: 'browser',
    command: [
      'npx', 'vitest', 'run', '--config', 'tests/e2e/vitest.config.ts',
      '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport('browser')}`,
    ],
    env: { E2E_SKIP_BUILD: '1' },
    report: vitestReport('browser'),
  },
];

interface Running {
  /** The exit code, or 1 for a phase that was stopped or killed. */
  done: Promise<number>;
  /** Stops the phase and everything it started. */
  stop: () => void;
  /** Whether `stop` ended it. */
  stopped: () => boolean;
}

/** Phases running side by side, stopped with npm test itself (Ctrl-C): they are not in its process group. */
const detached = new Set<Running>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const running of detached) running.stop();
    process.exit(130);
  });
}

/**
 * Starts a phase; its output goes straight to the terminal, or, when it shares the terminal with
 * other phases, is printed whole once it ends, so that no two phases' lines interleave.
 */
function start(phase: Phase, shared: boolean): Running {
  const [command = '', ...args] = phase.command;
  const child = spawn(command, args, {
    cwd: root,
    stdio: shared ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...phase.env },
    // Side by side, a process group of its own, so that stopping it stops what npm and npx started too.
    detached: shared,
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  let stopped = false;
  const done = new Promise<number>((resolve) => {
    child.on('close', (code, signal) => {
      if (shared) process.stdout.write(`\n── ${phase.name}${stopped ? ' (stopped)' : ''} ──\n${Buffer.concat(output).toString()}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  const running: Running = {
    done,
    stopped: () => stopped,
    stop: () => {
      if (stopped || child.exitCode !== null || child.pid === undefined) return;
      stopped = true;
      try {
        process.kill(shared ? -child.pid : child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
  if (shared) {
    detached.add(running);
    void done.then(() => detached.delete(running));
  }
  return running;
}

/** The phases in order: groups that run one after the other, of lanes that run side by side, of phases that run in turn. */
function groups(list: readonly Phase[]): Phase[][][] {
  const grouped: Phase[][][] = [];
  for (const phase of list) {
    const group = grouped.at(-1);
    const lane = group?.at(-1);
    if (phase.runs === 'after' && lane) lane.push(phase);
    else if (phase.runs === 'beside' && group) group.push([phase]);
    else grouped.push([[phase]]);
  }
  return grouped;
}

interface FileTime {
  phase: string;
  file: string;
  seconds: number;
}

/** Per-file wall time from a Vitest JSON report. */
function fileTimes(phase: Phase): FileTime[] {
  if (!phase.report) return [];
  try {
    const report = JSON.parse(readFileSync(phase.report, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number }[] };
    return report.testResults.map((result) => ({
      phase: phase.name,
      file: path.relative(root, result.name),
      seconds: (result.endTime - result.startTime) / 1000,
    }));
  } catch {
    return [];
  }
}

const seconds = (value: number) => value.toFixed(1).padStart(7);

interface Timing {
  name: string;
  seconds: number;
  code: number;
  stopped: boolean;
  /** How it ran beside the group's first phase, or after the phase before it in its lane. */
  relation?: string;
}

async function main() {
  // Before minutes of other checks: a machine without Chromium learns it at once, and how to fix it.
  try {
    assertChromium();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const timings: Timing[] = [];
  const started = performance.now();
  let failed: string | undefined;
  for (const group of groups(phases)) {
    const shared = group.length > 1;
    const lanes = group.map(([first, ...then]) => `${first?.name}${then.length > 0 ? ` (then ${then.map((phase) => phase.name).join(', ')})` : ''}`);
    if (shared) console.log(`\n── ${lanes.slice(0, -1).join(', ')} and ${lanes.at(-1)}, side by side ──`);
    else console.log(`\n── ${lanes[0]} ──`);
    const first = group[0]?.[0]?.name;
    const running = new Set<Running>();
    let groupFailed = false;
    const runLane = async (lane: Phase[]) => {
      const results: Timing[] = [];
      for (const [index, phase] of lane.entries()) {
        // A failure elsewhere in the group: the rest of this lane does not start.
        if (groupFailed) break;
        const phaseStarted = performance.now();
        const run = start(phase, shared);
        running.add(run);
        const code = await run.done;
        running.delete(run);
        if (code !== 0 && !groupFailed) {
          // One failure is enough: the others in the group are stopped rather than waited for.
          groupFailed = true;
          for (const other of running) other.stop();
        }
        const previous = lane[index - 1]?.name;
        const relation = previous ? `after ${previous}` : phase.name === first ? undefined : `at the same time as ${first}`;
        results.push({ name: phase.name, seconds: (performance.now() - phaseStarted) / 1000, code, stopped: run.stopped(), relation });
        if (code !== 0) break;
      }
      return results;
    };
    const results = (await Promise.all(group.map(runLane))).flat();
    // In the order of the list, not of finishing.
    timings.push(...group.flat().flatMap((phase) => results.filter((result) => result.name === phase.name)));
    failed = results.find((result) => result.code !== 0 && !result.stopped)?.name;
    if (failed) break;
  }
  const total = (performance.now() - started) / 1000;
  if (process.env.E2E_KEEP_BUILD !== '1') rmSync(path.join(root, e2eDist), { recursive: true, force: true });

  const slowest = phases
    .flatMap(fileTimes)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5);
  const lines = [
    '',
    'Where the time went:',
    ...timings.map((timing) => {
      const outcome = timing.stopped ? '  (stopped)' : timing.code === 0 ? '' : '  (failed)';
      const together = timing.relation ? `  (${timing.relation})` : '';
      return `  ${timing.name.padEnd(44)}${seconds(timing.seconds)} s${outcome}${together}`;
    }),
    `  ${'total'.padEnd(44)}${seconds(total)} s`,
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
