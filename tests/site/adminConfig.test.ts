// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { entryCollectionConfig, singletonsConfig } from '../../site/admin/collections';
import { adminConfig } from '../../site/admin/config';
import { readableKey } from '../../site/admin/schemaNode';
import { contentJsonText } from '../../site/admin/contentJson';
import { teamOf } from '../../site/admin/editorConfig';
import { entryProblems, type EditedEntry } from '../../site/admin/entryProblems';
import { photoMaxSide } from '../../site/admin/photoUploads';
import { teamMemberFieldType } from '../../site/admin/teamMemberField';
import { contentFiles } from '../../site/content/load/files';
import { languageMetadata, type SchemaNode as JoinNode } from '../../site/content/load/join';
import { articles, common, contentCollections, faqs, pages, type ContentCollection, type EntryCollection, type EntrySchema, type SingleEntry } from '../../site/content/schema/collections';
import { photoFolderOf, photoFolderPath } from '../../site/content/schema/photos';
import { contentRoot } from '../../site/content/schema/validate';
import { defaultLang, languages, type Lang } from '../../site/i18n/lang';
import { buildSitemap } from '../../site/seo/sitemap';

const contentFolder = 'site/content';
const langs = { locales: languages, defaultLocale: defaultLang };
const backend = { name: 'github', repo: 'owner/site', branch: 'main', base_url: 'https://admin.example.test', auth_endpoint: 'api/admin-sign-in/authorize' } as const;
const team = teamOf();
const config = adminConfig({ collections: contentCollections, contentFolder, languages: langs, backend, team });

/** A field or collection of the generated configuration, read loosely: the test checks its values, not its type. */
type Loose = Record<string, unknown> & { name: string };
const collectionsOf = (generated: ReturnType<typeof adminConfig>) => (generated.collections ?? []) as unknown as Loose[];

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

/** The editor's entries of the content: each singleton it shows (a file of its collection), and each collection of entries. */
interface Edited {
  /** The editor's collection (the content's folder) and, for a singleton, its file's name. */
  collection: string;
  file?: string;
  label: string;
  files: string[];
  schema: EntrySchema;
  content: ContentCollection;
}
const edited = contentCollections.flatMap((collection: ContentCollection): Edited[] =>
  collection.kind === 'singletons'
    ? Object.values<SingleEntry>(collection.entries)
        .filter((entry) => entry.inEditor !== false)
        .map((entry) => ({ collection: collection.folder, file: entry.name, label: entry.label, files: [entry.name], schema: entry.schema, content: collection }))
    : [
        {
          collection: collection.folder,
          label: collection.label,
          files: [...contentFiles().keys()].filter((file) => file.startsWith(`${collection.folder}/${defaultLang}/`)).map((file) => path.basename(file).replace(/\.(json|md)$/, '')),
          schema: collection.schema,
          content: collection,
        },
      ],
);

/**
 * Every field against its schema, independently of how config.ts gets there: required unless
 * optional, the widget the kind of value calls for, a select's options, the same fields in the same
 * order, and translated unless the schema marks it as shared by every language. Returns the paths it checked.
 */
function expectFieldsMatch(fields: readonly Loose[] | undefined, schema: Node, at: string, translated: boolean): string[] {
  expect(schema.type, at).toBe('strict_object');
  const entries = Object.entries(schema.entries ?? {});
  expect((fields ?? []).map((field) => field.name), at).toEqual(entries.map(([key]) => key));
  return entries.flatMap(([key, entrySchema], index) => expectFieldMatches(fields?.[index], key, entrySchema, at ? `${at}.${key}` : key, translated && !isNeutral(entrySchema)));
}

