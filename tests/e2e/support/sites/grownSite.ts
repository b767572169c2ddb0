import { addPseudoLocale } from '../../../../scripts/pseudoLocale/generate';
import { makeSiteCopy } from '../../../siteCopy';
import { addNewEntries, newEntriesPages } from './newEntriesSite';
import { pseudoPages } from './pseudoLocaleSite';

/*
 * One copy of the site grown the ways it is meant to grow, with no code changed: the new entries and
 * the new form field of tests/e2e/newEntries.test.ts (support/sites/newEntriesSite.ts), then a third
 * language derived from English, which tests/e2e/pseudoLocale.test.ts reads. The language comes last,
 * so it also gets words for everything new, as a real one would. The two files share one build, made
 * apart from them (support/prebuilt.ts) so that it can run while other files test.
 */

export interface GrownSite {
  /** The copy's root. */
  root: string;
  /** Its build, as a browser would be served it. */
  client: string;
  /** What this repository's content checks say of the copy's new entries, before the field's labels are added. */
  entryProblems: string[];
}

export async function makeGrownSite(): Promise<GrownSite> {
  const copy = makeSiteCopy('grown-site-');
  try {
    const entryProblems = await addNewEntries(copy);
    addPseudoLocale(copy.root);
    const client = await copy.build([...newEntriesPages, ...pseudoPages]);
    return { root: copy.root, client, entryProblems };
  } catch (error) {
    copy.remove();
    throw error;
  }
}
