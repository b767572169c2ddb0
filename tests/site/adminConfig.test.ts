// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CmsCollection, CmsField } from 'decap-cms-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminCollectionName, adminConfig, decapLocalePath, entryCollectionConfig, readableKey, singletonConfig } from '../../site/admin/config';
import { contentJsonFormatFor } from '../../site/admin/contentJson';
import { entryProblems, type EditedEntry } from '../../site/admin/entryProblems';
import { contentFiles } from '../../site/content/load/files';
import { languageMetadata, type SchemaNode as JoinNode } from '../../site/content/load/join';
import { articles, common, contentCollections, faqs, pages, type ContentCollection, type EntryCollection, type EntrySchema, type SingleEntry } from '../../site/content/schema/collections';
import { contentRoot } from '../../site/content/schema/validate';
import { defaultLang, languages, type Lang } from '../../site/i18n/lang';
import { buildSitemap } from '../../site/seo/sitemap';

const contentFolder = 'site/content';
const langs = { locales: languages, defaultLocale: defaultLang };
const config = adminConfig({
  collections: contentCollections,
  contentFolder,
  languages: langs,
  backend: { name: 'github', repo: 'owner/site', branch: 'main', base_url: 'https://example.test' },
  mediaFolder: 'site/assets/uploads',
});

/** Valibot schemas as the test reads them: by kind, and the parts each kind has. */
type Node = v.GenericSchema & {
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  options?: readonly unknown[];
  pipe?: readonly { kind: string; type: string; requirement?: unknown }[];
};

const optional = (schema: Node) => ['optional', 'exact_optional', 'nullish'].includes(schema.type);
const inner = (schema: Node): Node => (optional(schema) && schema.wrapped ? inner(schema.wrapped) : schema);
const isNeutral = (schema: Node) => Boolean(languageMetadata(schema as JoinNode).neutral);
const loose = (field: CmsField) => field as CmsField & Record<string, unknown>;

/** The editor's entries of the content: each singleton it shows, and each collection of entries. */
interface Edited {
  name: string;
  label: string;
  folder: string;
  files: string[];
  schema: EntrySchema;
  collection: ContentCollection;
  entry?: SingleEntry;
}
const edited = contentCollections.flatMap((collection: ContentCollection): Edited[] =>
  collection.kind === 'singletons'
    ? Object.values<SingleEntry>(collection.entries)
        .filter((entry) => entry.inEditor !== false)
        .map((entry) => ({ name: adminCollectionName(collection, entry), label: entry.label, folder: collection.folder, files: [entry.name], schema: entry.schema, collection, entry }))
    : [
        {
          name: adminCollectionName(collection),
          label: collection.label,
          folder: collection.folder,
          files: [...contentFiles().keys()].filter((file) => file.startsWith(`${collection.folder}/${defaultLang}/`)).map((file) => path.basename(file).replace(/\.(json|md)$/, '')),
          schema: collection.schema,
          collection,
        },
      ],
);

/**
 * Every field against its schema, independently of how config.ts gets there: required unless
 * optional, the widget the kind of value calls for, a select's options, the same fields in the same
 * order, and translated unless the schema marks it as shared by every language. Returns the paths it checked.
 */
function expectFieldsMatch(fields: readonly CmsField[] | undefined, schema: Node, at: string, translated: boolean): string[] {
  expect(schema.type, at).toBe('strict_object');
  const entries = Object.entries(schema.entries ?? {});
  expect((fields ?? []).map((field) => field.name), at).toEqual(entries.map(([key]) => key));
  return entries.flatMap(([key, entrySchema], index) => expectFieldMatches(fields?.[index], key, entrySchema, at ? `${at}.${key}` : key, translated && !isNeutral(entrySchema)));
}

