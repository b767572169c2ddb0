// @vitest-environment node
/**
 * The publishing workflow's own rule for which path a push takes (`changes` in
 * .github/workflows/publish.yml), run as GitHub runs it (bash -eo pipefail) in a scratch repository,
 * with a stand-in for the `gh` CLI that answers from GitHub's deployments API as fixtures, through
 * the real jq. Content alone since the last approved deploy goes live on its own; anything else waits
 * for a reviewer.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
interface Step {
  id?: string;
  run?: string;
  shell?: string;
}
const workflow = parse(readFileSync(path.join(root, '.github/workflows/publish.yml'), 'utf8')) as { jobs: Record<string, { steps: Step[] }> };
const classify = workflow.jobs.changes?.steps.find((step) => step.id === 'classify');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'publish-paths-'));
const repo = path.join(scratch, 'repo');
const bin = path.join(scratch, 'bin');
const github = path.join(scratch, 'github');
const gitEnv = { GIT_AUTHOR_NAME: 'Office', GIT_AUTHOR_EMAIL: 'office@example.com', GIT_COMMITTER_NAME: 'Office', GIT_COMMITTER_EMAIL: 'office@example.com' };
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env: { ...process.env, ...gitEnv }, encoding: 'utf8' }).trim();

/** Writes (or, for null, deletes) files and commits them; the new commit's sha. */
function commit(files: Record<string, string | null>, moves: [string, string][] = []): string {
  for (const [from, to] of moves) {
    mkdirSync(path.dirname(path.join(repo, to)), { recursive: true });
    git('mv', from, to);
  }
  for (const [file, text] of Object.entries(files)) {
    if (text === null) git('rm', '-q', file);
    else {
      mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      writeFileSync(path.join(repo, file), text);
      git('add', file);
    }
  }
  git('commit', '-q', '-m', 'change');
  return git('rev-parse', 'HEAD');
}

/** GitHub's deployments of the `production` environment, newest first, each with its latest state. */
function deployments(list: { id: number; sha: string; state: string }[]) {
  rmSync(github, { recursive: true, force: true });
  mkdirSync(github, { recursive: true });
  writeFileSync(path.join(github, 'deployments.json'), JSON.stringify(list.map(({ id, sha }) => ({ id, sha, environment: 'production' }))));
  for (const { id, state } of list) writeFileSync(path.join(github, `statuses-${id}.json`), JSON.stringify([{ state }]));
}

/** Runs the step as GitHub does: its outputs, and what it printed. */
function run(sha: string, before = ''): { path: string; content: string; printed: string } {
  const outputFile = path.join(scratch, 'output');
  writeFileSync(outputFile, '');
  const script = path.join(scratch, 'classify.sh');
  writeFileSync(script, classify?.run ?? '');
  const printed = execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
    cwd: repo,
    env: { PATH: `${bin}:${process.env.PATH}`, HOME: scratch, GITHUB_REPOSITORY: 'ridgeway-restoration/site', GITHUB_SHA: sha, GITHUB_OUTPUT: outputFile, BEFORE: before, GH_TOKEN: 'token', FAKE_GITHUB: github },
    encoding: 'utf8',
  });
  const outputs = Object.fromEntries(readFileSync(outputFile, 'utf8').trim().split('\n').map((line) => line.split('=') as [string, string]));
  return { path: outputs.path ?? '', content: outputs.content ?? '', printed };
}

