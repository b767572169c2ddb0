// @vitest-environment node
/**
 * The GitHub Actions workflows, checked offline: action-validator (a WebAssembly build of the
 * workflow schema check, from npm) on every file, and the publish workflow's own promises.
 */
import { execFile as execFileCallback } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const execFile = promisify(execFileCallback);
const root = fileURLToPath(new URL('../..', import.meta.url));
const workflowsDir = path.join(root, '.github/workflows');
const validator = path.join(root, 'node_modules/@action-validator/cli/cli.mjs');
const workflows = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));
const scratch = mkdtempSync(path.join(os.tmpdir(), 'workflows-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The validator's exit code and what it printed. */
async function validate(file: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await execFile(process.execPath, [validator, file], { encoding: 'utf8' });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('workflow files', () => {
  it('exist', () => {
    expect(workflows).toContain('publish.yml');
  });

  it.each(workflows)('%s passes the workflow schema check', async (file) => {
    const result = await validate(path.join(workflowsDir, file));
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });

  it('the check fails on a broken workflow, naming what is wrong', async () => {
    const broken = path.join(scratch, 'broken.yml');
    const text = readFileSync(path.join(workflowsDir, 'publish.yml'), 'utf8');
    expect(text).toContain('    runs-on: ubuntu-latest');
    writeFileSync(broken, text.replace('    runs-on: ubuntu-latest', '    runs_on: ubuntu-latest'));
    const result = await validate(broken);
    expect(result.code).toBe(1);
    expect(result.output).toContain("Additional property 'runs_on' is not allowed");
  });
});

describe('the publish workflow', () => {
  const text = readFileSync(path.join(workflowsDir, 'publish.yml'), 'utf8');
  const uses = [...text.matchAll(/^\s*-?\s*uses:\s*(\S+)/gm)].map((match) => match[1] ?? '');

  it('runs on a push to main, the branch the editor publishes to', () => {
    expect(text).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]\n/m);
  });

  it('pins every action to a full commit, not a tag that can move', () => {
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  });

  it('reads the repository and nothing more, and only the deploy job may ask for an OIDC token', () => {
    expect(text).toMatch(/^permissions:\n {2}contents: read\n\n/m);
    expect(text.match(/id-token: write/g)).toHaveLength(1);
    expect(text).toMatch(/ {2}deploy:\n {4}needs: check\n(?: {4}.*\n)*? {4}permissions:\n {6}contents: read\n {6}id-token: write\n/);
    // No long-lived AWS key anywhere: the role comes from the stack's output, through OIDC.
    expect(text).not.toMatch(/AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|secrets\./);
    expect(text).toContain('role-to-assume: ${{ vars.AWS_ROLE_ARN }}');
  });

  it('deploys one publish at a time, never cancelling one halfway', () => {
    expect(text).toMatch(/^concurrency:\n {2}group: .+\n {2}cancel-in-progress: false\n/m);
  });

  it('checks before it deploys, and deploys with the same command as a person would', () => {
    expect(text).toContain('- run: .ci/run');
    expect(text).toContain('- run: npm run deploy -- --require-approval never');
    expect(text).toContain('aws-region: us-east-1');
  });
});
