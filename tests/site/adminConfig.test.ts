// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CmsCollection, CmsField } from 'decap-cms-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminCollectionName, adminConfig, collectionConfig, decapLocalePath, previewTemplateName, readableKey } from '../../site/admin/config';
import { articlesCollectionName } from '../../site/admin/articlesCollection';
import { contentJsonFormatFor, contentJsonText } from '../../site/admin/contentJson';
import { entryProblems, languageProblems } from '../../site/admin/entryProblems';
import { articleFactEntries, articleFileSchema } from '../../site/content/schema/articles';
import { collectionFile, contentCollections, type ContentCollection } from '../../site/content/schema/collections';
import { contentRoot } from '../../site/content/schema/validate';
import { defaultLang, languages } from '../../site/i18n/lang';
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
const hasAction = (schema: Node, type: string) => (schema.pipe ?? []).some((item) => item.type === type);
const loose = (field: CmsField) => field as CmsField & Record<string, unknown>;

/**
 * Every field against its schema, independently of how config.ts gets there: required unless
 * optional, the widget the kind of value calls for, a select's options, the same fields in the same
 * order, and translation on every field of a language's words. Returns the paths it checked.
 */
function expectFieldsMatch(fields: readonly CmsField[] | undefined, schema: Node, at: string, translated: boolean): string[] {
  expect(schema.type, at).toBe('strict_object');
  const entries = Object.entries(schema.entries ?? {});
  expect((fields ?? []).map((field) => field.name), at).toEqual(entries.map(([key]) => key));
  return entries.flatMap(([key, entrySchema], index) => expectFieldMatches(fields?.[index], key, entrySchema, at ? `${at}.${key}` : key, translated));
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
      expect(f.widget, at).toBe(widget === 'text' || widget === 'image' ? widget : 'string');
      return [at];
    }
    case 'number':
      expect(f.widget, at).toBe('number');
      expect(f.value_type, at).toBe(hasAction(value, 'integer') ? 'int' : 'float');
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

