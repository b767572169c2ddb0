// @vitest-environment node
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { business } from '../../site/content/business';
import { texts } from '../../site/content/schema/texts';
import { contentProblems, contentRoot } from '../../site/content/schema/validate';
import { servicesIn, serviceSummariesIn } from '../../site/content/serviceCatalog';
import { languages } from '../../site/i18n/lang';
import { copyOfContent } from '../contentCopy';

interface Words {
  services: { id: string; processSteps: { id: string }[]; faqs: { id: string; answer: string }[] }[];
}
interface Records {
  services: { id: string; cityServiceSlug: string; icon: string }[];
}

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the content, `edit` applied to one of its data files. */
function contentWith<Data>(file: string, edit: (data: Data) => unknown): string {
  const root = copyOfContent('services-');
  copies.push(path.dirname(root));
  const target = path.join(root, file);
  writeFileSync(target, JSON.stringify(edit(JSON.parse(readFileSync(target, 'utf8')) as Data)));
  return root;
}

describe('services content files', () => {
  it('want each of the four service pages, and each city page service, once', () => {
    const dropped = contentWith<Records>('data/services.json', ({ services }) => ({ services: services.slice(0, -1) }));
    expect(contentProblems(dropped)).toContain(
      'data/services.json: services: must list each service page once: water-restoration, mold-inspection, crawl-space-cleanup, sewage-cleanup',
    );
    const swapped = contentWith<Records>('data/services.json', ({ services }) => ({
      services: services.map((service, index) => (index === 1 ? { ...service, cityServiceSlug: 'sewage-cleanup' } : service)),
    }));
    expect(contentProblems(swapped)).toEqual([
      'data/services.json: services: must give each service of the city pages to one service: water-damage-restoration, mold-inspection, crawl-space-cleanup, sewage-cleanup',
    ]);
    const unknownIcon = contentWith<Records>('data/services.json', ({ services }) => ({ services: services.map((service) => ({ ...service, icon: 'Droplet' })) }));
    expect(contentProblems(unknownIcon)[0]).toMatch(/^data\/services\.json: services\.0\.icon: must be one of the icons of the design system: Droplets, Wind/);
  });

  it("hold a language's steps and questions to English's, and its services to the records'", () => {
    const stepMissing = contentWith<Words>('words/es/services.json', ({ services }) => ({
      services: services.map((service, index) => (index === 0 ? { ...service, processSteps: service.processSteps.slice(0, -1) } : service)),
    }));
    expect(contentProblems(stepMissing)).toEqual([
      'words/es/services.json: services.0.processSteps: must have the same records as words/en/services.json, in the same order; missing "repairs"',
    ]);
    const serviceMissing = contentWith<Words>('words/es/services.json', ({ services }) => ({ services: services.slice(1) }));
    // The lists inside each service are then compared with the next service's: the first problem is the one to fix.
    expect(contentProblems(serviceMissing)[0]).toBe(
      'words/es/services.json: services: must have the same records as data/services.json, in the same order; missing "water-restoration"',
    );
    const misnamed = contentWith<Words>('words/en/services.json', ({ services }) => ({
      services: services.map((service, index) => (index === 3 ? { ...service, faqs: service.faqs.map((faq) => ({ ...faq, answer: `${faq.answer} Call {telephone}.` })) } : service)),
    }));
    expect(contentProblems(misnamed)[0]).toMatch(/^words\/en\/services\.json: services\.3\.faqs\.0\.answer: unknown placeholder \{telephone\}/);
  });

  it('give every language the same slugs, icons and pictures, from the one record', () => {
    const records = (JSON.parse(readFileSync(path.join(contentRoot, 'data/services.json'), 'utf8')) as Records).services;
    for (const lang of languages) {
      const services = servicesIn(lang);
      expect(services.map((service) => [service.slug, service.cityServiceSlug, service.icon])).toEqual(
        records.map((record) => [record.id, record.cityServiceSlug, record.icon]),
      );
      expect(serviceSummariesIn(lang).map((summary) => summary.meta.image)).toEqual(services.map((service) => service.meta.image));
      for (const service of services) expect(service.processSteps.map((step) => step.step)).toEqual(service.processSteps.map((_step, index) => index + 1));
    }
  });

  it('fill every fact in, in its language', () => {
    for (const lang of languages) {
      for (const [at, text] of texts(servicesIn(lang))) expect(text, `${lang}: ${at.join('.')}`).not.toMatch(/[{}]/);
    }
    const [water] = servicesIn('es');
    expect(water.longDescription[0]).toContain(`llega en ${business.es.responseClaims.onSite}`);
    expect(water.meta.keywords.at(-1)).toBe(`${business.homeTown.locality} ${business.homeTown.region}`);
  });
});
