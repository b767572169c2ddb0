/**
 * `npm run build`: the browser bundle and the server bundle side by side, then the prerender, which
 * reads both. The two Vite builds share nothing but the config (only the server build encodes
 * images), and each leaves much of a core idle: on two cores, together they take about as long as
 * the longer one alone (21 s against 32 s one after the other).
 *
 * It prints one line per build: what it wrote and how long it took. Vite's listing of every file it
 * emitted (about 200 lines) comes with `npm run build -- --verbose` (or BUILD_VERBOSE=1), and the
 * browser bundle's treemap with BUNDLE_REPORT=<file.html>. Warnings and errors always show, each
 * build's once it has finished, so the two never interleave.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { contentProblems } from '../content/schema/validate';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = process.env.SITE_DIST ? resolve(process.env.SITE_DIST) : join(root, 'dist');
const verbose = process.argv.includes('--verbose') || process.env.BUILD_VERBOSE === '1';

interface Step {
  name: string;
  args: string[];
  /** Where it writes, and what its line says about that. */
  summary?: () => string;
}

const bin = (name: string) => `${root}node_modules/.bin/${name}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every file under a folder, with its size. */
function filesIn(folder: string): { file: string; bytes: number }[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => ({ file, bytes: statSync(join(folder, file)).size }))
    .filter((entry) => entry.bytes > 0 && !entry.file.startsWith('.vite'));
}
const gzipped = (folder: string, file: string) => gzipSync(readFileSync(join(folder, file)), { level: 9 }).byteLength;

function browserSummary(): string {
  const folder = join(dist, 'client', 'assets');
  const scripts = filesIn(folder).filter(({ file }) => file.endsWith('.js'));
  const gzip = scripts.reduce((sum, { file }) => sum + gzipped(folder, file), 0);
  return `${scripts.length} scripts, ${kb(gzip)} gzip`;
}

function serverSummary(): string {
  const files = filesIn(join(dist, 'server'));
  const images = files.filter(({ file }) => /\.(avif|webp|jpe?g|png)$/.test(file));
  const stylesheet = files.find(({ file }) => /assets\/style-[^/]+\.css$/.test(file));
  const css = stylesheet ? `, the stylesheet ${kb(gzipped(join(dist, 'server'), stylesheet.file))} gzip` : '';
  return `the pages' renderer${css}, ${images.length} pictures (${kb(images.reduce((sum, { bytes }) => sum + bytes, 0))})`;
}

/** Runs a step and prints what it printed, then its line; resolves to what it printed. */
function run(step: Step, command: string): Promise<string> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(command, step.args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString('utf8');
      if (code !== 0) {
        process.stdout.write(text);
        fail(new Error(`The ${step.name} failed (exit ${code}); its output is above.`));
        return;
      }
      // Told to say only what is wrong, Vite prints nothing else: what it printed is worth reading.
      process.stdout.write(text);
      if (step.summary) console.log(`${step.name}: ${step.summary()} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      done(text);
    });
  });
}

// Vite lists every file it emits unless told to say only what is wrong; --verbose keeps the list.
const quiet = verbose ? [] : ['--logLevel', 'warn'];
const bundles: Step[] = [
  { name: 'browser build', args: ['build', ...quiet], summary: browserSummary },
  { name: 'server build', args: ['build', '--ssr', ...quiet], summary: serverSummary },
];

// The content files are checked first: a bad one stops the build here, named with its field, rather
// than as a type error or a wrong page further on.
const problems = contentProblems();
if (problems.length > 0) {
  console.error(`The content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} (site/content/):\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}

try {
  // Both are awaited even when one fails, so neither is left writing into the output folder.
  const results = await Promise.allSettled(bundles.map((step) => run(step, bin('vite'))));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  await run({ name: 'prerender', args: ['site/prerender.ts'] }, bin('tsx'));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
