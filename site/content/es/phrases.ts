import { business } from '../business';
import { countyNames } from '../phrases';

/*
 * The Spanish twins of `../phrases.ts`: phrases built from business facts that several Spanish
 * content modules put into sentences.
 */

export const locale = 'es-US';

/** The home town as addresses write it: locality, region. */
export const homeTown = `${business.homeTown.locality}, ${business.homeTown.region}`;

// '20+' reads as 'más de 20' in a Spanish sentence: '20+ años' is how a figure looks, not how people write.
const years = Number.parseInt(business.yearsExperienceLabel, 10);

/** The experience claim inside a sentence ('más de 20 años'). */
export const yearsOfExperience = `más de ${years} años`;

/** The experience claim opening a sentence ('Más de 20 años'). */
export const yearsOfExperienceOpening = `Más de ${years} años`;

const ratingValue = business.rating.value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The rating and review count in one phrase: '5.0 estrellas en 50 reseñas'. Not '5.0 de 50 reseñas',
 * which a Spanish reader takes as a score of 5 out of 50.
 */
export const ratingSummary = `${ratingValue} estrellas en ${business.rating.count.toLocaleString(locale)} reseñas`;

const countyNamesList = new Intl.ListFormat(locale, { type: 'conjunction' }).format(countyNames);

/** The counties served, inside a sentence: 'los condados de Gwinnett, Walton, Newton, Rockdale y Barrow'. */
export const countyList = `los condados de ${countyNamesList}`;

/** The same, standing alone on a card line: 'Condados de Gwinnett, Walton, Newton, Rockdale y Barrow'. */
export const countyLine = `Condados de ${countyNamesList}`;

/** 'condado de Gwinnett' for 'Gwinnett County'. */
export const countyName = (englishCounty: string) => `condado de ${englishCounty.replace(/ County$/, '')}`;

export const { onSite, typicalJob } = business.es.responseClaims;
