/**
 * `npm run build`: the browser bundle and the server bundle side by side, then the prerender, which
 * reads both. The two Vite builds share nothing but the config (only the server build encodes
 * images), and each leaves much of a core idle: on two cores, together they take about as long as
 * the longer one alone (21 s against 32 s one after the other).
 *
 * Each build's output is printed whole once it has finished, so the two never interleave.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { contentProblems } from '../content/schema/validate';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Step {
  name: string;
  args: string[];
}

const bin = (name: string) => `${root}node_modules/.bin/${name}`;

function run(step: Step, command: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, step.args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new Error(`The ${step.name} failed (exit ${code}); its output is above.`));
    });
  });
}

const bundles: Step[] = [
  { name: 'browser build', args: ['build'] },
  { name: 'server build', args: ['build', '--ssr'] },
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
