// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { entryCollectionConfig, singletonsConfig } from '../../site/admin/collections';
import { readableKey } from '../../site/admin/schemaNode';
import { contentJsonText } from '../../site/admin/contentJson';
import { entryProblems, type EditedEntry } from '../../site/admin/entryProblems';
import { contentFiles } from '../../site/content/load/files';
import { articles, common, faqs, pages, type EntrySchema, type SingleEntry } from '../../site/content/schema/collections';
import { buildSitemap } from '../../site/seo/sitemap';
import { contentFolder, generated, team } from './adminConfigSupport';

describe('generating the editor configuration', () => {
  const entryOf = (schema: unknown, name = 'example'): SingleEntry => ({ name, label: 'Example', description: 'An example', schema: schema as EntrySchema });
  const singletons = (entry: SingleEntry) => singletonsConfig({ kind: 'singletons', folder: 'common', label: 'Common', description: 'Common', entries: { [entry.name]: entry } } as never, contentFolder, { team });

  it.each([
    ['a date', v.strictObject({ published: v.date() }), /published: a valibot date has no editor field yet/],
    ['a union inside a group', v.strictObject({ contact: v.strictObject({ by: v.union([v.string(), v.number()]) }) }), /contact\.by: a valibot union/],
    ['a list of lists', v.strictObject({ grid: v.array(v.array(v.number())) }), /grid\[\]: a list of lists has no editor field/],
    ['a number asking for a text box', v.strictObject({ count: v.pipe(v.number(), v.metadata({ widget: 'text' })) }), /count: metadata asks for the widget "text"; a number has only one/],
    ['a string asking for an unknown widget', v.strictObject({ body: v.pipe(v.string(), v.metadata({ widget: 'code' })) }), /body: metadata asks for the widget "code"; a string may use string, text, date, or markdown/],
  ])('refuses %s, naming the entry, its file and the field', (_case, schema, message) => {
    expect(() => singletons(entryOf(schema))).toThrow(message);
    expect(() => singletons(entryOf(schema))).toThrow(/^Example \(common\/\{lang\}\/example\.json\): /);
  });

  it('maps optional fields, titles, descriptions, text boxes, pick lists and lists of records', () => {
    const schema = v.strictObject({
      note: v.optional(v.pipe(v.string(), v.title('A note'), v.description('Shown under the field'), v.metadata({ widget: 'text' }))),
      size: v.picklist(['small', 'large']),
      shown: v.pipe(v.boolean(), v.metadata({ neutral: true })),
      people: v.pipe(v.array(v.strictObject({ personName: v.string(), age: v.pipe(v.number(), v.integer(), v.maxValue(120), v.metadata({ neutral: true })) })), v.maxLength(9)),
    });
    const [file] = singletons(entryOf(schema)).files;
    const placeholderPattern = [expect.any(String), expect.stringMatching(/^The site fills in only certain words/)];
    expect(file?.fields).toEqual([
      { name: 'note', label: 'A note', required: false, hint: 'Shown under the field', i18n: true, widget: 'text', use_emoji_autocomplete: false, pattern: placeholderPattern },
      { name: 'size', label: 'Size', required: true, i18n: true, widget: 'select', options: ['small', 'large'] },
      { name: 'shown', label: 'Shown', required: true, widget: 'boolean' },
      {
        name: 'people',
        label: 'People',
        required: true,
        i18n: true,
        widget: 'list',
        max: 9,
        fields: [
          { name: 'personName', label: 'Person name', required: true, i18n: true, widget: 'string', use_emoji_autocomplete: false, pattern: placeholderPattern },
          { name: 'age', label: 'Age', required: true, widget: 'number', value_type: 'int', max: 120 },
        ],
      },
    ]);
  });

  it('sorts a collection with an order by it, and the articles newest first', () => {
    expect(entryCollectionConfig(faqs, contentFolder, { team }).sortable_fields).toEqual({ fields: ['order'], default: { field: 'order', direction: 'ascending' } });
    expect(generated('articles').sortable_fields).toEqual({ fields: ['publishedAt'], default: { field: 'publishedAt', direction: 'descending' } });
  });

  it.each([
    ['yearsExperienceLabel', 'Years experience label'],
    ['youtubeId', 'Youtube id'],
    ['embedUrl', 'Embed url'],
    ['office', 'Office'],
    ['widget_id', 'Widget id'],
  ])('labels %s as %s', (key, label) => {
    expect(readableKey(key)).toBe(label);
  });
});