/** The generated field at a dotted path (`hours.office`, `items[].answer`). */
function fieldAt(collection: CmsCollection, dotted: string): CmsField & Record<string, unknown> {
  let fields = collection.files?.[0]?.fields ?? [];
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

const generated = (name: string, perLanguage: boolean) => {
  const collection = config.collections.find((candidate) => candidate.name === adminCollectionName({ name, perLanguage }));
  if (!collection) throw new Error(`no collection for ${name}`);
  return collection;
};

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

  it('shows the preview pane only for the collections named as previewed, whose template Decap finds by the file’s name', () => {
    expect(config.collections.every((collection) => collection.editor?.preview === false)).toBe(true);
    const previewed = adminConfig({ collections: contentCollections, contentFolder, languages: langs, backend: config.backend, mediaFolder: 'x', previewed: ['words-faqs', 'data-team'] });
    const withPane = previewed.collections.filter((collection) => collection.editor?.preview === true).map((collection) => collection.name);
    expect(withPane).toEqual(['words-faqs', 'data-team']);
    for (const collection of contentCollections) {
      const generatedFile = generated(collection.name, collection.perLanguage).files?.[0];
      expect(generatedFile?.name).toBe(previewTemplateName(collection));
    }
  });

  it('has one collection per content file and one for the articles, with names that are unique', () => {
    expect(config.collections.map((collection) => collection.label)).toEqual([...contentCollections.map((collection) => collection.label), 'Articles']);
    expect(new Set(config.collections.map((collection) => collection.name)).size).toBe(contentCollections.length + 1);
  });

  it('edits the articles as the build reads them: a Markdown file per language with the same name, the shared facts copied into each', () => {
    const articles = config.collections.find((collection) => collection.name === articlesCollectionName);
    expect(articles).toMatchObject({ folder: `${contentFolder}/articles`, format: 'frontmatter', extension: 'md', create: true, i18n: true });
    const fields = new Map((articles?.fields ?? []).map((field) => [field.name, loose(field)]));
    expect([...fields.keys()]).toEqual(Object.keys((articleFileSchema as Node).entries ?? {}));
    for (const key of Object.keys(articleFactEntries)) expect(fields.get(key)?.i18n, key).toBe('duplicate');
    for (const key of ['title', 'slug', 'description', 'imageAlt', 'tags', 'body']) expect(fields.get(key)?.i18n, key).toBe(true);
    expect(fields.get('body')).toMatchObject({ widget: 'markdown', buttons: ['heading-two', 'bulleted-list'], editor_components: [] });
    expect(fields.get('publishedAt')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(fields.get('category')).toMatchObject({ widget: 'select', options: ['Emergency Response', 'Mold Prevention', 'Insurance', 'Prevention'] });
    expect(fields.get('readTime')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 60 });
  });

  it.each(contentCollections.map((collection) => [collection.label, collection] as const))(
    '%s: reads and writes the file the build checks, in every language for words',
    (_label, collection) => {
      const generatedCollection = generated(collection.name, collection.perLanguage);
      const [file, ...others] = generatedCollection.files ?? [];
      expect(others).toEqual([]);
      expect(generatedCollection.format).toBe(contentJsonFormatFor(collection).name);
      if (collection.perLanguage) {
        expect(generatedCollection.i18n).toBe(true);
        expect(file?.i18n).toBe(true);
        for (const lang of languages) {
          expect(decapLocalePath(file?.file ?? '', file?.name ?? '', lang)).toBe(`${contentFolder}/${collectionFile(collection, lang)}`);
        }
      } else {
        expect(generatedCollection.i18n).toBeUndefined();
        expect(file?.i18n).toBeUndefined();
        expect(file?.file).toBe(`${contentFolder}/${collectionFile(collection)}`);
      }
    },
  );

  it.each(contentCollections.map((collection) => [collection.label, collection] as const))('%s: every field matches its schema', (_label, collection) => {
    const fields = generated(collection.name, collection.perLanguage).files?.[0]?.fields;
    const checked = expectFieldsMatch(fields, collection.schema as Node, '', collection.perLanguage);
    expect(checked.length).toBeGreaterThan(0);
  });

  it.each([
    ['business', false, 'phone', { widget: 'string', required: true, pattern: [expect.any(RegExp), expect.stringContaining('+1 and ten digits')] }],
    ['business', false, 'foundedYear', { widget: 'number', value_type: 'int', min: 1900 }],
    ['business', false, 'rating.value', { widget: 'number', value_type: 'float', min: 1, max: 5 }],
    ['business', false, 'counties', { widget: 'list', min: 1, field: expect.objectContaining({ widget: 'string', name: 'item' }) }],
    ['business', false, 'homeTown.postalCode', { widget: 'string', label: 'Postal code' }],
    ['business', true, 'hours.office', { widget: 'string', required: true, i18n: true, label: 'Office' }],
    ['faqs', true, 'items[].answer', { widget: 'text', label: 'Answer', i18n: true }],
    // Uploads land beside the other photos and the field keeps the file's name alone (photoUploads.ts).
    [
      'gallery',
      false,
      'photos[].image',
      {
        widget: 'image',
        media_folder: '/site/assets/gallery',
        public_folder: '',
        choose_url: false,
        media_library: { allow_multiple: false, config: { max_file_size: 10_000_000 } },
        media_processing: { enabled: true, strip_metadata: true, format: { enabled: true, default: 'jpeg' } },
      },
    ],
    ['team', false, 'future.image', { widget: 'image', label: 'Family photo file', media_folder: '/site/assets/team', public_folder: '' }],
  ])('%s (words: %s): %s', (name, perLanguage, dotted, expected) => {
    expect(fieldAt(generated(name, perLanguage), dotted)).toMatchObject(expected);
  });

  it.each(contentCollections.map((collection) => [collection.label, collection] as const))(
    '%s: shows every value the content files hold in a field of its kind',
    (_label, collection) => {
      const files = collection.perLanguage ? languages.map((lang) => collectionFile(collection, lang)) : [collectionFile(collection)];
      const fields = generated(collection.name, collection.perLanguage).files?.[0]?.fields ?? [];
      for (const file of files) {
        const data = JSON.parse(readFileSync(path.join(contentRoot, file), 'utf8')) as unknown;
        expectValueFits(data, { name: file, widget: 'object', fields } as CmsField, file);
      }
    },
  );
});

