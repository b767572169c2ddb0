import { addPseudoLocale, pseudoPrefix } from '../../../../scripts/pseudoLocale/generate';
import { makeSiteCopy } from '../../../siteCopy';

/*
 * The copy of the site tests/e2e/pseudoLocale.test.ts reads: a pseudo-locale derived from English
 * added the way any language is (scripts/pseudoLocale/generate.ts), and a few of its pages built.
 * Made and built apart from the test (support/prebuilt.ts), so that the build can run while other
 * files test.
 */

/** One page of each kind: the home page, a service, a city page, the FAQ, the blog and an article, contact, about. */
export const pseudoPages = [
  '',
  '/services',
  '/water-restoration',
  '/water-damage-restoration-snellville-ga',
  '/faq',
  '/blog',
  '/blog/insurance-claims-water-damage-guide',
  '/contact',
  '/about',
].map((path) => `${pseudoPrefix}${path}`);

export interface PseudoLocaleSite {
  /** The copy's root. */
  root: string;
  /** Its build, as a browser would be served it. */
  client: string;
}

export async function makePseudoLocaleSite(): Promise<PseudoLocaleSite> {
  const copy = makeSiteCopy('pseudo-locale-');
  try {
    addPseudoLocale(copy.root);
    return { root: copy.root, client: await copy.build(pseudoPages) };
  } catch (error) {
    copy.remove();
    throw error;
  }
}
