// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeSiteCopy } from '../siteCopy';

/**
 * `npm run build` itself refuses a hand-broken content file, before it builds anything, naming the
 * file and the field: the step the publishing workflow runs after every save in the editor.
 */
const copy = makeSiteCopy('broken-content-');
afterAll(() => copy.remove());

describe('npm run build on broken content', () => {
  it('stops with the file, the field and what is wrong, for a data file and an article', { timeout: 60_000 }, async () => {
    const business = path.join(copy.content, 'data/business.json');
    writeFileSync(business, readFileSync(business, 'utf8').replace(/"phone": "[^"]*"/, '"phone": "770-555-0142"'));
    const article = path.join(copy.content, 'articles/es/insurance-claims-water-damage-guide.md');
    writeFileSync(article, readFileSync(article, 'utf8').replace(/^title: .*$/m, 'title: ""'));

    const failure = await copy.build(['/']).then(
      () => undefined,
      (error: unknown) => (error as Error).message,
    );
    expect(failure).toContain('data/business.json: phone: must be a US number written +1 and ten digits, e.g. +17705550142');
    expect(failure).toContain('articles/es/insurance-claims-water-damage-guide.md: title: must not be empty');
    // Stopped before the bundles: nothing was built.
    expect(failure).not.toContain('built in');
  });
});
