/**
 * `npm run deploy:content`: publishes a commit that changes only what the editor writes, without
 * touching the stack. GitHub Actions runs it with the content role (publishRole.ts), which may read the
 * stack's outputs, upload to the two buckets and invalidate the two distributions, and nothing else.
 *
 * 1. checks the configuration, the credentials and the aws CLI (not the CDK: it is not used);
 * 2. builds the site and the editor as `npm run deploy` does;
 * 3. reads the live stack's outputs, and stops if the pages' inline scripts differ from those the live
 *    Content-Security-Policy allows: only a full deploy changes that policy;
 * 4. uploads both builds and invalidates what they changed.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readInlineScriptHashes } from '../contract/inlineScripts';
import { ConfigError } from './config';
import { buildDirs, buildForDeploy, checkOutputs, DeployError, parseLiveHashes, preflight, uploadBuilds } from './deploy';
import { inlineScriptHashesOutput } from './securityHeaders';
import { isStartedScript } from '../dev/startedScript';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Why this build cannot go out without the stack: a page carries an inline script the live policy does
 * not allow by its hash, so browsers would refuse it. Undefined when every one is allowed.
 */
export function contentPublishProblem(buildHashes: readonly string[], liveHashes: readonly string[]): string | undefined {
  const live = new Set(liveHashes);
  const unknown = buildHashes.filter((hash) => !live.has(hash));
  if (unknown.length === 0) return undefined;
  return (
    `The pages carry ${unknown.length === 1 ? 'an inline script' : `${unknown.length} inline scripts`} the live Content-Security-Policy does not allow (${unknown.join(' ')}): ` +
    'this commit changes more than content and needs the full deploy, which a reviewer approves.'
  );
}

function liveOutputs(stackName: string): Record<string, string> {
  const result = spawnSync('aws', ['cloudformation', 'describe-stacks', '--stack-name', stackName, '--query', 'Stacks[0].Outputs', '--output', 'json'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new DeployError(`Could not read the outputs of stack ${stackName}; is it deployed in this account and region?`);
  const outputs = JSON.parse(result.stdout) as { OutputKey: string; OutputValue: string }[] | null;
  return Object.fromEntries((outputs ?? []).map(({ OutputKey, OutputValue }) => [OutputKey, OutputValue]));
}

export function publishContent(env: Record<string, string | undefined> = process.env) {
  const config = preflight(env, { cdk: false });
  buildForDeploy(config, env);
  const outputs = liveOutputs(config.stackName);
  const problem = contentPublishProblem(readInlineScriptHashes(buildDirs.client), parseLiveHashes(outputs[inlineScriptHashesOutput] ?? ''));
  if (problem !== undefined) throw new DeployError(problem);
  uploadBuilds(checkOutputs(outputs, `Stack ${config.stackName}`));
}

if (isStartedScript(import.meta.url)) {
  try {
    publishContent(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DeployError)) throw error;
    console.error(`\nPublish stopped: ${error.message}`);
    process.exit(1);
  }
}
