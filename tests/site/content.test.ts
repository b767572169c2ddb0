// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articlesOf, blogCategories } from '../../site/content/blog';
import { contentFor, interfaceWordsIn } from '../../site/content/siteContent';
import { business } from '../../site/content/facts/business';
import type { CityPageContent } from '../../site/content/types';
import { iconNames } from '../../site/content/types';
import { textLeaves } from './textLeaves';

const { cities } = contentFor('en').cities;
const { loadCityPages } = contentFor('en').cityPages;
const { faqs } = contentFor('en').faqs;
const { galleryImages, galleryInitialCount } = contentFor('en').gallery;
const { footer, mainNav, socialLinks } = contentFor('en').navigation;
const { audienceCards, homeAccordions, homeServices } = contentFor('en').home;
const { aboutStats, aboutValues, contactServiceAreas } = contentFor('en').pages;
const { services } = contentFor('en').services;
const countyName = (english: string) => interfaceWordsIn('es').facts.county(english.replace(/ County$/, ''));
const { team } = contentFor('en').team;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const iconSet = new Set<string>(iconNames);

describe('services', () => {
  it('has the four core services with their page and city slugs', () => {
    expect(services.map((service) => [service.slug, service.cityServiceSlug])).toEqual([
      ['water-restoration', 'water-damage-restoration'],
      ['mold-inspection', 'mold-inspection'],
      ['crawl-space-cleanup', 'crawl-space-cleanup'],
      ['sewage-cleanup', 'sewage-cleanup'],
    ]);
  });

  it.each([
    [
      'water-restoration',
      [
        'Emergency water extraction',
        'Structural drying and dehumidification',
        'Moisture detection and monitoring',
        'Content restoration and cleaning',
        'Flood cleanup',
        'Complete reconstruction',
      ],
    ],
    [
      'mold-inspection',
      [
        'Mold inspection',
        'Air quality testing',
        'Safe removal and remediation',
        'Containment and air filtration',
        'Post-remediation verification',
        'Prevention strategies',
      ],
    ],
    [
      'crawl-space-cleanup',
      [
        'Debris and contamination removal',
        'Moisture barrier installation',
        'Insulation replacement',
        'Structural repairs',
        'Vapor barrier systems',
        'Air quality improvement',
      ],
    ],
    [
      'sewage-cleanup',
      [
        'Category 3 water removal',
        'Complete sanitization',
        'Odor elimination',
        'Structural cleaning and disinfection',
        'Safe disposal of contaminated materials',
        'Health and safety compliance',
      ],
    ],
  ])('lists the six details of %s', (slug, details) => {
    expect(services.find((service) => service.slug === slug)?.details).toEqual(details);
  });

  it.each([
    ['water-restoration', 5, true],
    ['mold-inspection', 4, false],
    ['crawl-space-cleanup', 4, false],
    ['sewage-cleanup', 4, true],
  ])('%s has %i numbered process steps and emergency flag %s', (slug, stepCount, emergency) => {
    const service = services.find((candidate) => candidate.slug === slug);
    expect(service?.processSteps.map((step) => step.step)).toEqual(
      Array.from({ length: stepCount }, (_, index) => index + 1),
    );
    expect(service?.emergencyService).toBe(emergency);
    expect(service?.faqs.length).toBeGreaterThan(0);
  });

  it('lists twelve home services covering the ten the business offers, with known icons', () => {
    expect(homeServices).toHaveLength(12);
    const titles = homeServices.map((service) => service.title);
    expect(new Set(titles).size).toBe(12);
    for (const name of [
      'Water Damage Restoration',
      'Mold Inspection and Remediation',
      'Crawl Space Cleanup',
      'Sewage Cleanup',
      '24/7 Emergency Response',
      'Insurance Claims Support',
      'Storm and Flood Damage',
      'Basement Repair',
      'Structural Repair',
      'Content Restoration',
    ]) {
      expect(titles).toContain(name);
    }
    for (const service of homeServices) expect(iconSet.has(service.icon)).toBe(true);
  });
});

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