/** A value the editor loads into the field: an object's keys are its fields, a list's items its item. */
function expectValueFits(value: unknown, field: CmsField, at: string) {
  const f = loose(field);
  switch (f.widget) {
    case 'string':
    case 'text':
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
      const fields = f.fields as CmsField[];
      const record = value as Record<string, unknown>;
      expect(fields.map((child) => child.name), `${at}: a key without a field`).toEqual(expect.arrayContaining(Object.keys(record)));
      for (const child of fields) {
        if (record[child.name] === undefined && child.required === false) continue;
        expectValueFits(record[child.name], child, `${at}.${child.name}`);
      }
      return;
    }
    case 'list': {
      expect(Array.isArray(value), at).toBe(true);
      const item = f.field ? (f.field as CmsField) : ({ name: 'item', widget: 'object', fields: f.fields } as CmsField);
      (value as unknown[]).forEach((entry, index) => expectValueFits(entry, item, `${at}[${index}]`));
      return;
    }
    default:
      throw new Error(`${at}: no check for the widget ${String(f.widget)}`);
  }
}

describe('generating the editor configuration', () => {
  const collectionOf = (schema: ContentCollection['schema'], name = 'example', perLanguage = true): ContentCollection => ({
    name,
    label: 'Example',
    description: 'An example',
    perLanguage,
    schema,
  });

  it.each([
    ['a date', v.strictObject({ published: v.date() }), /published: a valibot date has no editor field yet/],
    ['a union inside a group', v.strictObject({ contact: v.strictObject({ by: v.union([v.string(), v.number()]) }) }), /contact\.by: a valibot union/],
    ['a list of lists', v.strictObject({ grid: v.array(v.array(v.number())) }), /grid\[\]: a list of lists has no editor field/],
    ['a number asking for a text box', v.strictObject({ count: v.pipe(v.number(), v.metadata({ widget: 'text' })) }), /count: metadata asks for the widget "text"; a number has only one/],
    ['a string asking for an unknown widget', v.strictObject({ body: v.pipe(v.string(), v.metadata({ widget: 'code' })) }), /body: metadata asks for the widget "code"; a string may use string, text, date, or markdown/],
  ])('refuses %s, naming the collection, its file and the field', (_case, schema, message) => {
    expect(() => collectionConfig(collectionOf(schema as ContentCollection['schema']), contentFolder, langs)).toThrow(message);
    expect(() => collectionConfig(collectionOf(schema as ContentCollection['schema']), contentFolder, langs)).toThrow(/^Example \(words\/\{lang\}\/example\.json\): /);
  });

  it('maps optional fields, titles, descriptions, text boxes, pick lists and lists of records', () => {
    const schema = v.strictObject({
      note: v.optional(v.pipe(v.string(), v.title('A note'), v.description('Shown under the field'), v.metadata({ widget: 'text' }))),
      size: v.picklist(['small', 'large']),
      shown: v.boolean(),
      people: v.pipe(v.array(v.strictObject({ personName: v.string(), age: v.pipe(v.number(), v.integer(), v.maxValue(120)) })), v.maxLength(9)),
    });
    const [file] = collectionConfig(collectionOf(schema, 'example', false), contentFolder, langs).files ?? [];
    expect(file?.fields).toEqual([
      { name: 'note', label: 'A note', required: false, hint: 'Shown under the field', widget: 'text' },
      { name: 'size', label: 'Size', required: true, widget: 'select', options: ['small', 'large'] },
      { name: 'shown', label: 'Shown', required: true, widget: 'boolean' },
      {
        name: 'people',
        label: 'People',
        required: true,
        widget: 'list',
        max: 9,
        fields: [
          { name: 'personName', label: 'Person name', required: true, widget: 'string' },
          { name: 'age', label: 'Age', required: true, widget: 'number', value_type: 'int', max: 120 },
        ],
      },
    ]);
  });

  it('refuses a words collection whose name Decap would put the language before', () => {
    // Decap inserts the language before the first `/<name>` of the path: for `content`, that is site/content.
    expect(() => collectionConfig(collectionOf(v.strictObject({ a: v.string() }), 'content'), contentFolder, langs)).toThrow(
      /would write site\/en\/content\/words\/content\.json, not site\/content\/words\/en\/content\.json/,
    );
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
  const words = contentCollections.find((collection) => collection.name === 'business' && collection.perLanguage);
  const spanish = () => JSON.parse(readFileSync(path.join(contentRoot, 'words/es/business.json'), 'utf8')) as { hours: object } & Record<string, unknown>;

  it('accepts the content as the repository has it', () => {
    expect(entryProblems(words?.schema as Node, spanish())).toEqual([]);
  });

  it.each([
    ['an emptied field', (data: ReturnType<typeof spanish>) => ({ ...data, hours: { ...data.hours, office: ' ' } }), ['Hours › Office: must not be empty']],
    ['a field removed', ({ shortDescription: _gone, ...data }: ReturnType<typeof spanish>) => data, ['Short description: is missing']],
    ['an item of a list emptied', (data: ReturnType<typeof spanish>) => ({ ...data, paymentAccepted: ['Efectivo', ''] }), ['Payment accepted › 2: must not be empty']],
  ])('names the field of %s as the editor labels it', (_case, edit, problems) => {
    expect(entryProblems(words?.schema as Node, edit(spanish()))).toEqual(problems);
  });

  it('refuses a placeholder that names no fact, as the build would', () => {
    const faqs = contentCollections.find((collection) => collection.name === 'faqs');
    const data = JSON.parse(readFileSync(path.join(contentRoot, 'words/es/faqs.json'), 'utf8')) as { items: Record<string, unknown>[] };
    data.items[0] = { ...data.items[0], answer: 'Llegamos en {enSitio}.' };
    expect(entryProblems(faqs?.schema as Node, data)).toEqual([expect.stringMatching(/^Questions › 1 › Answer: \{enSitio\} is not a fact the site can fill in \(\{name\}, \{phone\}/)]);
  });

  it('names a question of the FAQ by its place', () => {
    const faqs = contentCollections.find((collection) => collection.name === 'faqs');
    const data = JSON.parse(readFileSync(path.join(contentRoot, 'words/en/faqs.json'), 'utf8')) as { items: Record<string, unknown>[] };
    data.items[2] = { ...data.items[2], answer: '' };
    expect(entryProblems(faqs?.schema as Node, data)).toEqual(['Questions › 3 › Answer: must not be empty']);
  });
});

describe('the check of an entry\'s languages together', () => {
  const faqsIn = (lang: string) => JSON.parse(readFileSync(path.join(contentRoot, `words/${lang}/faqs.json`), 'utf8')) as { items: { id: string }[] };
  const nameOf = (lang: string) => (lang === 'en' ? 'English' : 'Español');

  it('accepts the published questions, and refuses a Spanish question English does not have, naming it', () => {
    expect(languageProblems(new Map([['en', faqsIn('en')], ['es', faqsIn('es')]]), 'en', nameOf)).toEqual([]);
    const spanish = faqsIn('es');
    spanish.items.push({ id: 'extra-question' });
    expect(languageProblems(new Map([['en', faqsIn('en')], ['es', spanish]]), 'en', nameOf)).toEqual([
      'Español: items: must have the same records as English, in the same order; not in English: "extra-question"',
    ]);
  });
});

describe('the content file format the editor writes', () => {
  const example = { name: 'example', perLanguage: true, schema: v.strictObject({ list: v.array(v.string()), hours: v.strictObject({ office: v.string(), note: v.optional(v.string()) }) }) };

  it('is two-space JSON ending in a newline, and reads back what it wrote', () => {
    const format = contentJsonFormatFor(example as never);
    const data = { list: ['a', 'b'], hours: { office: 'lunes a sábado' } };
    const written = format.toFile(data);
    expect(written).toBe('{\n  "list": [\n    "a",\n    "b"\n  ],\n  "hours": {\n    "office": "lunes a sábado"\n  }\n}\n');
    expect(format.fromFile(written)).toEqual(data);
    expect(() => format.fromFile('{ "a": 1, }')).toThrow(SyntaxError);
  });

  it('writes keys in the schema\'s order, however the editor built the entry, so one edit is one changed line', () => {
    const format = contentJsonFormatFor(example as never);
    const shuffled = { hours: { note: 'n', office: 'o', extra: 1 }, list: ['a'] };
    expect(Object.keys(JSON.parse(format.toFile(shuffled)) as object)).toEqual(['list', 'hours']);
    expect(Object.keys((JSON.parse(format.toFile(shuffled)) as { hours: object }).hours)).toEqual(['office', 'note', 'extra']);
  });

  it.each(contentCollections.map((collection) => [collectionFile(collection, defaultLang), collection] as const))(
    '%s is kept as the editor writes it',
    (_file, collection) => {
      for (const lang of collection.perLanguage ? languages : [defaultLang]) {
        const text = readFileSync(path.join(contentRoot, collectionFile(collection, lang)), 'utf8');
        expect(contentJsonText(JSON.parse(text), collection.schema as Node) === text, collectionFile(collection, lang)).toBe(true);
      }
    },
  );
});

describe('the sitemap', () => {
  it('does not list the editor', () => {
    expect(buildSitemap()).not.toMatch(/\/admin/);
  });
});