function expectFieldMatches(field: Loose | undefined, key: string, schema: Node, at: string, translated: boolean): string[] {
  if (!field) throw new Error(`${at}: no field`);
  const value = inner(schema);
  const f = field;
  expect(f.name, at).toBe(key);
  expect(f.required, `${at}: required`).toBe(!optional(schema));
  expect(f.label, `${at}: label`).toBe(v.getTitle(value) ?? readableKey(key));
  expect(f.i18n, `${at}: translated`).toBe(translated ? true : undefined);
  if (key === 'authorId') {
    expect(f.widget, at).toBe(teamMemberFieldType);
    return [at];
  }
  if (key === 'relatedArticle') {
    expect(f.widget, at).toBe('relation');
    return [at];
  }
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
      return [at, ...expectFieldsMatch(f.fields as Loose[], value, at, translated)];
    case 'array': {
      expect(f.widget, at).toBe('list');
      const item = value.item as Node;
      if (inner(item).type === 'strict_object') {
        expect(f.field, at).toBeUndefined();
        return [at, ...expectFieldsMatch(f.fields as Loose[], inner(item), `${at}[]`, translated)];
      }
      expect(f.fields, at).toBeUndefined();
      return [at, ...expectFieldMatches(f.field as Loose, 'item', item, `${at}[]`, translated)];
    }
    default:
      throw new Error(`${at}: the test does not know a valibot ${value.type}`);
  }
}

/** The generated collection `name`, or its file `file` for a singleton: what holds the fields. */
function generated(name: string, file?: string): Loose {
  const collection = collectionsOf(config).find((candidate) => candidate.name === name);
  if (!collection) throw new Error(`no collection ${name}`);
  if (file === undefined) return collection;
  const found = (collection.files as Loose[] | undefined)?.find((candidate) => candidate.name === file);
  if (!found) throw new Error(`no file ${file} in ${name}`);
  return found;
}
const fieldsOf = (holder: Loose) => (holder.fields as Loose[] | undefined) ?? [];
const holderOf = (entry: Edited) => generated(entry.collection, entry.file);

/** The generated field at a dotted path (`hours.office`, `items[].answer`). */
function fieldAt(holder: Loose, dotted: string): Loose {
  let fields = fieldsOf(holder);
  let found: Loose | undefined;
  for (const part of dotted.split('.')) {
    const [name, list] = part.endsWith('[]') ? [part.slice(0, -2), true] : [part, false];
    found = fields.find((field) => field.name === name);
    if (!found) throw new Error(`no field ${dotted}`);
    fields = (found.fields as Loose[] | undefined) ?? [];
    if (list && found.field) fields = [found.field as Loose];
  }
  return found as Loose;
}

