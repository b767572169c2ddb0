/**
 * The CDK app: `npm run synth` builds the site and writes the CloudFormation template to cdk.out/
 * without AWS credentials or network (the stack does no lookups). The policy it writes allows the
 * build's inline loader by its hash, so it reads the build (SITE_DIST, or dist/). The CDK CLI can run it too:
 * `cdk synth --app "npx tsx functions/infra/app.ts" -c domainName=www.example.com ...`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { SiteConfig } from './config';
import { ConfigError, loadSiteConfig } from './config';
import { SiteStack } from './stack';
import { MissingBuildError, readInlineScriptHashes } from '../contract/inlineScripts';
import type { ServiceChoice } from '../contract/forms';
import { readPageRoutes, type PageRoutes } from '../contract/pageRoutes';
import { readServiceChoices } from '../contract/serviceChoices';

export const defaultOutdir = 'cdk.out';

export interface AppOptions {
  outdir?: string;
  env?: Record<string, string | undefined>;
  strict?: boolean;
  /** The build's inline-script hashes; by default read from the build in SITE_DIST, or dist/. */
  inlineScriptHashes?: readonly string[];
  /** The build's pages; by default read from the same build. */
  pageRoutes?: PageRoutes;
  /** The build's contact form service list; by default read from the same build. */
  serviceChoices?: readonly ServiceChoice[];
}

export function createApp(options: AppOptions = {}) {
  const env = options.env ?? process.env;
  // The CDK CLI passes its output folder in CDK_OUTDIR; the deploy script does the same.
  const app = new App({ outdir: options.outdir ?? process.env.CDK_OUTDIR ?? defaultOutdir });
  const config: SiteConfig = loadSiteConfig({
    context: (key) => app.node.tryGetContext(key),
    env,
    ...(options.strict === undefined ? {} : { strict: options.strict }),
  });
  const stack = new SiteStack(app, config.stackName, {
    config,
    inlineScriptHashes: options.inlineScriptHashes ?? readInlineScriptHashes(path.join(path.resolve(env.SITE_DIST ?? 'dist'), 'client')),
    // Set by the deploy script from the stack's output before it deploys (deploy.ts).
    pageRoutes: options.pageRoutes ?? readPageRoutes(path.join(path.resolve(env.SITE_DIST ?? 'dist'), 'client')),
    serviceChoices: options.serviceChoices ?? readServiceChoices(path.join(path.resolve(env.SITE_DIST ?? 'dist'), 'client')),
    liveInlineScriptHashes: (env.SITE_LIVE_SCRIPT_HASHES ?? '').split(' ').filter((hash) => hash !== ''),
    description: `Website of ${config.domainNames[0]}: static pages on CloudFront and the form functions`,
    ...(config.account !== undefined || config.region !== undefined
      ? { env: { account: config.account, region: config.region } }
      : {}),
  });
  // AWS's own rule set, on every synth: a finding that is not fixed fails the tests unless the stack
  // suppresses it with its reason (stack.ts).
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, config };
}

function main() {
  const started = performance.now();
  const { app, stack, config } = createApp();
  if (config.samples.length > 0) {
    console.warn(
      `Synthesised with sample values for: ${config.samples.join(', ')}. ` +
        'The template cannot be deployed until they are set (see docs/deploy.md).',
    );
  }
  const assembly = app.synth();
  const template = assembly.getStackByName(stack.stackName).templateFullPath;
  console.log(
    `${path.relative(process.cwd(), template)} written in ${Math.round(performance.now() - started)} ms.`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    main();
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof MissingBuildError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
