import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, watch, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds that three browser test files need and that take a core for half a minute or more each: the
 * editor's bundle (site/admin/build.ts, kept in its cache) and the grown copy of the site that
 * newEntries.test.ts and pseudoLocale.test.ts both read (support/sites/grownSite.ts). The global setup
 * starts them as the browser tests start, one after another at a lower CPU priority (`nice`), so they
 * take what the pages leave of the two cores and give it back whenever Chromium wants it; those files
 * run late (support/sequencer.ts) and mostly find their build done. A file run without the global
 * setup's builds (or on its own) makes its build itself, as before, and removes it when it ends.
 *
 * No test framework is imported here: the job runner (support/prebuild.ts) is a plain program.
 */

/** The jobs, in the order they run, which is the order their files run in (support/sequencer.ts). */
export const prebuildJobs = ['grownSite', 'editor'] as const;
export type PrebuildJob = (typeof prebuildJobs)[number];

/** The test files each job is for: a job starts only when one of its files is in the run. */
export const prebuildFiles: Record<PrebuildJob, readonly string[]> = {
  grownSite: ['tests/e2e/newEntries.test.ts', 'tests/e2e/pseudoLocale.test.ts'],
  editor: ['tests/e2e/editor.test.ts'],
};

/** What a job leaves for its file: whether it worked, what it printed, and what it made. */
interface Outcome {
  ok: boolean;
  output: string;
  result?: unknown;
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const outcomeFile = (dir: string, job: PrebuildJob) => path.join(dir, `${job}.json`);
/**
 * How much lower the jobs' priority is than the tests': enough that Chromium wins a contended core,
 * yet above work run beside the browser tests at `nice 10`, since a file that waits for its build
 * holds up the whole run.
 */
const niceness = '5';

/**
 * Starts `jobs` one after another in the background; returns the folder their outcomes appear in and
 * a way to stop them and remove what they made.
 */
export function startPrebuilds(jobs: readonly PrebuildJob[]): { dir: string; stop: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-prebuilt-'));
  let running: ChildProcess | undefined;
  let stopped = false;
  const made: string[] = [];

  const runJob = (job: PrebuildJob) =>
    new Promise<void>((resolve) => {
      const resultFile = path.join(dir, `${job}.result.json`);
      const child = spawn('nice', ['-n', niceness, path.join(root, 'node_modules/.bin/tsx'), 'tests/e2e/support/prebuild.ts', job, resultFile], {
        cwd: root,
        env: process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        // A process group of its own, so that stopping the job stops the build it started.
        detached: true,
      });
      running = child;
      const output: Buffer[] = [];
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
      const settle = (ok: boolean, extra = '') => {
        running = undefined;
        // Stopped (the run ended or failed to start): the outcome's folder is gone, and nobody waits.
        if (stopped) return resolve();
        const outcome: Outcome = { ok, output: `${Buffer.concat(output).toString()}${extra}` };
        if (ok) {
          outcome.result = JSON.parse(readFileSync(resultFile, 'utf8')) as unknown;
          const copy = (outcome.result as { root?: unknown }).root;
          if (typeof copy === 'string') made.push(copy);
        }
        // Written whole and then renamed: a file that waits for it never reads half of it.
        writeFileSync(`${outcomeFile(dir, job)}.tmp`, JSON.stringify(outcome));
        renameSync(`${outcomeFile(dir, job)}.tmp`, outcomeFile(dir, job));
        resolve();
      };
      child.on('error', (error) => settle(false, `\n${error.message}`));
      child.on('close', (code) => settle(code === 0 && existsSync(resultFile), code === 0 ? '' : `\nexit ${code}`));
    });

  void (async () => {
    for (const job of jobs) {
      if (stopped) break;
      await runJob(job);
    }
  })();

  return {
    dir,
    stop: () => {
      stopped = true;
      if (running?.pid !== undefined && running.exitCode === null) {
        try {
          process.kill(-running.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
      for (const copy of made) rmSync(copy, { recursive: true, force: true });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once `file` exists; rejects after `timeout` ms. */
function appears(file: string, timeout: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const watcher = watch(path.dirname(file), () => check());
    const timer = setTimeout(() => {
      watcher.close();
      reject(new Error(`${path.basename(file)} did not appear within ${timeout / 1000} s.`));
    }, timeout);
    const check = () => {
      if (!existsSync(file)) return;
      clearTimeout(timer);
      watcher.close();
      resolve();
    };
    check();
  });
}

/**
 * What `job` made: the background build's, when the global setup started one for this run (`dir` is
 * its folder and `started` its jobs), waiting for it to end; otherwise `make()`, here and now.
 */
export async function prebuilt<T>(job: PrebuildJob, make: () => Promise<T>, started: { dir: string; jobs: readonly string[] } | undefined, timeout = 600_000): Promise<T> {
  if (!started?.jobs.includes(job)) return make();
  const file = outcomeFile(started.dir, job);
  await appears(file, timeout);
  const outcome = JSON.parse(readFileSync(file, 'utf8')) as Outcome;
  if (!outcome.ok) throw new Error(`The background build "${job}" failed:\n${outcome.output}`);
  return outcome.result as T;
}

/**
 * Whether the file that asked for `job` made it itself (so it removes the copy when it ends), rather
 * than the global setup's background build (whose copies it removes after the run, as files share them).
 */
export function madeHere(job: PrebuildJob, started: { jobs: readonly string[] } | undefined): boolean {
  return !started?.jobs.includes(job);
}
