import { business } from './business';

/*
 * Phrases built from business facts that several content modules put into sentences. Derived here
 * once, so the page copy and the page metadata (which live in separate modules so each page's
 * JavaScript carries only its own copy) always say the same thing.
 */

/** The home town as addresses write it: locality, region. */
export const homeTown = `${business.homeTown.locality}, ${business.homeTown.region}`;

/** The experience claim as a phrase, for sentences about how long the company has worked. */
export const yearsOfExperience = `${business.yearsExperienceLabel} years`;

/** The rating and review count in one phrase. */
export const ratingSummary = `${business.rating.value.toFixed(1)} from ${business.rating.count} reviews`;

/** The counties served, by name only ('Gwinnett'), in the order of `business.counties`. */
export const countyNames = business.counties.map((county) => county.replace(/ County$/, ''));

// The site writes lists without a serial comma ('water damage, mold, crawl space and sewage cleanup').
const names = countyNames.length > 1 ? `${countyNames.slice(0, -1).join(', ')} and ${countyNames.at(-1)}` : countyNames.join('');

/** The counties served, as an English phrase: 'Gwinnett, Walton, Newton, Rockdale and Barrow counties'. */
export const countyList = `${names} ${countyNames.length === 1 ? 'County' : 'counties'}`;
