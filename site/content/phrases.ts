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

/** The counties served, as an English list ('A, B and C'). */
export const countyList = new Intl.ListFormat('en', { type: 'conjunction' }).format(business.counties);