let approved: string;
beforeAll(() => {
  mkdirSync(bin, { recursive: true });
  // `gh api <endpoint> --jq <filter>`: the fixture for the endpoint, through jq, raw as gh prints it.
  writeFileSync(
    path.join(bin, 'gh'),
    [
      '#!/usr/bin/env bash',
      'set -euo pipefail',
      '[ "$1" = api ] || exit 2',
      'case "$2" in',
      '  repos/ridgeway-restoration/site/deployments\\?environment=production\\&per_page=30) file="$FAKE_GITHUB/deployments.json" ;;',
      '  repos/ridgeway-restoration/site/deployments/*/statuses\\?per_page=1) id="${2#*/deployments/}"; file="$FAKE_GITHUB/statuses-${id%%/*}.json" ;;',
      '  *) echo "unexpected endpoint $2" >&2; exit 2 ;;',
      'esac',
      '[ "$3" = --jq ] || exit 2',
      'jq -r "$4" "$file"',
    ].join('\n'),
  );
  chmodSync(path.join(bin, 'gh'), 0o755);
  mkdirSync(repo, { recursive: true });
  git('init', '-q', '-b', 'main');
  approved = commit({
    'package.json': '{}',
    'site/scripts/build.ts': 'export {};',
    'site/content/data/business.json': '{"phone":"+17705550142"}',
    'site/content/articles/en/flooded-basement.md': '---\ntitle: Flooded basement\n---\nText',
    'site/content/schema/collections.ts': 'export {};',
    'site/assets/gallery/gallery-01.jpg': 'jpeg',
    'site/assets/images.ts': 'export {};',
    '.github/workflows/publish.yml': 'name: Publish',
  });
  deployments([{ id: 1, sha: approved, state: 'success' }]);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const fromApproved = (files: Record<string, string | null>, moves: [string, string][] = []) => {
  git('checkout', '-q', '--detach', approved);
  return commit(files, moves);
};

describe('which path a push to main takes', () => {
  it('is a step of the workflow itself, run by bash with errors stopping it', () => {
    expect(classify?.shell).toBe('bash');
    expect(classify?.run).toMatch(/^set -euo pipefail\n/);
  });

  it.each([
    ['a business fact', { 'site/content/data/business.json': '{"phone":"+17705550199"}' }],
    ['an article and a new photo', { 'site/content/articles/en/flooded-basement.md': '---\ntitle: A flooded basement\n---\nText', 'site/assets/gallery/gallery-17.jpg': 'jpeg' }],
    ['a new entry in YAML, a WebP and a PNG', { 'site/content/team/new-person.yml': 'name: New', 'site/assets/team/new-person.webp': 'webp', 'site/assets/uploads/a.png': 'png' }],
    ['a removed photo', { 'site/assets/gallery/gallery-01.jpg': null }],
  ])('goes live on its own when it changes only content: %s', (_name, files) => {
    expect(run(fromApproved(files)).path).toBe('content');
  });

  it.each([
    ['a TypeScript module under site/content/', { 'site/content/schema/collections.ts': 'export const x = 1;' }],
    ['a script next to the photos', { 'site/assets/images.ts': 'export const x = 1;' }],
    ['an SVG, which can carry script', { 'site/assets/gallery/logo.svg': '<svg><script>alert(1)</script></svg>' }],
    ['a photo in a HEIC file', { 'site/assets/gallery/photo.heic': 'heic' }],
    ['the build', { 'site/scripts/build.ts': 'export const x = 1;' }],
    ['the packages', { 'package.json': '{"scripts":{}}' }],
    ['content and code together', { 'site/content/data/business.json': '{}', 'package.json': '{"x":1}' }],
  ])('waits for a reviewer when it changes anything else: %s', (_name, files) => {
    expect(run(fromApproved(files)).path).toBe('full');
  });

  it('sees both sides of a rename: code moved into a content folder is a change of code', () => {
    expect(run(fromApproved({}, [['site/scripts/build.ts', 'site/content/data/build.json']])).path).toBe('full');
  });

  it('compares with the last approved deploy, not the push before: code still waiting for a reviewer holds back the content after it', () => {
    const code = fromApproved({ 'site/scripts/build.ts': 'export const unreviewed = 1;' });
    const content = commit({ 'site/content/data/business.json': '{"phone":"+17705550123"}' });
    // This push alone changed only content, and says so for the office's mail; it still waits.
    expect(run(content, code)).toMatchObject({ path: 'full', content: 'true' });
  });

  it('takes the newest deploy that succeeded, and sends everything to a reviewer when there is none or it is not in this history', () => {
    const content = fromApproved({ 'site/content/data/business.json': '{"phone":"+17705550111"}' });
    deployments([
      { id: 3, sha: content, state: 'failure' },
      { id: 2, sha: approved, state: 'success' },
    ]);
    expect(run(content).printed).toContain(`Last approved deploy: ${approved}.`);
    expect(run(content).path).toBe('content');
    deployments([]);
    expect(run(content)).toMatchObject({ path: 'full', printed: expect.stringContaining('Last approved deploy: none.') });
    deployments([{ id: 4, sha: 'f'.repeat(40), state: 'success' }]);
    expect(run(content).path).toBe('full');
    deployments([{ id: 1, sha: approved, state: 'success' }]);
  });

  it('says whether this push changed content, so the office hears of a failed check on its own change', () => {
    const content = fromApproved({ 'site/content/articles/en/flooded-basement.md': '---\ntitle: Basement\n---\nText' });
    expect(run(content, approved).content).toBe('true');
    const code = fromApproved({ 'site/scripts/build.ts': 'export const y = 1;' });
    expect(run(code, approved).content).toBe('false');
    // A first push or a run started by hand has no commit before it.
    expect(run(content, '0'.repeat(40)).content).toBe('false');
    expect(run(content, '').content).toBe('false');
  });
});
