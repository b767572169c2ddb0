import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { prebuildFiles, prebuildJobs } from './prebuilt.ts';

/**
 * The files that keep both cores busy on their own: a11y's audits and everyRoute's visits, two and
 * three pages at a time, each mostly CPU. In `npm test` the browser files outlast the unit tests, so
 * whatever runs last runs alone: these use both cores there, where the editor's file, which waits on
 * one page most of the time, left one idle for a minute. Run earlier, its waits go to the unit tests.
 */
const denseFiles = ['tests/e2e/everyRoute.test.ts', 'tests/e2e/a11y.test.ts'];

/**
 * Vitest's order, then the files whose builds run in the background (support/prebuilt.ts), in the
 * order those builds finish, so that their builds have had the other files' run to take the idle core;
 * then the dense files.
 */
export class BrowserFileOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = [...prebuildJobs.flatMap((job) => prebuildFiles[job]), ...denseFiles];
    const rank = (spec: TestSpecification) => last.indexOf(relative(spec.project.config.root, spec.moduleId));
    return [...sorted.filter((spec) => rank(spec) < 0), ...sorted.filter((spec) => rank(spec) >= 0).sort((a, b) => rank(a) - rank(b))];
  }
}
