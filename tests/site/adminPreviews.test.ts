// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineCssImports } from '../../site/admin/inlineCss';
import { fillFactsForPreview, placeholderPhotoUrl, previewFaq, previewGalleryPhoto, previewLang, previewTeamMember, withSharedFields } from '../../site/admin/previews/previewData';
import { textFactsIn } from '../../site/content/facts/textFacts';

const textFacts = { en: textFactsIn('en'), es: textFactsIn('es') };

describe('the previews’ data', () => {
  it.each([
    ['es', 'es'],
    ['en', 'en'],
    [undefined, 'en'],
    ['fr', 'en'],
  ] as const)('previews locale %s in %s', (locale, lang) => {
    expect(previewLang(locale)).toBe(lang);
  });

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

  it('previews a translation with the fields every language shares, from the default language’s published entry', () => {
    expect(withSharedFields({ alt: 'Una sala' }, 'gallery', 'gallery-01', 'es')).toMatchObject({ order: 1, image: 'gallery-01.jpg', alt: 'Una sala' });
    expect(withSharedFields({ alt: 'New' }, 'gallery', 'not-published-yet', 'es')).toEqual({ alt: 'New' });
    expect(withSharedFields({ alt: 'A room' }, 'gallery', 'gallery-01', 'en')).toEqual({ alt: 'A room' });
  });

  it('draws a missing photo as a box of its size naming the file, escaped', () => {
    const url = placeholderPhotoUrl('a<b>&.jpg', 1200, 800);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('width="1200" height="800"');
    expect(svg).toContain('a&#60;b&#62;&#38;.jpg: not in the editor');
    expect(svg).not.toContain('a<b>');
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
