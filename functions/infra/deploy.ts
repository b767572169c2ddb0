/**
 * One command from a clean checkout to the live site: `npm run deploy`.
 *
 * 1. checks the configuration and that AWS credentials and the aws CLI are there, before anything slow;
 * 2. builds the site for the configured domain, and the office's editor apart (dist/editor/, for its own host);
 * 3. synthesises the stack into cdk.out/ and deploys that assembly with the CDK CLI; its CSP allows the
 *    inline loader of this build and of the live one, which pages at the edge still carry for a while;
 * 4. uploads the site and the editor to their buckets with Content-Type and Cache-Control per file;
 * 5. invalidates the cached pages of both.
 *
 * A commit that changes only content is published without step 3 (publishContent.ts), with a role that
 * can do steps 4 and 5 and nothing else.
 *
 * Configuration comes from the environment (see config.ts and docs/deploy.md). Nothing here stores or prints
 * credentials; the aws CLI and the CDK CLI find them the usual way (profile, SSO, environment).
 */
import { spawnSync } from 'node:child_process';
import type { SpawnSyncOptions } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultOutdir } from './app';
import type { SiteConfig } from './config';
import { ConfigError, loadSiteConfig } from './config';
import { editorPrefix } from './cleanUrls';
import { editorAssetsPrefix } from './editorSite';
import { assetsPrefix, invalidationPaths, uploadPlan } from './publish';
import { inlineScriptHashesOutput } from './securityHeaders';
import { isStartedScript } from '../dev/startedScript';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cdkBin = path.join(root, 'node_modules/.bin/cdk');
const tsxBin = path.join(root, 'node_modules/.bin/tsx');

export class DeployError extends Error {
  override name = 'DeployError';
}