function expectFieldMatches(field: CmsField | undefined, key: string, schema: Node, at: string, translated: boolean): string[] {
  if (!field) throw new Error(`${at}: no field`);
  const value = inner(schema);
  const f = loose(field);
  expect(f.name, at).toBe(key);
  expect(f.required, `${at}: required`).toBe(!optional(schema));
  expect(f.label, `${at}: label`).toBe(v.getTitle(value) ?? readableKey(key));
  expect(f.i18n, `${at}: translated`).toBe(translated ? true : undefined);
  switch (value.type) {
    case 'string': {
      const { widget } = v.getMetadata(value) as { widget?: string };
      expect(f.widget, at).toBe(widget === 'text' || widget === 'image' || widget === 'markdown' ? widget : widget === 'date' ? 'datetime' : 'string');
      return [at];
    }
    case 'number':
      expect(f.widget, at).toBe('number');
      return [at];
    case 'boolean':
      expect(f.widget, at).toBe('boolean');
      return [at];
    case 'picklist':
      expect(f.widget, at).toBe('select');
      expect(f.options, at).toEqual(value.options);
      return [at];
    case 'strict_object':
      expect(f.widget, at).toBe('object');
      return [at, ...expectFieldsMatch(f.fields as CmsField[], value, at, translated)];
    case 'array': {
      expect(f.widget, at).toBe('list');
      const item = value.item as Node;
      if (inner(item).type === 'strict_object') {
        expect(f.field, at).toBeUndefined();
        return [at, ...expectFieldsMatch(f.fields as CmsField[], inner(item), `${at}[]`, translated)];
      }
      expect(f.fields, at).toBeUndefined();
      return [at, ...expectFieldMatches(f.field as CmsField, 'item', item, `${at}[]`, translated)];
    }
    default:
      throw new Error(`${at}: the test does not know a valibot ${value.type}`);
  }
}

const generated = (name: string): CmsCollection => {
  const collection = config.collections.find((candidate) => candidate.name === name);
  if (!collection) throw new Error(`no collection ${name}`);
  return collection;
};
const fieldsOf = (collection: CmsCollection) => collection.fields ?? collection.files?.[0]?.fields ?? [];

/** The generated field at a dotted path (`hours.office`, `items[].answer`). */
function fieldAt(collection: CmsCollection, dotted: string): CmsField & Record<string, unknown> {
  let fields = fieldsOf(collection);
  let found: CmsField | undefined;
  for (const part of dotted.split('.')) {
    const [name, list] = part.endsWith('[]') ? [part.slice(0, -2), true] : [part, false];
    found = fields.find((field) => field.name === name);
    if (!found) throw new Error(`no field ${dotted}`);
    fields = (loose(found).fields as CmsField[] | undefined) ?? [];
    if (list && loose(found).field) fields = [loose(found).field as CmsField];
  }
  return loose(found as CmsField);
}