describe('the editor configuration', () => {
  it('fetches no config.yml, publishes straight to the branch through the sign-in, and shows every language side by side', () => {
    expect(config.load_config_file).toBe(false);
    expect(config.publish_mode).toBe('simple');
    expect(config.backend).toEqual(backend);
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: [...languages], default_locale: defaultLang });
  });

  it('draws every upload again, at most 2560 pixels and without its metadata, and offers no stock photos', () => {
    expect(config.media_libraries).toMatchObject({
      default: { config: { transformations: { raster_image: { format: 'webp', width: photoMaxSide, height: photoMaxSide } } } },
      stock_assets: false,
    });
    expect(config.media_folder).toBe(photoFolderPath('gallery'));
  });

  it('shows the preview pane only for the collections named as previewed', () => {
    expect(collectionsOf(config).every((collection) => (collection.editor as { preview?: boolean } | undefined)?.preview !== true)).toBe(true);
    const previewed = adminConfig({ collections: contentCollections, contentFolder, languages: langs, backend, team, previewed: ['faqs', 'team'] });
    expect(collectionsOf(previewed).filter((collection) => (collection.editor as { preview?: boolean } | undefined)?.preview === true).map((collection) => collection.name)).toEqual(['faqs', 'team']);
  });

  it('has one collection for each content collection with something the office edits, the interface words left to developers', () => {
    expect(collectionsOf(config).map((collection) => collection.name)).toEqual([...new Set(edited.map((entry) => entry.collection))]);
    expect(generated('common').files as Loose[]).not.toContainEqual(expect.objectContaining({ name: 'interface' }));
    expect(collectionsOf(config).map((collection) => collection.label)).toEqual(expect.arrayContaining(['Frequently asked questions', 'Team', 'Work photos', 'Articles']));
  });

  it.each(edited.filter((entry) => entry.file !== undefined).map((entry) => [entry.label, entry] as const))('%s: reads and writes its file in every language, as the build reads it', (_label, entry) => {
    const file = holderOf(entry);
    expect(generated(entry.collection).i18n).toBe(true);
    expect(file.i18n).toBe(true);
    expect(file.format).toBe('json');
    expect(file.file).toBe(`${contentFolder}/${entry.collection}/{{locale}}/${entry.file}.json`);
  });

  it.each(contentCollections.filter((collection) => collection.kind === 'entries').map((collection) => [collection.label, collection] as const))(
    '%s: is a folder of entries, one file per entry and language, the id made once from a field',
    (_label, collection) => {
      const titled = 'title' in collection.schema.entries;
      expect(generated(collection.folder)).toMatchObject({
        folder: `${contentFolder}/${collection.folder}`,
        extension: collection.format,
        format: collection.format === 'md' ? 'frontmatter' : 'json',
        create: collection.create,
        i18n: true,
        // Listed and announced by its title; its file's name made once from `idFrom`, never asked for.
        identifier_field: titled ? 'title' : collection.idFrom,
        slug: { template: titled && collection.idFrom !== 'title' ? `{{fields.${collection.idFrom}}}` : '{{slug}}', editable: false },
        summary: collection.summary,
      });
    },
  );

  it.each(edited.map((entry) => [entry.label, entry] as const))('%s: every field matches its schema', (_label, entry) => {
    const checked = expectFieldsMatch(fieldsOf(holderOf(entry)), entry.schema as unknown as Node, '', true);
    expect(checked.length).toBeGreaterThan(0);
  });

  const holders: Record<string, () => Loose> = {
    business: () => generated('common', 'business'),
    'pages/team': () => generated('pages', 'team'),
    'pages/home': () => generated('pages', 'home'),
    faqs: () => generated('faqs'),
    gallery: () => generated('gallery'),
    articles: () => generated('articles'),
    services: () => generated('services'),
  };

  it.each([
    // Written any way: the build reads it; the editor has no pattern for a field the schema rewrites first.
    ['business', 'phone', { widget: 'string', required: true, hint: 'Any usual way of writing it, e.g. (770) 555-0142.' }],
    ['business', 'foundedYear', { widget: 'number', value_type: 'int', min: 1900 }],
    ['business', 'rating.value', { widget: 'number', value_type: 'float', min: 1, max: 5 }],
    ['business', 'counties', { widget: 'list', min: 1, field: expect.objectContaining({ widget: 'string', name: 'item' }) }],
    ['business', 'homeTown.postalCode', { widget: 'string', label: 'ZIP code', pattern: ['/^\\d{5}$/', 'must be a five-digit ZIP code'] }],
    ['business', 'hours.office', { widget: 'string', required: true, i18n: true, label: 'Office' }],
    ['business', 'map.embedUrl', { widget: 'string', required: true }],
    ['faqs', 'answer', { widget: 'text', label: 'Answer', i18n: true, pattern: [expect.any(String), expect.stringMatching(/^The site fills in only certain words in curly brackets\. Use one of: \{\w+\}/)] }],
    ['faqs', 'order', { widget: 'number', value_type: 'int', min: 1, label: 'Order (1 comes first)' }],
    // An upload in the photo's own folder, no address from the web (photoUploads.ts).
    ['gallery', 'image', { widget: 'image', choose_url: false, accept: 'image/jpeg,image/png,image/webp' }],
    ['pages/team', 'future.image', { widget: 'image', label: 'Family photo' }],
    ['articles', 'body', { widget: 'markdown', buttons: ['heading-two', 'bulleted-list'], editor_components: [], i18n: true }],
    // The browser's date box: typed or picked in the office's form, kept as YYYY-MM-DD.
    ['articles', 'publishedAt', { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' }],
    ['articles', 'readTime', { widget: 'number', value_type: 'int', min: 1, max: 60 }],
    ['articles', 'authorId', { widget: teamMemberFieldType, label: 'Author', options: team.map(({ id, name }) => ({ label: name, value: id })) }],
    ['services', 'relatedArticle', { widget: 'relation', collection: 'articles', value_field: '{{slug}}', display_fields: ['title'] }],
  ])('%s: %s', (holder, dotted, expected) => {
    expect(fieldAt(holders[holder]!(), dotted)).toMatchObject(expected);
  });

  it('lets a photo field and the media library upload where the image pipeline reads', () => {
    expect(generated('gallery')).toMatchObject({ media_folder: `/${photoFolderPath('gallery')}`, public_folder: '/gallery' });
    expect(generated('team')).toMatchObject({ media_folder: `/${photoFolderPath('team')}`, public_folder: '/team' });
    expect(generated('articles')).toMatchObject({ media_folder: `/${photoFolderPath('blog')}`, public_folder: '/blog' });
  });

  it('offers the team by name, sorted, as the author', () => {
    expect(team.length).toBeGreaterThan(2);
    expect(team.map((person) => person.name)).toEqual([...team.map((person) => person.name)].sort((a, b) => a.localeCompare(b)));
    for (const person of team) expect(contentFiles().has(`team/${defaultLang}/${person.id}.json`)).toBe(true);
  });

  it('writes the fields every language shares in the default language’s column only', () => {
    expect(fieldAt(holders.business!(), 'map.embedUrl').i18n).toBeUndefined();
    expect(fieldAt(holders.business!(), 'map.title').i18n).toBe(true);
    expect(fieldAt(generated('gallery'), 'image').i18n).toBeUndefined();
    expect(fieldAt(generated('articles'), 'category').i18n).toBeUndefined();
    expect(fieldAt(holders['pages/home']!(), 'services.items[].icon').i18n).toBeUndefined();
    expect(fieldAt(holders['pages/home']!(), 'services.items[].title').i18n).toBe(true);
  });

  it.each(edited.filter((entry) => entry.content.kind === 'singletons' || (entry.content as EntryCollection).format === 'json').map((entry) => [entry.label, entry] as const))(
    '%s: shows every value the content files hold in a field of its kind',
    (_label, entry) => {
      const fields = fieldsOf(holderOf(entry));
      for (const lang of languages) {
        for (const file of entry.files) {
          const relative = `${entry.collection}/${lang}/${file}.json`;
          const data = JSON.parse(readFileSync(path.join(contentRoot, relative), 'utf8')) as unknown;
          expectValueFits(data, { name: relative, widget: 'object', fields }, relative, lang, entry.schema as unknown as Node);
        }
      }
    },
  );
});

