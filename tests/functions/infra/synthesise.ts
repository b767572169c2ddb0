/**
 * Synthesises the stack for the construct tests, in a Node process of its own that globalSetup.ts
 * starts when the run begins: the template as deployed (functions bundled, cdk-nag's report beside
 * them) and the template without bundling. Run once for all the test workers, beside the other
 * projects' tests, instead of once in each worker while its files wait. Each template is written
 * whole, then renamed into place, which is the tests' signal that it is there.
 *
 *   node --import tsx tests/functions/infra/synthesise.ts <folder>
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { ServiceChoice } from '../../../functions/contract/forms';
import { createApp } from '../../../functions/infra/app';
import { loadSiteConfig } from '../../../functions/infra/config';
import { SiteStack } from '../../../functions/infra/stack';
import { buildHashes, deployEnv, islandLoaderHash, liveHashes, pageRoutes, synthesisFiles, unbundledPageRoutes } from './stackInputs';

const folder = process.argv[2];
if (folder === undefined) throw new Error('Usage: synthesise.ts <folder>');
// The contact form's service list comes from the site's content, which only Vite can load: the global
// setup reads it and leaves it here.
const serviceChoices = JSON.parse(readFileSync(path.join(folder, synthesisFiles.serviceChoices), 'utf8')) as ServiceChoice[];

function write(name: string, template: Template) {
  const file = path.join(folder as string, name);
  writeFileSync(`${file}.partial`, JSON.stringify(template.toJSON()));
  renameSync(`${file}.partial`, file);
}

// Without bundling first: it takes a few seconds, and its files need not wait for the bundles.
const app = new App({ outdir: path.join(folder, synthesisFiles.unbundledOutdir), context: { 'aws:cdk:bundling-stacks': [] } });
const config = loadSiteConfig({ env: deployEnv, strict: true });
write(synthesisFiles.unbundled, Template.fromStack(new SiteStack(app, config.stackName, { config, inlineScriptHashes: [islandLoaderHash], pageRoutes: unbundledPageRoutes, serviceChoices })));

const { stack } = createApp({
  outdir: path.join(folder, synthesisFiles.deployedOutdir),
  env: { ...deployEnv, SITE_LIVE_SCRIPT_HASHES: liveHashes.join(' ') },
  strict: true,
  inlineScriptHashes: buildHashes,
  pageRoutes,
  serviceChoices,
});
write(synthesisFiles.deployed, Template.fromStack(stack));
