/**
 * What the construct tests synthesise the stack from: the deployment's settings, the build's inline
 * scripts and pages. Apart from the tests' own modules, so that the synthesis (synthesise.ts), which
 * runs in a process of its own, reads the same values the tests check against.
 */
import { cspHashOf } from '../../../functions/contract/inlineScripts';
import { siteEnv } from './siteEnv';

/** The site under its two names, with the owner's phone for alerts. */
export const deployEnv = { ...siteEnv, SITE_DOMAIN_NAME: 'www.example.com, example.com', SITE_ALERT_SMS: '+14045550123' };

// The inline loader of the build being deployed, and of the build that is live: the policy allows both.
export const buildHashes = [cspHashOf('/* this build: the island loader */')];
export const liveHashes = [cspHashOf('/* the live build: its island loader */')];
// The build's pages, which the beacon counts by.
export const pageRoutes = { '/': { lang: 'en', kind: 'home' } };

/** The inline script the unbundled template's pages carry: the policy allows it by this hash. */
export const islandLoaderHash = cspHashOf('/* the island loader */');
// Two pages are enough for the beacon's route list, which only the visit-counting tests read.
export const unbundledPageRoutes = { '/': { lang: 'en', kind: 'home' }, '/contact': { lang: 'en', kind: 'contact' } } as const;

/** The files the synthesis writes into its folder: each template once it is whole, or why it failed. */
export const synthesisFiles = {
  serviceChoices: 'serviceChoices.json',
  deployedOutdir: 'deployed',
  unbundledOutdir: 'unbundled',
  deployed: 'deployed.template.json',
  unbundled: 'unbundled.template.json',
  failed: 'failed.txt',
} as const;
