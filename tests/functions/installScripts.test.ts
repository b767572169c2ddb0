// @vitest-environment node
/**
 * No dependency's install script runs unreviewed, in CI as on a developer's machine: npm 11 reads the
 * project's `allowScripts` (package.json) and, with `strict-allow-scripts` (.npmrc), refuses to install
 * a package whose script nobody reviewed; CI installs that npm before anything else, and an older npm
 * installs with no script at all (.ci/run). Checked with a package whose postinstall writes a file.
 */
import { execFile as execFileCallback, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const execFile = promisify(execFileCallback);
const root = fileURLToPath(new URL('../..', import.meta.url));
const project = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { allowScripts: Record<string, boolean> };
const workflow = readFileSync(path.join(root, '.github/workflows/publish.yml'), 'utf8');
const ciRun = readFileSync(path.join(root, '.ci/run'), 'utf8');

let scratch: string;
let probe: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'install-scripts-'));
  // A package whose postinstall leaves a mark: if the mark is there, an install script ran.
  const source = path.join(scratch, 'probe');
  mkdirSync(source);
  writeFileSync(
    path.join(source, 'package.json'),
    JSON.stringify({ name: 'script-probe', version: '1.0.0', scripts: { postinstall: "node -e \"require('fs').writeFileSync(process.env.PROBE_MARK, 'ran')\"" } }),
  );
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', scratch], { cwd: source, encoding: 'utf8' }).trim();
  probe = path.join(scratch, packed);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Installs the probe in a copy of the project's npm settings, with `allowScripts` as given. */
async function install(name: string, allowScripts: Record<string, boolean>) {
  const dir = path.join(scratch, name);
  mkdirSync(dir);
  copyFileSync(path.join(root, '.npmrc'), path.join(dir, '.npmrc'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, dependencies: { 'script-probe': `file:${probe}` }, allowScripts }));
  const mark = path.join(dir, 'mark');
  let code = 0;
  let output = '';
  try {
    const { stdout, stderr } = await execFile('npm', ['install', '--offline', '--no-audit', '--no-fund'], { cwd: dir, env: { ...process.env, PROBE_MARK: mark }, encoding: 'utf8' });
    output = stdout + stderr;
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    code = failed.code ?? -1;
    output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
  return { code, output, ran: existsSync(mark) };
}

describe('install scripts', () => {
  it('are known to this npm (11 or later): allowScripts means something', () => {
    const major = Number(execFileSync('npm', ['--version'], { encoding: 'utf8' }).split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(11);
  });

  it("fail the install when a dependency's script was never reviewed, and never run", async () => {
    const result = await install('unreviewed', project.allowScripts);
    expect(result.ran).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('script-probe');
  });

  it('are skipped for a dependency the project denies, as it denies esbuild, sharp and the others', async () => {
    // A package from outside the registry is named by where it came from, as npm install-scripts writes it.
    const result = await install('denied', { ...project.allowScripts, [`file:${probe}`]: false });
    expect(result.code).toBe(0);
    expect(result.ran).toBe(false);
  });

  it('run only when approved: what the checks above would see if one ran', async () => {
    const result = await install('approved', { ...project.allowScripts, [`file:${probe}`]: true });
    expect(result.code).toBe(0);
    expect(result.ran).toBe(true);
  });

  it('in CI: npm 11, pinned, is installed before anything runs npm ci; an older npm runs none', () => {
    // Every command a step runs, whether the step is named or not, in order.
    const steps = [...workflow.matchAll(/^ {6}(?:- | {2})(?:run|uses): (.+)$/gm)].map((match) => match[1] ?? '');
    const pin = /^npm install --global npm@11\.\d+\.\d+ /;
    const installs = steps.filter((step) => step.startsWith('.ci/run') || step.startsWith('npm ci'));
    for (const [index, step] of steps.entries()) {
      if (installs.includes(step)) expect(steps[index - 1], step).toMatch(pin);
    }
    expect(installs.length).toBeGreaterThanOrEqual(3);
    expect(steps.filter((step) => pin.test(step))).toHaveLength(installs.length);
    expect(ciRun).toMatch(/-lt 11 \]; then[\s\S]*export npm_config_ignore_scripts=true[\s\S]*\nfi\nnpm ci /);
    expect(readFileSync(path.join(root, '.npmrc'), 'utf8')).toMatch(/^strict-allow-scripts=true$/m);
  });
});