describe('the editor configuration', () => {
  it('fetches no config.yml, publishes straight to the branch, and shows every language side by side', () => {
    expect(config.load_config_file).toBe(false);
    expect(config.publish_mode).toBe('simple');
    expect(config.local_backend).toBeUndefined();
    expect(config.backend).toEqual({ name: 'github', repo: 'owner/site', branch: 'main', base_url: 'https://example.test' });
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: [...languages], default_locale: defaultLang });
  });

  it('uses decap-server when given its address (npm run admin)', () => {
    const local = adminConfig({ collections: [], contentFolder, languages: langs, backend: config.backend, mediaFolder: 'x', localBackend: 'http://127.0.0.1:4180/api/v1' });
    expect(local.local_backend).toEqual({ url: 'http://127.0.0.1:4180/api/v1' });
  });

  it('shows the preview pane only for the collections named as previewed', () => {
    expect(config.collections.every((collection) => collection.editor?.preview === false)).toBe(true);
    const previewed = adminConfig({ collections: contentCollections, contentFolder, languages: langs, backend: config.backend, mediaFolder: 'x', previewed: ['faqs', 'team'] });
    expect(previewed.collections.filter((collection) => collection.editor?.preview === true).map((collection) => collection.name)).toEqual(['faqs', 'team']);
  });

  it('has one collection for each singleton the office edits and each collection of entries, the interface words left to developers', () => {
    expect(config.collections.map((collection) => collection.name)).toEqual(edited.map((entry) => entry.name));
    expect(new Set(config.collections.map((collection) => collection.name)).size).toBe(edited.length);
    expect(config.collections.map((collection) => collection.name)).not.toContain('common-interface');
    expect(config.collections.map((collection) => collection.label)).toEqual(expect.arrayContaining(['Business facts', 'Frequently asked questions', 'Team', 'Work photos', 'Articles']));
  });

  it.each(edited.filter((entry) => entry.entry !== undefined).map((entry) => [entry.label, entry] as const))(
    '%s: reads and writes its file in every language, as the build reads it',
    (_label, { name, folder, entry }) => {
      const collection = generated(name);
      const [file, ...others] = collection.files ?? [];
      expect(others).toEqual([]);
      expect(collection.i18n).toBe(true);
      expect(file?.i18n).toBe(true);
      expect(collection.format).toBe(contentJsonFormatFor(name, entry!.schema).name);
      for (const lang of languages) expect(decapLocalePath(file?.file ?? '', file?.name ?? '', lang)).toBe(`${contentFolder}/${folder}/${lang}/${entry!.name}.json`);
    },
  );

  it.each(contentCollections.filter((collection) => collection.kind === 'entries').map((collection) => [collection.label, collection] as const))(
    '%s: is a folder of entries, one file per entry and language, the id made once from a field',
    (_label, collection) => {
      const generatedCollection = generated(adminCollectionName(collection));
      expect(generatedCollection).toMatchObject({
        folder: `${contentFolder}/${collection.folder}`,
        extension: collection.format,
        create: collection.create,
        i18n: true,
        identifier_field: collection.idFrom,
        slug: '{{slug}}',
        summary: collection.summary,
      });
      expect(generatedCollection.format).toBe(collection.format === 'md' ? 'frontmatter' : contentJsonFormatFor(collection.folder, collection.schema).name);
    },
  );

  it.each(edited.map((entry) => [entry.label, entry] as const))('%s: every field matches its schema', (_label, { name, schema }) => {
    const checked = expectFieldsMatch(fieldsOf(generated(name)), schema as unknown as Node, '', true);
    expect(checked.length).toBeGreaterThan(0);
  });

  it.each([
    // Written any way: the build reads it; the editor has no pattern for a field the schema rewrites first.
    ['common-business', 'phone', { widget: 'string', required: true, hint: 'Any usual way of writing it, e.g. (770) 555-0142.' }],
    ['common-business', 'foundedYear', { widget: 'number', value_type: 'int', min: 1900 }],
    ['common-business', 'rating.value', { widget: 'number', value_type: 'float', min: 1, max: 5 }],
    ['common-business', 'counties', { widget: 'list', min: 1, field: expect.objectContaining({ widget: 'string', name: 'item' }) }],
    ['common-business', 'homeTown.postalCode', { widget: 'string', label: 'ZIP code', pattern: [expect.any(RegExp), 'must be a five-digit ZIP code'] }],
    ['common-business', 'hours.office', { widget: 'string', required: true, i18n: true, label: 'Office' }],
    ['common-business', 'map.embedUrl', { widget: 'string', required: true }],
    ['faqs', 'answer', { widget: 'text', label: 'Answer', i18n: true }],
    ['faqs', 'order', { widget: 'number', value_type: 'int', min: 1, label: 'Order (1 comes first)' }],
    // Uploads land beside the other photos and the field keeps the file's name alone (photoUploads.ts).
    [
      'gallery',
      'image',
      {
        widget: 'image',
        media_folder: '/site/assets/gallery',
        public_folder: '',
        choose_url: false,
        media_library: { allow_multiple: false, config: { max_file_size: 10_000_000 } },
        media_processing: { enabled: true, strip_metadata: true, format: { enabled: true, default: 'jpeg' } },
      },
    ],
    ['pages-team', 'future.image', { widget: 'image', label: 'Family photo', media_folder: '/site/assets/team', public_folder: '' }],
    ['articles', 'body', { widget: 'markdown', buttons: ['heading-two', 'bulleted-list'], editor_components: [], i18n: true }],
    ['articles', 'publishedAt', { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false }],
    ['articles', 'readTime', { widget: 'number', value_type: 'int', min: 1, max: 60 }],
  ])('%s: %s', (name, dotted, expected) => {
    expect(fieldAt(generated(name), dotted)).toMatchObject(expected);
  });

  it('writes the fields every language shares in the default language’s column only', () => {
    expect(fieldAt(generated('common-business'), 'map.embedUrl').i18n).toBeUndefined();
    expect(fieldAt(generated('common-business'), 'map.title').i18n).toBe(true);
    expect(fieldAt(generated('gallery'), 'image').i18n).toBeUndefined();
    expect(fieldAt(generated('articles'), 'category').i18n).toBeUndefined();
    expect(fieldAt(generated('pages-home'), 'services.items[].icon').i18n).toBeUndefined();
    expect(fieldAt(generated('pages-home'), 'services.items[].title').i18n).toBe(true);
  });

  it.each(edited.filter((entry) => entry.collection.kind === 'singletons' || (entry.collection as EntryCollection).format === 'json').map((entry) => [entry.label, entry] as const))(
    '%s: shows every value the content files hold in a field of its kind',
    (_label, { name, folder, files }) => {
      const fields = fieldsOf(generated(name));
      for (const lang of languages) {
        for (const file of files) {
          const relative = `${folder}/${lang}/${file}.json`;
          const data = JSON.parse(readFileSync(path.join(contentRoot, relative), 'utf8')) as unknown;
          expectValueFits(data, { name: relative, widget: 'object', fields } as CmsField, relative, lang);
        }
      }
    },
  );
});

