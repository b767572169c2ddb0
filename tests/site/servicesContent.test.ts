// @vitest-environment node
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { businessFactsIn, business } from '../../site/content/facts/business';
import { contentProblems } from '../../site/content/schema/validate';
import { services as serviceCollection } from '../../site/content/schema/collections';
import { contentFor, entriesIn } from '../../site/content/siteContent';
import { defaultLang, languages } from '../../site/i18n/lang';
import { contentWithJson } from '../contentCopy';

type Data = Record<string, unknown>;

describe('a service', () => {
  it('is one entry, its English address its file\'s name and its own address in each other language', () => {
    expect(contentProblems(contentWithJson('services/en/mold-inspection.json', (data) => ({ ...data, slug: 'mold-testing' })))).toEqual([
      'services/en/mold-inspection.json: slug: "mold-testing" must be the file\'s name',
    ]);
    expect(contentProblems(contentWithJson('services/es/sewage-cleanup.json', (data) => ({ ...data, slug: 'inspeccion-de-moho' })))).toEqual([
      'services/es/sewage-cleanup.json: slug: "inspeccion-de-moho" is already the address of services/es/mold-inspection.json',
    ]);
    expect(contentProblems(contentWithJson('services/es/sewage-cleanup.json', (data) => ({ ...data, slug: 'Limpieza de aguas negras' }))).join('\n')).toContain(
      'services/es/sewage-cleanup.json: slug: must be lowercase words without accents joined by hyphens',
    );
  });

  it('has a page in each city when it says it has city pages, and none when it says it has not', () => {
    const root = contentWithJson('services/en/mold-inspection.json', (data) => data);
    for (const lang of languages) rmSync(path.join(root, `cityPages/${lang}/mold-inspection-monroe.json`));
    expect(contentProblems(root)).toEqual(['cityPages/en/mold-inspection-monroe.json: is missing: services/en/mold-inspection.json has a page in each city']);
    const withoutCityPages = contentWithJson('services/en/mold-inspection.json', (data) => ({ ...data, cityPages: false, citySlug: undefined }));
    expect(contentProblems(withoutCityPages)).toEqual([
      'services/es/mold-inspection.json: citySlug: the service has no city pages (cityPages is false)',
      ...['bethlehem', 'grayson', 'lawrenceville', 'loganville', 'monroe', 'snellville'].map(
        (city) => `cityPages/en/mold-inspection-${city}.json: must be named for a core service and a city, e.g. sewage-cleanup-monroe`,
      ),
    ]);
    const addressMissing = contentWithJson('services/es/sewage-cleanup.json', (data) => ({ ...data, citySlug: undefined }));
    expect(contentProblems(addressMissing)).toEqual(['services/es/sewage-cleanup.json: citySlug: is missing: the service has city pages, whose addresses begin with it']);
  });

  it('has the same icon, picture and related article in every language, and its steps and questions as many', () => {
    const icon = contentWithJson('services/en/water-restoration.json', (data) => ({ ...data, icon: 'Droplet' }));
    expect(contentProblems(icon)[0]).toMatch(/^services\/en\/water-restoration\.json: icon: must be one of the icons of the design system: Droplets, Wind/);
    const stepMissing = contentWithJson('services/es/water-restoration.json', (data) => ({ ...data, processSteps: (data.processSteps as unknown[]).slice(0, -1) }));
    expect(contentProblems(stepMissing)).toEqual(['services/es/water-restoration.json: processSteps: must have 5 items, as the default language has, in the same order (it has 4)']);
    const unknownArticle = contentWithJson('services/en/mold-inspection.json', (data) => ({ ...data, relatedArticle: 'no-such-article' }));
    expect(contentProblems(unknownArticle)).toEqual(['services/en/mold-inspection.json: relatedArticle: "no-such-article" is no article (articles/en/)']);
    const misnamed = contentWithJson('services/en/sewage-cleanup.json', (data) => ({ ...data, faqs: (data.faqs as Data[]).map((faq) => ({ ...faq, answer: `${String(faq.answer)} Call {telephone}.` })) }));
    expect(contentProblems(misnamed)[0]).toMatch(/^services\/en\/sewage-cleanup\.json: faqs\.0\.answer: unknown placeholder \{telephone\}/);
  });

  it('gives every language the same slugs, icons and pictures, and numbers the steps by their place', () => {
    const records = entriesIn(serviceCollection, defaultLang);
    for (const lang of languages) {
      const { services } = contentFor(lang).services;
      expect(services.map((service) => [service.slug, service.cityServiceSlug, service.icon, service.meta.image])).toEqual(
        records.map((record) => [record.id, record.citySlug, record.icon, record.image]),
      );
      for (const service of services) expect(service.processSteps.map((step) => step.step)).toEqual(service.processSteps.map((_step, index) => index + 1));
    }
  });

  it('has every fact filled in, in its language', () => {
    for (const lang of languages) expect(JSON.stringify(contentFor(lang).services.services), lang).not.toMatch(/\{[a-zA-Z]+\}/);
    const [water] = contentFor('es').services.services;
    expect(water.longDescription[0]).toContain(`llega en ${businessFactsIn('es').responseClaims.onSite}`);
    expect(water.meta.keywords.at(-1)).toBe(`${business.homeTown.locality} ${business.homeTown.region}`);
  });
});