/** A value the editor loads into the field: an object's keys are its fields, a list's items its item. */
function expectValueFits(value: unknown, field: Loose, at: string, lang: Lang, schema: Node | undefined) {
  const f = field;
  const node = schema && inner(schema);
  switch (f.widget) {
    case 'string':
    case 'text':
    case 'datetime':
      expect(typeof value, at).toBe('string');
      return;
    case 'image': {
      // The file's name alone, in the field's folder, where the image pipeline finds it.
      expect(value, at).toMatch(/^[\w-]+\.(jpe?g|png|webp)$/i);
      const folder = node && photoFolderOf(node);
      expect(folder, at).toBeDefined();
      expect(existsSync(path.join(contentRoot, '..', '..', photoFolderPath(folder!), String(value))), `${at}: the file`).toBe(true);
      return;
    }
    case teamMemberFieldType:
      expect((f.options as { value: string }[]).map((option) => option.value), at).toContain(value);
      return;
    case 'relation':
      expect(contentFiles().has(`${String(f.collection)}/${defaultLang}/${String(value)}.md`) || contentFiles().has(`${String(f.collection)}/${defaultLang}/${String(value)}.json`), at).toBe(true);
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
      const fields = (f.fields as Loose[]).filter((child) => lang === defaultLang || child.i18n === true);
      const record = value as Record<string, unknown>;
      expect(fields.map((child) => child.name), `${at}: a key without a field`).toEqual(expect.arrayContaining(Object.keys(record)));
      for (const child of fields) {
        if (record[child.name] === undefined && child.required === false) continue;
        expectValueFits(record[child.name], child, `${at}.${child.name}`, lang, node?.entries?.[child.name]);
      }
      return;
    }
    case 'list': {
      expect(Array.isArray(value), at).toBe(true);
      const item = f.field ? (f.field as Loose) : ({ name: 'item', widget: 'object', fields: f.fields } as Loose);
      (value as unknown[]).forEach((entry, index) => expectValueFits(entry, item, `${at}[${index}]`, lang, node?.item));
      return;
    }
    default:
      throw new Error(`${at}: no check for the widget ${String(f.widget)}`);
  }
}

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