describe('FAQs and accordions', () => {
  it('has twelve distinct FAQ page questions with real answers', () => {
    expect(faqs).toHaveLength(12);
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(12);
    for (const faq of faqs) expect(faq.answer.length).toBeGreaterThan(80);
  });

  it('states the water categories, drying times and promises in the answers', () => {
    const text = faqs.map((faq) => faq.answer).join(' ');
    for (const fact of ['Category 1', 'Category 2', 'Category 3', '24 to 48 hours', '50%', 'IICRC', '24/7', 'directly']) {
      expect(text).toContain(fact);
    }
    expect(text).toContain(business.responseClaims.onSite);
    expect(text).toContain(business.responseClaims.typicalJob);
  });

  it('has the three home accordions with four items each', () => {
    expect(homeAccordions.map((section) => section.id)).toEqual([
      'restoration-process',
      'water-extraction',
      'why-choose-us',
    ]);
    for (const section of homeAccordions) expect(section.items).toHaveLength(4);
  });
});

describe('articles', () => {
  const articles = articlesOf('en');
  it('has the four articles with their slugs, read times and dates', () => {
    expect(articles.map((article) => [article.slug, article.readTime, article.publishedAt])).toEqual([
      ['emergency-water-damage-response-24-hours', 5, '2024-01-15'],
      ['preventing-mold-growth-georgia-humidity', 7, '2024-01-12'],
      ['insurance-claims-water-damage-guide', 10, '2024-01-10'],
      ['seasonal-water-damage-risks-gwinnett-county', 6, '2024-01-08'],
    ]);
  });

  it('uses the chip categories, known authors and several paragraphs of content', () => {
    expect(blogCategories).toEqual(['All', 'Emergency Response', 'Mold Prevention', 'Insurance', 'Prevention']);
    const teamIds = new Set(team.map((member) => member.id));
    for (const article of articles) {
      expect(blogCategories).toContain(article.category);
      expect(teamIds.has(article.authorId)).toBe(true);
      expect(article.modifiedAt >= article.publishedAt).toBe(true);
      expect(article.image).toBe(`${article.slug}.jpg`);
      const paragraphs = article.content.filter((block) => block.type === 'paragraph');
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(articles.map((article) => article.category)).size).toBe(4);
  });
});

describe('team, gallery, about and contact', () => {
  it('has five staff: owner, office manager, two lead technicians and a certified technician', () => {
    expect(team).toHaveLength(5);
    const roles = team.map((member) => member.role);
    expect(roles.filter((role) => role.includes('Owner'))).toHaveLength(1);
    expect(roles.filter((role) => role.includes('Office Manager'))).toHaveLength(1);
    expect(roles.filter((role) => role.startsWith('Lead Technician'))).toHaveLength(2);
    expect(roles.filter((role) => role.startsWith('Certified'))).toHaveLength(1);
  });

  it('has sixteen distinct gallery images and shows four at first', () => {
    expect(galleryImages).toHaveLength(16);
    expect(galleryInitialCount).toBe(4);
    expect(new Set(galleryImages.map((image) => image.src)).size).toBe(16);
    expect(new Set(galleryImages.map((image) => image.alt)).size).toBe(16);
    for (const image of galleryImages) {
      expect(image.src).toMatch(/^gallery-\d{2}\.jpg$/);
      expect(image.alt.length).toBeGreaterThan(30);
    }
  });

  it('has four values, the three experience stats and three audience cards', () => {
    expect(aboutValues).toHaveLength(4);
    for (const value of aboutValues) expect(iconSet.has(value.icon)).toBe(true);
    expect(aboutStats.map((stat) => stat.value)).toEqual([business.yearsExperienceLabel, '100%', '24/7']);
    expect(audienceCards).toHaveLength(3);
  });

  it('lists sixteen distinct contact page areas, towns first, then every county the business serves', () => {
    // Bethlehem and Barrow County among them: the site has Bethlehem's pages and serves Barrow.
    expect(contactServiceAreas).toHaveLength(16);
    expect(new Set(contactServiceAreas).size).toBe(contactServiceAreas.length);
    const counties = contactServiceAreas.filter((area) => area.endsWith(' County'));
    expect([...counties].sort()).toEqual([...business.counties].sort());
    // Towns first, then counties.
    expect(contactServiceAreas.slice(-counties.length)).toEqual(counties);
  });

  it('lists the town of every city with its own pages among the contact page areas', () => {
    for (const city of cities) expect(contactServiceAreas).toContain(city.name);
  });

  it('lists the same areas in Spanish: towns as they are, counties in Spanish', () => {
    const spanish = contentFor('es').pages.contactServiceAreas;
    expect(spanish).toEqual(contactServiceAreas.map((area) => (area.endsWith(' County') ? capitalized(countyName(area)) : area)));
  });

  it('has the six navigation links, the four footer service links and the four networks', () => {
    expect(mainNav.map((link) => link.label)).toEqual(['Home', 'About', 'Services', 'Team', 'FAQ', 'Contact']);
    expect(footer.services.links).toEqual([
      { label: 'Water Restoration', href: '/services' },
      { label: 'Mold Inspection', href: '/services' },
      { label: 'Crawl Space Cleanup', href: '/services' },
      { label: 'Sewage Cleanup', href: '/services' },
    ]);
    expect(socialLinks.map((link) => link.label)).toEqual(['Facebook', 'LinkedIn', 'Instagram', 'YouTube']);
  });
});

