// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineCssImports } from '../../site/admin/inlineCss';
import { fillFactsForPreview, placeholderPhotoUrl, previewFaqs, previewGallery, previewLang, previewTeam } from '../../site/admin/previews/previewData';
import { textFacts } from '../../site/content/textFacts';

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

  it('gives the FAQ items with their facts filled, tolerating fields not typed yet', () => {
    const words = { items: [{ id: 'a', question: 'How fast?', answer: 'Within {onSite}.' }, { id: 'b' }, 'not an item'] };
    expect(previewFaqs(words, 'en')).toEqual([
      { question: 'How fast?', answer: `Within ${textFacts.en.onSite}.` },
      { question: '', answer: '' },
    ]);
    expect(previewFaqs(undefined, 'en')).toEqual([]);
  });

  it('joins the gallery’s photos to their descriptions by id, in the records’ order', () => {
    const record = { photos: [{ id: 'b', image: 'b.jpg', width: 1200, height: 800 }, { id: 'a', image: 'a.jpg' }] };
    const words = { photos: [{ id: 'a', alt: 'A kitchen' }] };
    expect(previewGallery(record, words)).toEqual([
      { id: 'b', image: 'b.jpg', width: 1200, height: 800, alt: '' },
      { id: 'a', image: 'a.jpg', width: 4, height: 3, alt: 'A kitchen' },
    ]);
  });

  it('joins the team’s people to their roles and stories, filling facts where the site does', () => {
    const record = { members: [{ id: 'k', name: 'Karen', image: 'k.jpg' }, { id: 'n', name: 'New' }], future: { image: 'family.jpg' } };
    const words = {
      members: [{ id: 'k', role: 'Owner {name}', description: 'Since {foundedYear}.' }],
      future: { heading: 'Next', paragraphs: ['In {town}.', 7], imageAlt: 'The family' },
    };
    expect(previewTeam(record, words, 'en')).toEqual({
      members: [
        // The site fills facts in the story, not in the role (site/content/teamMembers.ts).
        { id: 'k', name: 'Karen', role: 'Owner {name}', image: 'k.jpg', description: `Since ${textFacts.en.foundedYear}.` },
        { id: 'n', name: 'New', role: '', image: '', description: '' },
      ],
      future: { heading: 'Next', paragraphs: [`In ${textFacts.en.town}.`, ''], image: 'family.jpg', imageAlt: 'The family' },
    });
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