describe('the check before saving', () => {
  const published = (file: string) => JSON.parse(contentFiles().get(file) ?? '{}') as Record<string, unknown>;
  const business = (es: Record<string, unknown> | undefined): EditedEntry => ({
    folder: common.folder,
    format: 'json',
    name: 'business',
    schema: common.entries.business.schema as never,
    dataByLang: new Map([['en', published('common/en/business.json')], ['es', es]]),
  });
  const spanish = () => published('common/es/business.json') as { hours: object } & Record<string, unknown>;

  it('accepts the content as the repository has it', () => {
    expect(entryProblems(contentFiles(), business(spanish()))).toEqual([]);
  });

  it.each([
    ['an emptied field', (data: ReturnType<typeof spanish>) => ({ ...data, hours: { ...data.hours, office: ' ' } }), ['Español: Hours › Office: must not be empty']],
    ['a field removed', ({ shortDescription: _gone, ...data }: ReturnType<typeof spanish>) => data, ['Español: Short description: is missing']],
    ['an item of a list emptied', (data: ReturnType<typeof spanish>) => ({ ...data, paymentAccepted: ['Efectivo', ''] }), ['Español: Ways to pay › 2: must not be empty']],
    ['a language not written', () => undefined, ['Español: not written yet; every entry is written in every language']],
  ])('names the language and the field of %s as the editor labels them', (_case, edit, problems) => {
    expect(entryProblems(contentFiles(), business(edit(spanish())))).toEqual(problems);
  });

  it('refuses a placeholder that names no fact, and a list of another length than the default language’s, as the build would', () => {
    const question = (es: Record<string, unknown>): EditedEntry => ({
      folder: 'faqs',
      format: 'json',
      name: 'response-time',
      schema: faqs.schema as never,
      dataByLang: new Map([['en', published('faqs/en/response-time.json')], ['es', es]]),
    });
    expect(entryProblems(contentFiles(), question({ ...published('faqs/es/response-time.json'), answer: 'Llegamos en {enSitio}.' }))).toEqual([
      expect.stringMatching(/^Español: Answer: unknown placeholder \{enSitio\} \(a text may name the facts \{name\}, \{phone\}/),
    ]);
    const privacy = published('pages/es/privacy.json') as { sections: unknown[] };
    const shorter: EditedEntry = {
      folder: 'pages',
      format: 'json',
      name: 'privacy',
      schema: pages.entries.privacy.schema as never,
      dataByLang: new Map([['en', published('pages/en/privacy.json')], ['es', { ...privacy, sections: privacy.sections.slice(1) }]]),
    };
    const count = privacy.sections.length;
    expect(entryProblems(contentFiles(), shorter)).toEqual([`Español: Sections: must have ${count} items, as the default language has, in the same order (it has ${count - 1})`]);
  });

  it('checks a new entry against the others: an author who is nobody on the team', () => {
    const article: EditedEntry = {
      folder: 'articles',
      format: 'md',
      name: 'new-entry',
      schema: articles.schema as never,
      dataByLang: new Map([
        ['en', { title: 'T', slug: 'new-entry', description: 'D', imageAlt: 'A', tags: ['t'], category: 'Insurance', publishedAt: '2026-01-02', modifiedAt: '2026-01-02', authorId: 'nobody', readTime: 3, image: 'insurance-claims-water-damage-guide.jpg', body: 'Text.' }],
        ['es', { title: 'T', slug: 'nueva', description: 'D', imageAlt: 'A', tags: ['t'], body: 'Texto.' }],
      ]),
    };
    expect(entryProblems(contentFiles(), article)).toEqual(['English: Author: "nobody" is nobody on the team (team/en/)']);
  });
});

describe('the content file format', () => {
  const schema = v.strictObject({ list: v.array(v.string()), hours: v.strictObject({ office: v.string(), note: v.optional(v.string()) }) });

  it('is two-space JSON ending in a newline', () => {
    expect(contentJsonText({ list: ['a', 'b'], hours: { office: 'lunes a sábado' } }, schema as never)).toBe(
      '{\n  "list": [\n    "a",\n    "b"\n  ],\n  "hours": {\n    "office": "lunes a sábado"\n  }\n}\n',
    );
  });

  it("keeps keys in the schema's order, however the entry was built, so one edit is one changed line", () => {
    const written = JSON.parse(contentJsonText({ hours: { note: 'n', office: 'o', extra: 1 }, list: ['a'] }, schema as never)) as { hours: object };
    expect(Object.keys(written)).toEqual(['list', 'hours']);
    expect(Object.keys(written.hours)).toEqual(['office', 'note', 'extra']);
  });
});

describe('the sitemap', () => {
  it('does not list the editor', () => {
    expect(buildSitemap()).not.toMatch(/\/admin/);
  });
});
