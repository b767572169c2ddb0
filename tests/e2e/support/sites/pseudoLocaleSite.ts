import { pseudoPrefix } from '../../../../scripts/pseudoLocale/generate';

/*
 * The pages of the pseudo-locale that tests/e2e/pseudoLocale.test.ts reads in its copy of the site
 * (support/sites/grownSite.ts), where the language is added the way any language is
 * (scripts/pseudoLocale/generate.ts).
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
