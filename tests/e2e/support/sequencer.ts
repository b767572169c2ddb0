import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { prebuildFiles, prebuildJobs } from './prebuilt.ts';

/**
 * Vitest's order, with the files whose builds run in the background (support/prebuilt.ts) moved to the
 * end, in the order those builds finish: by the time they start, their build has had the other files'
 * whole run to take the idle core.
 */
export class BackgroundBuildsLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = prebuildJobs.map((job) => prebuildFiles[job]);
    const rank = (spec: TestSpecification) => last.indexOf(relative(spec.project.config.root, spec.moduleId));
    return [...sorted.filter((spec) => rank(spec) < 0), ...sorted.filter((spec) => rank(spec) >= 0).sort((a, b) => rank(a) - rank(b))];
  }
}
