/**
 * The stack without its functions bundled (their bundles are checked from stackTemplate.ts's
 * synthesis, in functionBundles.test.ts): the template the older construct tests read. Synthesised
 * once for the whole run (globalSetup.ts, synthesise.ts) and read once per test worker.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { synthesisedTemplate } from './synthesised';

export { deployEnv, islandLoaderHash } from './stackInputs';

export interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
  DependsOn?: string[];
}

let synthesised: { template: Template; resources: Record<string, Resource> } | undefined;

/** Waits for the template, for `siteTemplate()` to return. */
export async function readSiteTemplate(): Promise<void> {
  if (synthesised) return;
  const json = await synthesisedTemplate('unbundled');
  synthesised = { template: Template.fromJSON(json), resources: json.Resources as Record<string, Resource> };
}

export function siteTemplate() {
  if (!synthesised) throw new Error('Call readSiteTemplate() first.');
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
