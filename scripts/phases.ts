/**
 * How `npm test` runs one phase: a command in a process group of its own, its output led by its name,
 * and the per-file times of the Vitest report it writes.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface Phase {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** A Vitest JSON report this phase writes, read for the slowest files. */
  report?: string;
  /** The phases that must have passed before it starts; without any, it starts at once. */
  after?: string[];
  /**
   * Runs at a lower CPU priority (`nice`): it takes the cores the phases on the way to the browser
   * tests leave idle, and gives them back whenever those want them.
   */
  yields?: boolean;
}

/** How much lower a yielding phase's priority is: enough that the others win a contended core most of the time. */
const yieldingNice = '10';

export interface Running {
  /** The exit code, or 1 for a phase that was stopped or killed. */
  done: Promise<number>;
  /** Stops the phase and everything it started. */
  stop: () => void;
  /** Whether `stop` ended it. */
  stopped: () => boolean;
}

/** The phases now running, stopped with npm test itself (Ctrl-C): they are not in its process group. */
export const running = new Set<Running>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const phase of running) phase.stop();
    process.exit(130);
  });
}

/**
 * Writes a phase's output line by line, each line led by the phase's name, so that phases running side
 * by side stay readable; a partial line waits for its end.
 */
function lineWriter(label: string) {
  let pending = '';
  return {
    write(chunk: Buffer) {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      if (lines.length > 0) process.stdout.write(lines.map((line) => `${label}${line}\n`).join(''));
    },
    flush() {
      if (pending !== '') process.stdout.write(`${label}${pending}\n`);
      pending = '';
    },
  };
}

/** Starts a phase in a process group of its own, so that stopping it stops what npm and npx started too. */
export function start(phase: Phase, labelWidth: number): Running {
  const [command = '', ...args] = phase.yields ? ['nice', '-n', yieldingNice, ...phase.command] : phase.command;
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...phase.env },
    detached: true,
  });
  const out = lineWriter(`${phase.name.padEnd(labelWidth)} │ `);
  child.stdout.on('data', (chunk: Buffer) => out.write(chunk));
  child.stderr.on('data', (chunk: Buffer) => out.write(chunk));
  let stopped = false;
  const done = new Promise<number>((resolve) => {
    child.on('close', (code, signal) => {
      out.flush();
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  const phaseRun: Running = {
    done,
    stopped: () => stopped,
    stop: () => {
      if (stopped || child.exitCode !== null || child.pid === undefined) return;
      stopped = true;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
  running.add(phaseRun);
  void done.then(() => running.delete(phaseRun));
  return phaseRun;
}

export interface FileTime {
  phase: string;
  file: string;
  seconds: number;
}

/** Per-file wall time from a Vitest JSON report. */
export function fileTimes(phase: Phase): FileTime[] {
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

/**
 * The machine's CPU time so far, busy and in all (seconds, every core), from Linux's /proc/stat; none
 * elsewhere. Between the start and the end of a run it tells whether the run waited on its cores or
 * on something else: a run that kept every core busy gets faster only by doing less.
 */
export function machineCpu(): { busy: number; total: number } | undefined {
  let line: string | undefined;
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  } catch {
    return undefined;
  }
  // cpu  user nice system idle iowait irq softirq steal ..., in clock ticks (100 a second on Linux).
  const ticks = (line ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some(Number.isNaN)) return undefined;
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}
