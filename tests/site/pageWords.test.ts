// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { business } from '../../site/content/facts/business';
import { common } from '../../site/content/schema/collections';
import { contentFor, interfaceWordsIn, pageIn, singleIn } from '../../site/content/siteContent';
import { defaultLang, languages } from '../../site/i18n/lang';
import { localPath } from '../../site/i18n/paths';
import { findRoute } from '../../site/routes/routeTable';

const homeRecord = pageIn('home', defaultLang);
const navigationRecord = singleIn(common, common.entries.navigation, defaultLang);
const records = [
  ['pages/en/home.json services.items', homeRecord.services.items],
  ['common/en/navigation.json mainNav', navigationRecord.mainNav],
  ['common/en/navigation.json footer.links', navigationRecord.footer.links],
] as const;

describe('the home page, navigation and fixed pages as data', () => {
  // The schema checks an address's form only: a typo like /contacts would still be a dead link in English.
  it.each(records)('link %s to pages the site has, in every language', (_file, items) => {
    for (const { link } of items) {
      for (const lang of languages) expect(findRoute(localPath(lang, link)), `${link} in ${lang}`).toBeDefined();
    }
  });

  it('lead each card and menu label to its own page in each language', () => {
    for (const lang of languages) {
      const { home, navigation } = contentFor(lang);
      expect(home.homeServices.map((service) => service.href)).toEqual(homeRecord.services.items.map(({ link }) => localPath(lang, link)));
      expect(navigation.mainNav.map((item) => item.href)).toEqual(navigationRecord.mainNav.map(({ link }) => localPath(lang, link)));
    }
    expect(contentFor('es').navigation.mainNav.map((item) => item.label)).toEqual(['Inicio', 'Nosotros', 'Servicios', 'Equipo', 'Preguntas frecuentes', 'Contacto']);
  });

  it('list only counties the business serves, and write them in Spanish the way its interface words name a county', () => {
    const counties = pageIn('contact', defaultLang).serviceAreas.filter((place) => place.endsWith(' County'));
    expect(counties.length).toBeGreaterThan(0);
    for (const county of counties) expect(business.counties).toContain(county);
    const spanish = contentFor('es').pages.contactServiceAreas;
    const countyName = (english: string) => interfaceWordsIn('es').facts.county(english.replace(/ County$/, ''));
    for (const county of counties) expect(spanish).toContain(`C${countyName(county).slice(1)}`);
    expect(spanish).not.toContain(counties[0]);
  });

  it('fill every fact: no page copy keeps a {placeholder}', () => {
    for (const lang of languages) {
      // The form errors' {max} and {count}, and the photos' {name} and {size}, are filled by the form itself, as it reports.
      const { home, navigation, pages: { formErrorMessages: _filledByTheForm, photoMessages: _filledWithThePhotos, ...pages } } = contentFor(lang);
      const text = JSON.stringify([home, navigation, pages]);
      expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(text).toContain(business.phone.display);
    }
  });
});
