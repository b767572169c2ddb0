/**
 * What the browser tests of the site's styles share: the pages they check, and a count read in the page.
 */

// One page of each kind, the not-found page among them, and the Spanish home and city page, whose
// longer words make their first screens hold less.
export const pagesOfEachKind = [
  '/',
  '/es',
  '/about',
  '/services',
  '/contact',
  '/faq',
  '/blog',
  '/blog/insurance-claims-water-damage-guide',
  '/water-restoration',
  '/water-damage-restoration-snellville-ga',
  '/es/restauracion-de-danos-por-agua-monroe-ga',
  '/team',
  '/privacy',
  '/no-such-page',
];

/** How many rules the page has from stylesheet files (not inline); a file that failed to load has none. */
export const linkedRules = () =>
  [...document.styleSheets]
    .filter((sheet) => sheet.href)
    .reduce((sum, sheet) => {
      try {
        return sum + sheet.cssRules.length;
      } catch {
        return sum;
      }
    }, 0);