describe('business facts', () => {
  const folders = ['site/content', 'site/routes'];
  const files = folders.flatMap((folder) =>
    readdirSync(new URL(`../../${folder}/`, import.meta.url))
      .filter((name) => /\.tsx?$/.test(name) && name !== 'business.ts')
      .map((name) => ({
        name: `${folder}/${name}`,
        text: readFileSync(new URL(`../../${folder}/${name}`, import.meta.url), 'utf8'),
      })),
  );
  const phoneDigits = business.phone.e164.slice(-7);

  it.each([
    ['the business name', business.name],
    ['the displayed phone number', business.phone.display],
    ['the phone digits', phoneDigits],
    ['the phone digits with a dash', `${phoneDigits.slice(0, 3)}-${phoneDigits.slice(3)}`],
    ['the email address', business.email],
    ['the office hours', business.hours.office],
    ['the years of experience', `${business.yearsExperienceLabel} years`],
    ['the founding year', String(business.foundedYear)],
    ['the on-site response time', business.responseClaims.onSite],
    ['the typical job length', business.responseClaims.typicalJob],
    ['the rating', business.rating.value.toFixed(1)],
  ])('never repeats %s outside business.ts', (_, literal) => {
    expect(files.length).toBeGreaterThan(5);
    const offenders = files.filter((file) => file.text.includes(literal)).map((file) => file.name);
    expect(offenders).toEqual([]);
  });
});

describe('Spanish copy', () => {
  const spanish = textLeaves(contentFor('es'));
  const years = Number.parseInt(business.yearsExperienceLabel, 10);

  it('says the years of experience in words inside sentences, not as a figure', () => {
    expect(spanish.length).toBeGreaterThan(500);
    expect(spanish.filter((text) => text.includes(`${business.yearsExperienceLabel} años`))).toEqual([]);
    expect(spanish.filter((text) => /\b[Mm]ás de \d+ años\b/.test(text)).length).toBeGreaterThanOrEqual(4);
    expect(spanish.some((text) => text.includes(`más de ${years} años`))).toBe(true);
  });

  it('says, as the English FAQ does, that the company works with all major insurers', () => {
    const index = faqs.findIndex((faq) => faq.answer.includes('all major insurers'));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(contentFor('es').faqs.faqs[index]?.answer).toContain('todas las principales aseguradoras');
  });

  it('gives the rating as stars in so many reviews, never as "5.0 de 50", which reads as a score out of 50', () => {
    const { summary } = contentFor('es').home.homePage.reviews;
    expect(summary).toBe(`${business.rating.value.toFixed(1)} estrellas en ${business.rating.count} reseñas`);
    expect(spanish.filter((text) => text.includes(summary)).length).toBeGreaterThanOrEqual(2);
    expect(spanish.filter((text) => /\d(?:[.,]\d)? de \d+ reseñas/.test(text))).toEqual([]);
  });
});
