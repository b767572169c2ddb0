// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { services } from '../../site/content/schema/collections';
import { entriesIn } from '../../site/content/siteContent';
import { defaultLang } from '../../site/i18n/lang';
import { localPath } from '../../site/i18n/paths';

const spanishService = (id: string) => entriesIn(services, 'es').find((service) => service.id === id);

describe('localPath', () => {
  it('keeps the path in the default language', () => {
    expect(localPath(defaultLang, '/contact#contact-form')).toBe('/contact#contact-form');
  });

  it.each([
    ['/', '/es'],
    ['/contact', '/es/contacto'],
    ['/contact#contact-form', '/es/contacto#contact-form'],
    ['/mold-inspection', `/es/${spanishService('mold-inspection')?.slug}`],
    ['/sewage-cleanup-monroe-ga', `/es/${spanishService('sewage-cleanup')?.citySlug}-monroe-ga`],
    ['/blog/insurance-claims-water-damage-guide', '/es/blog/danos-por-agua-guia-de-reclamos-al-seguro'],
  ])('finds the Spanish twin of %s from the Spanish entries\' addresses', (path, spanish) => {
    expect(localPath('es', path)).toBe(spanish);
  });

  it('throws naming the language for a path with no twin', () => {
    expect(() => localPath('es', '/no-such-page')).toThrow("No 'es' page for /no-such-page: give its entry an address (slug) in site/content/*/es/.");
  });
});