/** A value the editor loads into the field: an object's keys are its fields, a list's items its item. */
function expectValueFits(value: unknown, field: CmsField, at: string, lang: Lang) {
  const f = loose(field);
  switch (f.widget) {
    case 'string':
    case 'text':
    case 'datetime':
      expect(typeof value, at).toBe('string');
      return;
    case 'image':
      // The file's name alone, in the field's folder, where the image pipeline finds it.
      expect(value, at).toMatch(/^[\w-]+\.(jpe?g|png|webp)$/i);
      expect(existsSync(path.join(contentRoot, '..', '..', String(f.media_folder), String(value))), `${at}: the file`).toBe(true);
      return;
    case 'number':
      expect(typeof value, at).toBe('number');
      if (f.value_type === 'int') expect(Number.isInteger(value), at).toBe(true);
      return;
    case 'boolean':
      expect(typeof value, at).toBe('boolean');
      return;
    case 'select':
      expect(f.options, at).toContain(value);
      return;
    case 'object': {
      // Another language's file holds the fields it translates, and no other.
      const fields = (f.fields as CmsField[]).filter((child) => lang === defaultLang || loose(child).i18n === true);
      const record = value as Record<string, unknown>;
      expect(fields.map((child) => child.name), `${at}: a key without a field`).toEqual(expect.arrayContaining(Object.keys(record)));
      for (const child of fields) {
        if (record[child.name] === undefined && child.required === false) continue;
        expectValueFits(record[child.name], child, `${at}.${child.name}`, lang);
      }
      return;
    }
    case 'list': {
      expect(Array.isArray(value), at).toBe(true);
      const item = f.field ? (f.field as CmsField) : ({ name: 'item', widget: 'object', fields: f.fields } as CmsField);
      (value as unknown[]).forEach((entry, index) => expectValueFits(entry, item, `${at}[${index}]`, lang));
      return;
    }
    default:
      throw new Error(`${at}: no check for the widget ${String(f.widget)}`);
  }
}

