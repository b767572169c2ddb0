// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentFor } from '../../site/content/siteContent';
import { business } from '../../site/content/facts/business';
import { textLeaves } from './textLeaves';

const { faqs } = contentFor('en').faqs;

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
