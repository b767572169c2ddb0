/**
 * The stack synthesised once per test worker (the infra project shares its workers' modules,
 * vitest.config.ts), without bundling the functions (their bundles are checked from stackTemplate.ts's
 * synthesis, in functionBundles.test.ts): the template the older construct tests read.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { loadSiteConfig } from '../../../functions/infra/config';
import { SiteStack } from '../../../functions/infra/stack';
import { cspHashOf } from '../../../functions/contract/inlineScripts';
import { serviceChoices } from '../serviceChoices';
import { siteEnv } from './siteEnv';

/** The site under its two names, with the owner's phone for alerts. */
export const deployEnv = { ...siteEnv, SITE_DOMAIN_NAME: 'www.example.com, example.com', SITE_ALERT_SMS: '+14045550123' };

/** The inline script the synthesised build's pages carry: the policy allows it by this hash. */
export const islandLoaderHash = cspHashOf('/* the island loader */');

export interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
  DependsOn?: string[];
}

let synthesised: { template: Template; resources: Record<string, Resource> } | undefined;

export function siteTemplate() {
  if (synthesised) return synthesised;
  const app = new App({ outdir: mkdtempSync(path.join(os.tmpdir(), 'site-construct-')), context: { 'aws:cdk:bundling-stacks': [] } });
  const config = loadSiteConfig({ env: deployEnv, strict: true });
  // Two pages are enough for the beacon's route list, which only the visit-counting tests read.
  const pageRoutes = { '/': { lang: 'en', kind: 'home' }, '/contact': { lang: 'en', kind: 'contact' } } as const;
  const stack = new SiteStack(app, config.stackName, { config, inlineScriptHashes: [islandLoaderHash], pageRoutes, serviceChoices });
  const template = Template.fromStack(stack);
  synthesised = { template, resources: template.toJSON().Resources as Record<string, Resource> };
  return synthesised;
}

/** The resources of a type, by logical id. */
export const ofType = (type: string) => Object.entries(siteTemplate().resources).filter(([, resource]) => resource.Type === type);

/** The one resource of `type` whose logical id contains `id`, with its logical id. */
export function byId(type: string, id: string): [string, Resource] {
  const found = ofType(type).filter(([logicalId]) => logicalId.includes(id));
  if (found.length !== 1) throw new Error(`${found.length} resources of ${type} named like ${id}: ${found.map(([key]) => key).join(', ')}`);
  return found[0] as [string, Resource];
}

/** The one resource of `type`, with its logical id. */
export function only(type: string): [string, Resource] {
  const found = ofType(type);
  if (found.length !== 1) throw new Error(`${found.length} resources of ${type}`);
  return found[0] as [string, Resource];
}
