// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { business } from '../../site/content/facts/business';
import { countyNames, textFactsIn } from '../../site/content/facts/textFacts';
import { contentFor, interfaceWordsIn } from '../../site/content/siteContent';
import type { Lang } from '../../site/i18n/lang';
import { siteStrings } from './siteStrings';

const { citySummaries } = contentFor('en').citySummaries;
const { contactServiceAreas } = contentFor('en').pages;
const spanishCitySummaries = contentFor('es').citySummaries.citySummaries;
const { countyList } = textFactsIn('en');
const { countyList: spanishCountyList, countyLine } = textFactsIn('es');
const countyName = (english: string) => interfaceWordsIn('es').facts.county(english.replace(/ County$/, ''));

/*
 * The counties served are one list in the business facts. Every sentence, meta description, keyword list and
 * JSON-LD block that names them takes the list from there, so a county added or dropped there reaches
 * every page in both languages, and no text counts them by hand.
 */

/** The phrases the list reads as: inside a sentence, and in Spanish also alone on a card line. */
const listIn = { en: [countyList], es: [spanishCountyList, countyLine] } satisfies Record<Lang, readonly string[]>;
const hasList = (lang: Lang, text: string) => listIn[lang].some((phrase) => text.includes(phrase));
const strings = { en: await siteStrings('en'), es: await siteStrings('es') } as const;

const countWords = {
  en: /\b(?:two|three|four|five|six|seven|\d+)\s+(?:counties|county area)\b/i,
  es: /\b(?:dos|tres|cuatro|cinco|seis|siete|\d+)\s+condados\b/i,
} as const satisfies Record<Lang, RegExp>;

const named = (text: string) => countyNames.filter((name) => new RegExp(`\\b${name}\\b`).test(text));

describe('counties served', () => {
  it('are the five of the business facts, in their order', () => {
    expect(countyNames).toEqual(['Gwinnett', 'Walton', 'Newton', 'Rockdale', 'Barrow']);
    expect(countyList).toBe('Gwinnett, Walton, Newton, Rockdale and Barrow counties');
    expect(spanishCountyList).toBe('los condados de Gwinnett, Walton, Newton, Rockdale y Barrow');
    expect(countyLine).toBe('Condados de Gwinnett, Walton, Newton, Rockdale y Barrow');
  });

  it('include the county of every city with its own pages', () => {
    for (const city of citySummaries) expect(business.counties).toContain(city.county);
    expect(spanishCitySummaries.map((city) => city.county)).toEqual(citySummaries.map((city) => countyName(city.county)));
  });

  it('include every county the contact page lists as a service area, in both languages', () => {
    const english = contactServiceAreas.filter((area) => area.endsWith(' County'));
    const spanish = contentFor('es').pages.contactServiceAreas.filter((area) => area.startsWith('Condado de '));
    expect(english.length).toBeGreaterThan(0);
    for (const county of english) expect(business.counties).toContain(county);
    expect(spanish).toEqual(english.map((county) => `Condado de ${county.replace(/ County$/, '')}`));
  });

  it.each(['en', 'es'] as const)('are named as the whole list wherever %s text names three or more of them', (lang) => {
    const lists = strings[lang].filter((entry) => named(entry.text).length >= 3);
    // The services page, its meta description, the contact card, the FAQ, the home map: more than a few.
    expect(lists.length).toBeGreaterThanOrEqual(5);
    expect(lists.filter((entry) => !hasList(lang, entry.text)).map((entry) => `${entry.path}: ${entry.text}`)).toEqual([]);
  });

  it.each(['en', 'es'] as const)('are never counted by hand in %s text', (lang) => {
    expect(strings[lang].length).toBeGreaterThan(1000);
    const counted = strings[lang].filter((entry) => countWords[lang].test(entry.text));
    expect(counted.map((entry) => `${entry.path}: ${entry.text}`)).toEqual([]);
  });

  it.each([
    ['en', '/water-restoration'],
    ['en', '/services'],
    ['es', '/es/restauracion-de-danos-por-agua'],
    ['es', '/es/servicios'],
  ] as const)('reach the %s meta description of %s from the list', (lang, path) => {
    const meta = strings[lang].find((entry) => entry.path === `meta.${path}.description`);
    expect(meta?.text).toContain(listIn[lang][0]);
  });
});
