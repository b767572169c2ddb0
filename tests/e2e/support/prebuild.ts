/**
 * One background build for the browser tests (support/prebuilt.ts), as a program of its own:
 *
 *   tsx tests/e2e/support/prebuild.ts <grownSite|editor> <result.json>
 *
 * It writes what the job made (the copy's folders) to the result file, for the test file to read.
 */
import { writeFileSync } from 'node:fs';
import { buildAdmin } from '../../../site/admin/build';
import type { PrebuildJob } from './prebuilt';
import { makeGrownSite } from './sites/grownSite';

const jobs: Record<PrebuildJob, () => Promise<unknown>> = {
  grownSite: makeGrownSite,
  // Into the editor's cache (site/admin/build.ts), whose folder the test then serves.
  editor: buildAdmin,
};

const [job, resultFile] = process.argv.slice(2);
const make = jobs[job as PrebuildJob];
if (!make || !resultFile) throw new Error(`Usage: tsx tests/e2e/support/prebuild.ts <${Object.keys(jobs).join('|')}> <result.json>`);
writeFileSync(resultFile, JSON.stringify(await make()));
