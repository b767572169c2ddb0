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
  it('stops with the file, the field and what is wrong, for an entry, a missing translation and an article', { timeout: 60_000 }, async () => {
    const business = path.join(copy.content, 'common/en/business.json');
    writeFileSync(business, readFileSync(business, 'utf8').replace(/"phone": "[^"]*"/, '"phone": "555-0142"'));
    const answer = path.join(copy.content, 'faqs/es/response-time.json');
    const { answer: _untranslated, ...question } = JSON.parse(readFileSync(answer, 'utf8')) as Record<string, unknown>;
    writeFileSync(answer, JSON.stringify(question));
    const article = path.join(copy.content, 'articles/es/insurance-claims-water-damage-guide.md');
    writeFileSync(article, readFileSync(article, 'utf8').replace(/^title: .*$/m, 'title: ""'));

    const failure = await copy.build(['/']).then(
      () => undefined,
      (error: unknown) => (error as Error).message,
    );
    expect(failure).toContain('common/en/business.json: phone: must be a US phone number with its area code, e.g. (770) 555-0142');
    expect(failure).toContain('faqs/es/response-time.json: answer: is missing');
    expect(failure).toContain('articles/es/insurance-claims-water-damage-guide.md: title: must not be empty');
    // Stopped before the bundles: nothing was built.
    expect(failure).not.toContain('built in');
  });
});