describe('generating the editor configuration', () => {
  const entryOf = (schema: unknown, name = 'example'): SingleEntry => ({ name, label: 'Example', description: 'An example', schema: schema as EntrySchema });

  it.each([
    ['a date', v.strictObject({ published: v.date() }), /published: a valibot date has no editor field yet/],
    ['a union inside a group', v.strictObject({ contact: v.strictObject({ by: v.union([v.string(), v.number()]) }) }), /contact\.by: a valibot union/],
    ['a list of lists', v.strictObject({ grid: v.array(v.array(v.number())) }), /grid\[\]: a list of lists has no editor field/],
    ['a number asking for a text box', v.strictObject({ count: v.pipe(v.number(), v.metadata({ widget: 'text' })) }), /count: metadata asks for the widget "text"; a number has only one/],
    ['a string asking for an unknown widget', v.strictObject({ body: v.pipe(v.string(), v.metadata({ widget: 'code' })) }), /body: metadata asks for the widget "code"; a string may use string, text, date, or markdown/],
  ])('refuses %s, naming the entry, its file and the field', (_case, schema, message) => {
    expect(() => singletonConfig({ folder: 'common' }, entryOf(schema), contentFolder, langs)).toThrow(message);
    expect(() => singletonConfig({ folder: 'common' }, entryOf(schema), contentFolder, langs)).toThrow(/^Example \(common\/\{lang\}\/example\.json\): /);
  });

  it('maps optional fields, titles, descriptions, text boxes, pick lists and lists of records', () => {
    const schema = v.strictObject({
      note: v.optional(v.pipe(v.string(), v.title('A note'), v.description('Shown under the field'), v.metadata({ widget: 'text' }))),
      size: v.picklist(['small', 'large']),
      shown: v.pipe(v.boolean(), v.metadata({ neutral: true })),
      people: v.pipe(v.array(v.strictObject({ personName: v.string(), age: v.pipe(v.number(), v.integer(), v.maxValue(120), v.metadata({ neutral: true })) })), v.maxLength(9)),
    });
    const [file] = singletonConfig({ folder: 'common' }, entryOf(schema), contentFolder, langs).files ?? [];
    expect(file?.fields).toEqual([
      { name: 'note', label: 'A note', required: false, hint: 'Shown under the field', i18n: true, widget: 'text' },
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
          { name: 'personName', label: 'Person name', required: true, i18n: true, widget: 'string' },
          { name: 'age', label: 'Age', required: true, widget: 'number', value_type: 'int', max: 120 },
        ],
      },
    ]);
  });

  it('refuses a singleton whose name Decap would put the language before', () => {
    // Decap inserts the language before the first `/<name>` of the path: for `content`, that is site/content.
    expect(() => singletonConfig({ folder: 'common' }, entryOf(v.strictObject({ a: v.string() }), 'content'), contentFolder, langs)).toThrow(
      /would write site\/en\/content\/common\/content\.json, not site\/content\/common\/en\/content\.json/,
    );
  });

  it('sorts a collection with an order by it, and the articles newest first', () => {
    expect(entryCollectionConfig(faqs, contentFolder).sortable_fields).toEqual([{ field: 'order', label: 'Order', default_sort: 'asc' }]);
    expect(generated('articles').sortable_fields).toEqual([{ field: 'publishedAt', label: 'Published on', default_sort: 'desc' }]);
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
    expect(entryProblems(contentFiles(), article)).toEqual(['English: Author (their id on the team page): "nobody" is nobody on the team (team/en/)']);
  });
});

describe('the content file format the editor writes', () => {
  const schema = v.strictObject({ list: v.array(v.string()), hours: v.strictObject({ office: v.string(), note: v.optional(v.string()) }) });

  it('is two-space JSON ending in a newline, and reads back what it wrote', () => {
    const format = contentJsonFormatFor('example', schema as never);
    const data = { list: ['a', 'b'], hours: { office: 'lunes a sábado' } };
    const written = format.toFile(data);
    expect(written).toBe('{\n  "list": [\n    "a",\n    "b"\n  ],\n  "hours": {\n    "office": "lunes a sábado"\n  }\n}\n');
    expect(format.fromFile(written)).toEqual(data);
    expect(() => format.fromFile('{ "a": 1, }')).toThrow(SyntaxError);
  });

  it('writes keys in the schema\'s order, however the editor built the entry, so one edit is one changed line', () => {
    const format = contentJsonFormatFor('example', schema as never);
    const shuffled = { hours: { note: 'n', office: 'o', extra: 1 }, list: ['a'] };
    expect(Object.keys(JSON.parse(format.toFile(shuffled)) as object)).toEqual(['list', 'hours']);
    expect(Object.keys((JSON.parse(format.toFile(shuffled)) as { hours: object }).hours)).toEqual(['office', 'note', 'extra']);
  });
});

describe('the sitemap', () => {
  it('does not list the editor', () => {
    expect(buildSitemap()).not.toMatch(/\/admin/);
  });
});
