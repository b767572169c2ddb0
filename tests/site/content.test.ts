// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articlesOf, blogCategories } from '../../site/content/blog';
import { contentFor, interfaceWordsIn } from '../../site/content/siteContent';
import { business } from '../../site/content/facts/business';
import { iconNames } from '../../site/content/types';

const { cities } = contentFor('en').cities;
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
