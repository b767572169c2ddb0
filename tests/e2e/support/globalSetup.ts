import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startDevServer, type DevServer } from '../../../functions/dev-server';
import { assertChromium, launchChromiumServer } from './chromium';
import { prebuildFiles, prebuildJobs, startPrebuilds } from './prebuilt';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The build and the functions, with the CDN's response headers (CSP and the rest) on every answer. */
    baseUrl: string;
    sesUrl: string;
    /** The S3 emulator the contact form uploads photos to; the pages' policy allows its origin. */
    s3Url: string;
    distDir: string;
    browserWsEndpoint: string;
    /** The builds started in the background for this run's files, and the folder they report to (support/prebuilt.ts). */
    prebuilds: { dir: string; jobs: string[] } | undefined;
  }
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
const distDir = '.dist-e2e';

let server: DevServer | undefined;
let browserServer: BrowserServer | undefined;
let prebuilds: ReturnType<typeof startPrebuilds> | undefined;

/** The background builds the files of this run need: those of the files the command line picked, or of every file. */
async function jobsOfThisRun(project: TestProject) {
  // The command line's file filters, as Vitest keeps them (4.1: not yet a public property).
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
  const files = new Set((await project.vitest.globTestSpecifications(filters)).map((spec) => spec.moduleId));
  return prebuildJobs.filter((job) => prebuildFiles[job].some((file) => files.has(`${root}${file}`)));
}

/** Builds the site into its own folder and serves it with the functions and a local SES emulator. */
export async function setup(project: TestProject) {
  assertChromium();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      // Vitest sets NODE_ENV=test, which Vite would carry into the bundle: React's development build,
      // about 65 KB gzip more than what ships, under every browser test and the byte budgets.
      env: { ...process.env, NODE_ENV: 'production', SITE_DIST: distDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`The site build failed (exit ${build.status}); see the output above.`);
  }
  // After the site's build, whose image cache the copies' builds then find full.
  const jobs = process.env.E2E_PREBUILD === '0' ? [] : await jobsOfThisRun(project);
  if (jobs.length > 0) {
    prebuilds = startPrebuilds(jobs);
    project.provide('prebuilds', { dir: prebuilds.dir, jobs });
  } else {
    project.provide('prebuilds', undefined);
  }
  server = await startDevServer({
    port: 0,
    sesPort: 0,
    staticDir: `${root}${distDir}/client`,
    log: () => {},
  });
  // Served from this process: a test file that served every page's files itself would answer them on
  // the thread that also drives the browser.
  project.provide('baseUrl', server.url);
  project.provide('sesUrl', server.sesUrl);
  project.provide('s3Url', server.s3Url);
  project.provide('distDir', `${root}${distDir}`);
  browserServer = await launchChromiumServer();
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
}

export async function teardown() {
  prebuilds?.stop();
  await browserServer?.close();
  await server?.close();
  if (process.env.E2E_KEEP_BUILD !== '1') rmSync(`${root}${distDir}`, { recursive: true, force: true });
}
