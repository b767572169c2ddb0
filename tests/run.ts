/**
 * `npm test`: every check, in the order that fails fastest, and then where the time went: each
 * phase, and the slowest test files, so a slow test shows up in the change that adds it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertChromium } from './e2e/chromePath';

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
   * Runs at the same time as the phase before it: the type check and the linter each keep one core
   * busy, and on two cores they take together about as long as the type check alone; the Ladle build
   * leaves the site's build room too.
   */
  withPrevious?: boolean;
}

const vitestReport = (name: string) => path.join(reports, `${name}.json`);

const phases: Phase[] = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'], withPrevious: true },
  {
    name: 'unit',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport('unit')}`],
    report: vitestReport('unit'),
  },
  {
    name: 'build',
    // The browser tests' own build: production React, in a folder of its own (tests/e2e/globalSetup.ts).
    command: ['npm', 'run', 'build', '--silent'],
    env: { NODE_ENV: 'production', SITE_DIST: e2eDist },
  },
  {
    // Ladle still builds the catalogue with the project's overrides (react-inspector for React 19);
    // its stories' accessibility is in the unit phase. Beside the site's build: together they take
    // about 32 s here, against 18 s and 26 s one after the other.
    name: 'ladle build',
    command: ['npx', 'ladle', 'build', '--config', 'ladle', '--outDir', path.join(reports, 'ladle')],
    withPrevious: true,
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

/**
 * Runs a phase; its output goes straight to the terminal, or, when it shares the terminal with other
 * phases, is printed whole once it ends, so that no two phases' lines interleave.
 */
function run(phase: Phase, shared: boolean): Promise<number> {
  return new Promise((resolve) => {
    const [command = '', ...args] = phase.command;
    const child = spawn(command, args, {
      cwd: root,
      stdio: shared ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...phase.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (shared) process.stdout.write(`\n── ${phase.name} ──\n${Buffer.concat(output).toString()}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** The phases in order, those that run together in one group. */
function groups(list: readonly Phase[]): Phase[][] {
  const grouped: Phase[][] = [];
  for (const phase of list) {
    const last = grouped.at(-1);
    if (phase.withPrevious && last) last.push(phase);
    else grouped.push([phase]);
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

async function main() {
  // Before minutes of other checks: a machine without Chromium learns it at once, and how to fix it.
  try {
    assertChromium();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const timings: { name: string; seconds: number; code: number }[] = [];
  const started = performance.now();
  let failed: string | undefined;
  for (const group of groups(phases)) {
    const shared = group.length > 1;
    if (shared) console.log(`\n── ${group.map((phase) => phase.name).join(' and ')}, side by side ──`);
    else console.log(`\n── ${group[0]?.name} ──`);
    const results = await Promise.all(
      group.map(async (phase) => {
        const phaseStarted = performance.now();
        const code = await run(phase, shared);
        return { name: phase.name, seconds: (performance.now() - phaseStarted) / 1000, code };
      }),
    );
    timings.push(...results);
    failed = results.find((result) => result.code !== 0)?.name;
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
      const together = phases.find((phase) => phase.name === timing.name)?.withPrevious ? '  (beside the one above)' : '';
      return `  ${timing.name.padEnd(44)}${seconds(timing.seconds)} s${timing.code === 0 ? '' : '  (failed)'}${together}`;
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
