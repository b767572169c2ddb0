// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cityServiceSlugs, serviceSlugs, staticPaths } from '../../site/content/es/slugs';
import { defaultLang, type Lang } from '../../site/i18n/lang';
import { es, localPath } from '../../site/i18n/paths';

describe('localPath', () => {
  it('keeps the path in the default language', () => {
    expect(localPath(defaultLang, '/contact#contact-form')).toBe('/contact#contact-form');
  });

  it.each([
    ['/', staticPaths['/']],
    ['/contact', '/es/contacto'],
    ['/contact#contact-form', '/es/contacto#contact-form'],
    ['/mold-inspection', `/es/${serviceSlugs['mold-inspection']}`],
    ['/sewage-cleanup-monroe-ga', `/es/${cityServiceSlugs['sewage-cleanup']}-monroe-ga`],
    ['/blog/insurance-claims-water-damage-guide', '/es/blog/danos-por-agua-guia-de-reclamos-al-seguro'],
  ])('finds the Spanish twin of %s from the Spanish slugs', (path, spanish) => {
    expect(localPath('es', path)).toBe(spanish);
    expect(es(path)).toBe(spanish);
  });

  it('throws naming the language and the file for a path with no twin', () => {
    expect(() => localPath('es', '/no-such-page')).toThrow("No 'es' page for /no-such-page: add its slug to site/content/es/slugs.ts.");
  });

  it('throws naming a language that has no addresses, instead of giving another language its paths', () => {
    // A language added to the list before its slugs were written.
    const added = 'fr' as Lang;
    expect(() => localPath(added, '/contact')).toThrow("No addresses for the language 'fr'");
  });
});
