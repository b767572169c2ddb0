// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineCssImports } from '../../site/admin/inlineCss';
import { fillFactsForPreview, placeholderPhotoUrl, previewFaq, previewGalleryPhoto, previewTeamMember, withSharedFields } from '../../site/admin/previews/previewData';
import { previewedLang, previewInput, type ImmutableLike } from '../../site/admin/previews/previewEntry';
import { textFactsIn } from '../../site/content/facts/textFacts';

const textFacts = { en: textFactsIn('en'), es: textFactsIn('es') };

describe('the previews’ data', () => {
  it.each([
    ['a known fact, in English', 'On site within {onSite}.', 'en', `On site within ${textFacts.en.onSite}.`],
    ['a known fact, in Spanish', 'En {onSite}.', 'es', `En ${textFacts.es.onSite}.`],
    ['a name that is no fact', 'Call {phone} or {fax}.', 'en', 'Call {phone} or {fax}.'],
    ['a half-typed placeholder', 'Within {onSi', 'en', 'Within {onSi'],
    ['no placeholder', 'Plain words.', 'es', 'Plain words.'],
  ] as const)('fills %s, or shows the text as written', (_case, text, lang, expected) => {
    expect(fillFactsForPreview(text, lang)).toBe(expected);
  });

  it('gives a question with its facts filled, tolerating fields not typed yet', () => {
    expect(previewFaq({ question: 'How fast?', answer: 'Within {onSite}.' }, 'en')).toEqual({ question: 'How fast?', answer: `Within ${textFacts.en.onSite}.` });
    expect(previewFaq({ order: 3 }, 'es')).toEqual({ question: '', answer: '' });
    expect(previewFaq(undefined, 'en')).toEqual({ question: '', answer: '' });
  });

  it('gives a work photo its file and description', () => {
    expect(previewGalleryPhoto({ order: 1, image: 'b.jpg', alt: 'A kitchen' })).toEqual({ image: 'b.jpg', alt: 'A kitchen' });
    expect(previewGalleryPhoto({ alt: 'Una cocina' })).toEqual({ image: '', alt: 'Una cocina' });
  });

  it('gives a person their name, role and story, facts filled in the story', () => {
    expect(previewTeamMember({ name: 'Karen', role: 'Owner', image: 'k.jpg', description: 'Since {foundedYear}.' }, 'karen', 'en')).toEqual({
      id: 'karen',
      name: 'Karen',
      role: 'Owner',
      image: 'k.jpg',
      description: `Since ${textFacts.en.foundedYear}.`,
    });
  });

  it('previews a translation with the fields every language shares, as the default language’s column has them', () => {
    expect(withSharedFields('gallery', { alt: 'Una sala' }, { order: 1, image: 'gallery-01.jpg', alt: 'A room' })).toEqual({ order: 1, image: 'gallery-01.jpg', alt: 'Una sala' });
    // A collection of singletons, or one the content does not have: the language's own words only.
    expect(withSharedFields('common', { a: 'b' }, { c: 'd' })).toEqual({ a: 'b' });
    expect(withSharedFields('unknown', { a: 'b' }, { c: 'd' })).toEqual({ a: 'b' });
  });

  it('draws a missing photo as a box of its size naming the file, escaped', () => {
    const url = placeholderPhotoUrl('a<b>&.jpg', 1200, 800);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('width="1200" height="800"');
    expect(svg).toContain('a&#60;b&#62;&#38;.jpg: loading');
    expect(svg).not.toContain('a<b>');
  });
});

/** An entry as Sveltia hands it to a preview: an Immutable map, read here through `get`, `getIn` and `toJS`. */
function sveltiaEntry(plain: Record<string, unknown>): ImmutableLike {
  const wrap = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value) ? { get: (key: string) => wrap((value as Record<string, unknown>)[key]), toJS: () => value } : value;
  return {
    get: (key) => wrap(plain[key]),
    getIn: (path) => path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), plain),
    toJS: () => plain,
  };
}

describe('the previewed entry, as Sveltia hands it', () => {
  const english = { order: 1, image: 'gallery-01.jpg', alt: 'A room' };

  it('previews the language Sveltia leaves out of `i18n`', () => {
    expect(previewedLang(sveltiaEntry({ data: english, i18n: { es: { data: { alt: 'Una sala' } } } }))).toBe('en');
    expect(previewedLang(sveltiaEntry({ data: { alt: 'Una sala' }, i18n: { en: { data: english } } }))).toBe('es');
  });

  it('gives the default language its own data, and another language its words with the shared fields', () => {
    const join = (collection: string, own: Record<string, unknown>, shared: Record<string, unknown>) => ({ collection, ...shared, ...own });
    expect(previewInput({ entry: sveltiaEntry({ collection: 'gallery', slug: 'gallery-01', data: english, i18n: { es: { data: { alt: 'Una sala' } } } }), getAsset: () => undefined }, join)).toEqual({
      collection: 'gallery',
      lang: 'en',
      id: 'gallery-01',
      data: english,
    });
    expect(previewInput({ entry: sveltiaEntry({ collection: 'gallery', slug: 'gallery-01', data: { alt: 'Una sala' }, i18n: { en: { data: english } } }), getAsset: () => undefined }, join)).toEqual({
      collection: 'gallery',
      lang: 'es',
      id: 'gallery-01',
      data: { collection: 'gallery', order: 1, image: 'gallery-01.jpg', alt: 'Una sala' },
    });
  });
});

describe('the site’s styles for the previews', () => {
  const collector = '/repo/site/admin/previews/previewCss.ts';

  it('turns each stylesheet a style module imports into text handed to the collector', () => {
    const compiled = [
      "import '/repo/design-system/theme/vars.css.ts.vanilla.css';",
      "import '/repo/design-system/components/Accordion/Accordion.css.ts.vanilla.css';",
      'import { vars } from "./vars.css.ts";',
      'export var accordion = "Accordion_accordion__x1";',
    ].join('\n');
    expect(inlineCssImports(compiled, collector)).toBe(
      [
        `import { addPreviewCss as __addPreviewCss } from "${collector}";`,
        "import __previewCss0 from '/repo/design-system/theme/vars.css.ts.vanilla.css?inline';",
        '__addPreviewCss("/repo/design-system/theme/vars.css.ts.vanilla.css", __previewCss0);',
        "import __previewCss1 from '/repo/design-system/components/Accordion/Accordion.css.ts.vanilla.css?inline';",
        '__addPreviewCss("/repo/design-system/components/Accordion/Accordion.css.ts.vanilla.css", __previewCss1);',
        'import { vars } from "./vars.css.ts";',
        'export var accordion = "Accordion_accordion__x1";',
      ].join('\n'),
    );
  });

  it('leaves a module without stylesheets as it is', () => {
    const code = 'import { vars } from "./vars.css.ts";\nexport var a = "x";';
    expect(inlineCssImports(code, collector)).toBe(code);
  });
});