export function run(command: string, args: readonly string[], options: SpawnSyncOptions = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw new DeployError(`Could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) throw new DeployError(`${command} ${args[0] ?? ''} failed with exit code ${result.status}.`);
  return result;
}

/**
 * The places the AWS CLI and SDK read credentials from, checked locally so a machine without any fails
 * here with advice instead of deep inside `cdk deploy`.
 */
export function credentialSource(env: Record<string, string | undefined>, home = homedir()): string | undefined {
  if (env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) return 'environment variables';
  if (env.AWS_PROFILE) return `profile ${env.AWS_PROFILE}`;
  if (env.AWS_WEB_IDENTITY_TOKEN_FILE) return 'web identity token';
  if (env.AWS_CONTAINER_CREDENTIALS_RELATIVE_URI || env.AWS_CONTAINER_CREDENTIALS_FULL_URI) return 'container credentials';
  const files = [env.AWS_SHARED_CREDENTIALS_FILE ?? path.join(home, '.aws/credentials'), env.AWS_CONFIG_FILE ?? path.join(home, '.aws/config')];
  const file = files.find((candidate) => existsSync(candidate));
  return file === undefined ? undefined : file;
}

/**
 * The stack lives in us-east-1, where CloudFront reads its web ACL: a shell set to another region is
 * stopped here, with the fix, rather than by CloudFormation halfway through the deploy.
 */
export function regionProblem(env: Record<string, string | undefined>): string | undefined {
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
  if (region === undefined || region === 'us-east-1') return undefined;
  return `AWS_REGION is ${region}: the stack deploys to us-east-1, where CloudFront reads its web ACL. Run with AWS_REGION=us-east-1.`;
}

export function preflight(env: Record<string, string | undefined>, options: { cdk: boolean } = { cdk: true }): SiteConfig {
  const config = loadSiteConfig({ env, strict: true });
  const region = regionProblem(env);
  if (region !== undefined) throw new DeployError(region);
  if (credentialSource(env) === undefined) {
    throw new DeployError(
      'No AWS credentials found. Sign in first, e.g. `aws configure sso` then `export AWS_PROFILE=<profile>`, ' +
        'or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_REGION).',
    );
  }
  if (spawnSync('aws', ['--version'], { stdio: 'ignore' }).status !== 0) {
    throw new DeployError('The aws CLI is needed to upload the site: https://docs.aws.amazon.com/cli/latest/userguide/getting-started-install.html');
  }
  if (options.cdk && !existsSync(cdkBin)) throw new DeployError('The CDK CLI is missing; run `npm ci` first.');
  // Confirms the credentials work (and shows which account) before the build.
  run('aws', ['sts', 'get-caller-identity', '--output', 'table']);
  return config;
}

/**
 * The inline-script hashes the live site's pages need, from the deployed stack's output: the new
 * policy keeps them allowed, so pages uploaded earlier (or cached at the edge) still run their loader
 * while the deploy replaces them. None on a first deploy, or when the stack predates the output.
 */
export function parseLiveHashes(output: string): string[] {
  return output.split(/\s+/).filter((token) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(token));
}

export function liveInlineScriptHashes(stackName: string): string[] {
  const result = spawnSync(
    'aws',
    ['cloudformation', 'describe-stacks', '--stack-name', stackName, '--query', `Stacks[0].Outputs[?OutputKey=='${inlineScriptHashesOutput}'].OutputValue`, '--output', 'text'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return result.status === 0 ? parseLiveHashes(result.stdout) : [];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    // The Vite manifest is build bookkeeping, not part of the site.
    .filter((file) => !file.startsWith('.'))
    .sort();
}

/** The stack's outputs a deploy reads: where the site and the editor go. */
export interface StackOutputs {
  BucketName: string;
  DistributionId: string;
  SiteUrl: string;
  EditorBucketName: string;
  EditorDistributionId: string;
  EditorUrl: string;
}

const outputNames = ['BucketName', 'DistributionId', 'SiteUrl', 'EditorBucketName', 'EditorDistributionId', 'EditorUrl'] as const satisfies readonly (keyof StackOutputs)[];

export function checkOutputs(outputs: Partial<Record<string, string>>, source: string): StackOutputs {
  const missing = outputNames.filter((name) => !outputs[name]);
  if (missing.length > 0) throw new DeployError(`${source} lacks the stack's ${missing.join(', ')} output(s): deploy the stack first (npm run deploy).`);
  return outputs as unknown as StackOutputs;
}

function readOutputs(file: string, stackName: string): StackOutputs {
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Partial<Record<string, string>>>;
  return checkOutputs(all[stackName] ?? {}, file);
}

function upload(dir: string, bucket: string, files: readonly string[], prefix: string) {
  for (const step of uploadPlan(files, prefix)) {
    run('aws', [
      's3',
      'sync',
      dir,
      `s3://${bucket}`,
      '--no-progress',
      ...step.filters.flat(),
      '--content-type',
      step.contentType,
      '--cache-control',
      step.cacheControl,
      ...(step.deleteRemoved ? ['--delete'] : []),
    ]);
  }
}

function invalidate(distributionId: string, paths: readonly string[]) {
  run('aws', [
    'cloudfront',
    'create-invalidation',
    '--distribution-id',
    distributionId,
    '--paths',
    ...paths,
    '--query',
    'Invalidation.Id',
    '--output',
    'text',
  ]);
}

/** Where a deploy builds: the site's pages, and the editor apart from them (its own bucket and host). */
export const buildDirs = { dist: path.join(root, 'dist'), client: path.join(root, 'dist/client'), editor: path.join(root, 'dist/editor') } as const;

/**
 * Builds the site for its canonical address and the editor for its own host: its sign-in opens there
 * (site/admin/buildSettings.ts reads ADMIN_AUTH_BASE_URL).
 */
export function buildForDeploy(config: SiteConfig, env: Record<string, string | undefined>): Record<string, string | undefined> {
  const childEnv = {
    ...env,
    SITE_CONFIG_STRICT: '1',
    SITE_URL: `https://${config.domainNames[0]}`,
    SITE_DIST: buildDirs.dist,
    ADMIN_AUTH_BASE_URL: `https://${config.adminDomainName}`,
  };
  run('npm', ['run', 'build'], { env: childEnv });
  run(tsxBin, ['site/admin/build.ts', path.join(buildDirs.editor, editorPrefix.slice(1, -1))], { env: childEnv });
  return childEnv;
}

/** Uploads both builds and invalidates what they changed; the site's files first, then the editor's. */
export function uploadBuilds(outputs: StackOutputs): void {
  const siteFiles = listFiles(buildDirs.client);
  upload(buildDirs.client, outputs.BucketName, siteFiles, assetsPrefix);
  invalidate(outputs.DistributionId, invalidationPaths(siteFiles, assetsPrefix));
  const editorFiles = listFiles(buildDirs.editor);
  upload(buildDirs.editor, outputs.EditorBucketName, editorFiles, editorAssetsPrefix);
  invalidate(outputs.EditorDistributionId, invalidationPaths(editorFiles, editorAssetsPrefix));
  console.log(`\nDeployed ${siteFiles.length} files of the site and ${editorFiles.length} of the editor. ${outputs.SiteUrl} and ${outputs.EditorUrl} serve them once the invalidations complete.`);
}

export function deploy(env: Record<string, string | undefined> = process.env, cdkArgs: readonly string[] = []) {
  const config = preflight(env);
  const outdir = path.join(root, defaultOutdir);
  const childEnv = buildForDeploy(config, env);
  const live = liveInlineScriptHashes(config.stackName);
  run(tsxBin, ['functions/infra/app.ts'], { env: { ...childEnv, CDK_OUTDIR: outdir, SITE_LIVE_SCRIPT_HASHES: live.join(' ') } });

  const outputsFile = path.join(outdir, 'outputs.json');
  // Extra arguments go to `cdk deploy`, e.g. `npm run deploy -- --require-approval never` in CI.
  run(cdkBin, ['deploy', config.stackName, '--app', outdir, '--outputs-file', outputsFile, ...cdkArgs], { env: childEnv });
  uploadBuilds(readOutputs(outputsFile, config.stackName));
}

if (isStartedScript(import.meta.url)) {
  try {
    deploy(process.env, process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DeployError)) throw error;
    console.error(`\nDeploy stopped: ${error.message}`);
    process.exit(1);
  }
}
