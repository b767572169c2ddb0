// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentFor } from '../../site/content/siteContent';
import type { CityPageContent } from '../../site/content/types';

const { cities } = contentFor('en').cities;
const { loadCityPages } = contentFor('en').cityPages;
const { services } = contentFor('en').services;

describe('cities', () => {
  it.each([
    ['loganville', 'Walton County'],
    ['grayson', 'Gwinnett County'],
    ['snellville', 'Gwinnett County'],
    ['monroe', 'Walton County'],
    ['bethlehem', 'Barrow County'],
    ['lawrenceville', 'Gwinnett County'],
  ])('%s is in %s with 4 landmarks, 4 neighbourhoods, a ZIP and a Georgia position', (slug, county) => {
    const city = cities.find((candidate) => candidate.slug === slug);
    expect(city?.county).toBe(county);
    expect(new Set(city?.landmarks).size).toBe(4);
    expect(new Set(city?.neighborhoods).size).toBe(4);
    expect(city?.zip).toMatch(/^30\d{3}$/);
    expect(city?.geo.latitude).toBeGreaterThan(33.6);
    expect(city?.geo.latitude).toBeLessThan(34.1);
    expect(city?.geo.longitude).toBeGreaterThan(-84.2);
    expect(city?.geo.longitude).toBeLessThan(-83.5);
    expect(city?.waterRisks.length).toBeGreaterThanOrEqual(3);
  });

  it('has exactly the six cities', () => {
    expect(cities).toHaveLength(6);
  });
});

/** Everything a city page renders from data, as one string. */
function pageText(page: CityPageContent): string {
  return [
    page.serviceTitle,
    page.serviceDescription,
    ...page.serviceDetails,
    page.localInfo.description,
    ...page.localInfo.landmarks,
    ...page.localInfo.neighborhoods,
    page.localAngle,
    page.seoData.title,
    page.seoData.description,
    ...page.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ].join(' ');
}

const cityNames = cities.map((city) => city.name.toLowerCase());

/**
 * Word 3-shingles with every city name replaced by one token, so two pages that differ only by the
 * city name come out identical (similarity 1).
 */
function shingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[\u2019']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => (cityNames.includes(word) ? 'city' : word));
  const result = new Set<string>();
  for (let index = 0; index + 3 <= words.length; index += 1) result.add(words.slice(index, index + 3).join(' '));
  return result;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

const cityPages = await loadCityPages();

describe('city pages', () => {
  it('has one page per service and city, 24 in all, with unique paths', () => {
    expect(cityPages).toHaveLength(24);
    expect(new Set(cityPages.map((page) => page.path)).size).toBe(24);
    for (const service of services) {
      for (const city of cities) {
        const page = cityPages.find(
          (candidate) => candidate.serviceSlug === service.cityServiceSlug && candidate.locationSlug === city.slug,
        );
        expect(page?.path).toBe(`/${service.cityServiceSlug}-${city.slug}-ga`);
        expect(page?.serviceDetails).toEqual(service.details);
        expect(page?.isEmergency).toBe(service.emergencyService);
        expect(page?.localInfo.landmarks).toHaveLength(4);
        expect(page?.localInfo.neighborhoods).toHaveLength(4);
      }
    }
  });

  it('leaves exactly two pages without FAQs and gives the others two or three', () => {
    const withoutFaqs = cityPages.filter((page) => page.faqs.length === 0).map((page) => page.path);
    expect(withoutFaqs.sort()).toEqual(['/crawl-space-cleanup-grayson-ga', '/mold-inspection-bethlehem-ga']);
    for (const page of cityPages.filter((candidate) => candidate.faqs.length > 0)) {
      expect(page.faqs.length).toBeGreaterThanOrEqual(2);
      expect(page.faqs.length).toBeLessThanOrEqual(3);
    }
  });

  it('writes every FAQ question for one page only', () => {
    const questions = cityPages.flatMap((page) => page.faqs.map((faq) => faq.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('gives every page its own local angle that names its city', () => {
    const angles = cityPages.map((page) => page.localAngle);
    expect(new Set(angles).size).toBe(24);
    for (const page of cityPages) {
      expect(page.localAngle).toContain(page.locationName);
      expect(page.localAngle.split(/\s+/).length).toBeGreaterThanOrEqual(60);
    }
  });

  /*
   * Pages of one service share its description and six details, and pages of one city share its
   * description, landmarks and neighbourhoods: that is the template doing its job. A page that only
   * swapped the city name would score 1.0 here (city names are masked). Below 0.5 means at least half
   * of a pair's distinct three-word phrases belong to only one of the two pages.
   */
  it('has no near-duplicate pair of pages (3-word shingle Jaccard below 0.5, city names masked)', () => {
    const sets = cityPages.map((page) => shingles(pageText(page)));
    let worst = { score: 0, pair: '' };
    for (let i = 0; i < sets.length; i += 1) {
      for (let j = i + 1; j < sets.length; j += 1) {
        const score = jaccard(sets[i] ?? new Set(), sets[j] ?? new Set());
        if (score > worst.score) worst = { score, pair: `${cityPages[i]?.path} ~ ${cityPages[j]?.path}` };
      }
    }
    expect(worst.score, worst.pair).toBeLessThan(0.5);
  });

  it('keeps the local angles themselves far apart (Jaccard below 0.1)', () => {
    const sets = cityPages.map((page) => shingles(page.localAngle));
    for (let i = 0; i < sets.length; i += 1) {
      for (let j = i + 1; j < sets.length; j += 1) {
        expect(jaccard(sets[i] ?? new Set(), sets[j] ?? new Set())).toBeLessThan(0.1);
      }
    }
  });
});
