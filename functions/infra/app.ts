/**
 * The CDK app: `npm run synth` writes the CloudFormation template to cdk.out/ without AWS credentials
 * or network (the stack does no lookups). The CDK CLI can run it too:
 * `cdk synth --app "npx tsx functions/infra/app.ts" -c domainName=www.example.com ...`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { SiteConfig } from './config';
import { ConfigError, loadSiteConfig } from './config';
import { SiteStack } from './stack';

export const defaultOutdir = 'cdk.out';

export function createApp(options: { outdir?: string; env?: Record<string, string | undefined>; strict?: boolean } = {}) {
  // The CDK CLI passes its output folder in CDK_OUTDIR; the deploy script does the same.
  const app = new App({ outdir: options.outdir ?? process.env.CDK_OUTDIR ?? defaultOutdir });
  const config: SiteConfig = loadSiteConfig({
    context: (key) => app.node.tryGetContext(key),
    env: options.env ?? process.env,
    ...(options.strict === undefined ? {} : { strict: options.strict }),
  });
  const stack = new SiteStack(app, config.stackName, {
    config,
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
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
