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
import { parse } from 'yaml';
import { deployEnvironments, publishBranch } from '../../functions/infra/publishRole';

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
  interface Job {
    needs?: string[];
    if?: string;
    environment?: string;
    permissions?: Record<string, string>;
    concurrency?: { group: string; 'cancel-in-progress': boolean };
    steps: { uses?: string; run?: string; with?: Record<string, string> }[];
  }
  const workflow = parse(text) as { on: unknown; permissions: Record<string, string>; concurrency?: unknown; jobs: Record<string, Job> };
  const jobs = workflow.jobs;
  /** The jobs that trade the run's OIDC token for an AWS role, and which role. */
  const roleOf = (job: Job) => job.steps.find((step) => step.uses?.startsWith('aws-actions/configure-aws-credentials@'))?.with?.['role-to-assume'];

  it('runs on a push to main, the branch the editor publishes to', () => {
    expect(workflow.on).toEqual({ push: { branches: [publishBranch] }, workflow_dispatch: null });
  });

  it('pins every action to a full commit, not a tag that can move', () => {
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  });

  it('reads the repository and nothing more, and only the jobs that deploy or mail may ask for an OIDC token, each in its environment', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    const withToken = Object.entries(jobs).filter(([, job]) => job.permissions?.['id-token'] === 'write');
    expect(withToken.map(([name, job]) => [name, job.environment, roleOf(job)])).toEqual([
      ['deploy-content', deployEnvironments.content, '${{ vars.AWS_CONTENT_ROLE_ARN }}'],
      ['deploy', deployEnvironments.full, '${{ vars.AWS_DEPLOY_ROLE_ARN }}'],
      ['tell-the-office', deployEnvironments.content, '${{ vars.AWS_CONTENT_ROLE_ARN }}'],
    ]);
    for (const [name, job] of Object.entries(jobs)) {
      // No job may write to the repository, and only the one that reads deployments may do that.
      for (const [scope, level] of Object.entries(job.permissions ?? {})) {
        expect([`${scope}: ${level}`], name).toEqual([expect.stringMatching(/^(contents: read|id-token: write|deployments: read)$/)]);
      }
      if (job.permissions?.['id-token'] !== 'write') expect(roleOf(job), name).toBeUndefined();
    }
    // No long-lived AWS key anywhere: the roles come from the stack's outputs, through OIDC.
    expect(text).not.toMatch(/AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|secrets\./);
  });

  it('deploys content on its own and everything else only after a reviewer, one deploy at a time, never cancelling one halfway', () => {
    expect(jobs['deploy-content']).toMatchObject({ needs: ['changes', 'check'], if: "needs.changes.outputs.path == 'content'" });
    expect(jobs.deploy).toMatchObject({ needs: ['changes', 'check'], if: "needs.changes.outputs.path == 'full'" });
    for (const name of ['deploy-content', 'deploy']) expect(jobs[name]?.concurrency, name).toEqual({ group: 'deploy', 'cancel-in-progress': false });
    expect(jobs['deploy-content']?.steps.at(-1)?.run).toBe('npm run deploy:content');
    expect(jobs.deploy?.steps.at(-1)?.run).toBe('npm run deploy -- --require-approval never');
    expect(text).toContain('aws-region: us-east-1');
  });

  it('checks before it deploys, with the command a person runs, and keeps what it printed', () => {
    expect(jobs.check?.steps.find((step) => step.run?.startsWith('.ci/run'))?.run).toBe('.ci/run 2>&1 | tee ci.log');
  });

  it("mails the office when the check of its change fails, from a job that runs none of the repository's code", () => {
    const tell = jobs['tell-the-office'];
    expect(tell).toMatchObject({ needs: ['changes', 'check'], if: "failure() && needs.check.result == 'failure' && needs.changes.outputs.content == 'true'" });
    expect(tell?.steps.some((step) => step.uses?.startsWith('actions/checkout@'))).toBe(false);
    expect(tell?.steps.map((step) => step.run).filter(Boolean)).toEqual(['aws ses send-email --cli-input-json file://failed-publish.json']);
    const write = jobs.check?.steps.find((step) => step.run?.includes('failedPublish.ts'));
    expect(write?.run).toBe('node_modules/.bin/tsx functions/infra/failedPublish.ts ci.log > failed-publish.json');
  });
});
