/**
 * The editor's Decap CMS configuration, generated from the content's own description
 * (site/content/schema/collections.ts): each collection of entries is a folder collection, each
 * singleton a collection of its own, both with Decap's folders per language (`multiple_folders`), the
 * way the content is stored. The fields are read off the valibot schema the build checks the entry
 * with; a field marked `neutral` is written once, in the default language's column. A kind of schema
 * this module cannot map stops the admin's build, naming the field, rather than giving the office a
 * box that writes what the build then refuses.
 */
import type { CmsBackend, CmsCollection, CmsConfig, CmsField, CmsLocalBackend } from 'decap-cms-core';
import * as v from 'valibot';
import { languageMetadata } from '../content/load/join';
import type { ContentCollection, EntryCollection, EntrySchema, SingleEntry, SingletonCollection } from '../content/schema/collections';
import { photoFolderOf } from '../content/schema/photos';
import { contentJsonFormatFor } from './contentJson';
import { photoField } from './photoUploads';

/** Any valibot schema or action, as this module reads it: by its `type` and the parts that kind has. */
export type SchemaNode = v.GenericSchema & {
  pipe?: readonly { kind: string; type: string; requirement?: unknown; message?: unknown }[];
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: readonly unknown[];
};

/** A field's widget and its options: one of Decap's kinds of field, without its name. */
type FieldWidget = CmsField extends infer Field ? (Field extends CmsField ? Omit<Field, 'name'> : never) : never;

/** The Decap widgets a schema may ask for by `v.metadata({ widget })`, for the kinds that allow a choice. */
const stringWidgets = ['string', 'text', 'date', 'markdown'] as const;

/** A text's widget and its options, for the widgets `v.metadata` may name. */
const stringWidgetOptions: Record<(typeof stringWidgets)[number], FieldWidget> = {
  string: { widget: 'string' },
  text: { widget: 'text' },
  // A date written as the schema wants it (YYYY-MM-DD), without a time, whatever the editor's time zone.
  date: { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true },
  // Only what an article page shows: paragraphs, subheadings and bulleted lists (load/markdown.ts).
  markdown: { widget: 'markdown', buttons: ['heading-two', 'bulleted-list'], editor_components: [], modes: ['rich_text', 'raw'] },
} as FieldWidget extends infer W ? Record<(typeof stringWidgets)[number], W> : never;

/** `yearsExperienceLabel` -> `Years experience label`: the label of a field whose schema has no `v.title`. */
export function readableKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type PipeItem = NonNullable<SchemaNode['pipe']>[number];

/** A schema's actions in order, through the pipes it is built of (`neutral(line(...))` is a pipe in a pipe). */
const actionsOf = (schema: SchemaNode): PipeItem[] =>
  (schema.pipe ?? []).flatMap((item) => (item.kind === 'schema' ? (item === (schema as unknown) ? [] : actionsOf(item as unknown as SchemaNode)) : [item]));
const requirementOf = (schema: SchemaNode, type: string): unknown => actionsOf(schema).find((item) => item.type === type)?.requirement;
const numberRequirement = (schema: SchemaNode, type: string) => {
  const value = requirementOf(schema, type);
  return typeof value === 'number' ? value : undefined;
};

/**
 * The editor's own check of a text's form, from the schema's first action that tests a regular
 * expression (`v.regex`, `v.email`): the office sees the schema's message on leaving the field. Other
 * checks (`v.url`, `v.check`) have no form Decap can run; the check before saving (main.ts) applies
 * them, and so does it for a field the schema rewrites before testing it (a phone number written any way).
 */
function patternOf(schema: SchemaNode): CmsField['pattern'] {
  const actions = actionsOf(schema);
  const at = actions.findIndex((item) => item.kind === 'validation' && item.requirement instanceof RegExp);
  const action = actions[at];
  if (!action || actions.slice(0, at).some((item) => item.kind === 'transformation')) return undefined;
  const message = typeof action.message === 'string' ? action.message : `must match ${String(action.requirement)}`;
  return [action.requirement as RegExp, message];
}

/** The widget `v.metadata({ widget })` asks for, among those the kind of value allows. */
function chosenWidget<const Allowed extends string>(schema: SchemaNode, path: string, allowed: readonly Allowed[]): Allowed | undefined {
  const { widget } = v.getMetadata(schema) as { widget?: unknown };
  if (widget === undefined) return undefined;
  if (typeof widget === 'string' && (allowed as readonly string[]).includes(widget)) return widget as Allowed;
  const choice = allowed.length > 0 ? `a ${schema.type} may use ${new Intl.ListFormat('en', { type: 'disjunction' }).format(allowed)}` : `a ${schema.type} has only one`;
  throw new Error(`${path}: metadata asks for the widget ${JSON.stringify(widget)}; ${choice}`);
}

/** The part of a field that depends on the kind of value: the widget and its options. */
function widgetFor(schema: SchemaNode, path: string, translated: boolean): FieldWidget {
  // A photo is uploaded, not typed: its name is checked before saving (main.ts), not as a pattern.
  const photoFolder = photoFolderOf(schema);
  if (photoFolder) return photoField(photoFolder) as FieldWidget;
  chosenWidget(schema, path, schema.type === 'string' ? stringWidgets : []);
  switch (schema.type) {
    case 'string': {
      const pattern = patternOf(schema);
      return { ...stringWidgetOptions[chosenWidget(schema, path, stringWidgets) ?? 'string'], ...(pattern ? { pattern } : {}) } as FieldWidget;
    }
    case 'number': {
      const min = numberRequirement(schema, 'min_value');
      const max = numberRequirement(schema, 'max_value');
      return {
        widget: 'number',
        value_type: actionsOf(schema).some((item) => item.type === 'integer') ? 'int' : 'float',
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
      };
    }
    case 'boolean':
      return { widget: 'boolean' };
    case 'picklist':
      return { widget: 'select', options: (schema.options ?? []).map(String) };
    case 'strict_object':
      return { widget: 'object', fields: fieldsOf(schema, path, translated) };
    case 'array': {
      const item = schema.item;
      if (!item) throw new Error(`${path}: an array without an item schema`);
      if (innerType(item) === 'array') throw new Error(`${path}[]: a list of lists has no editor field; make each item a strictObject`);
      const min = numberRequirement(schema, 'min_length');
      const max = numberRequirement(schema, 'max_length');
      const bounds = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
      // An array of records is a list of groups of fields; an array of values is a flat list, one
      // field repeated (Decap's `field`), which writes plain values rather than objects.
      return innerType(item) === 'strict_object'
        ? { widget: 'list', fields: fieldsOf(unwrapped(item), `${path}[]`, translated), ...bounds }
        : { widget: 'list', field: fieldFor('item', item, `${path}[]`, translated), ...bounds };
    }
    default:
      throw new Error(
        `${path}: a valibot ${schema.type} has no editor field yet; map it in site/admin/config.ts (widgetFor) and test it in tests/site/adminConfig.test.ts`,
      );
  }
}

const isOptional = (schema: SchemaNode) => ['optional', 'exact_optional', 'nullish'].includes(schema.type);
export const unwrapped = (schema: SchemaNode): SchemaNode => (isOptional(schema) && schema.wrapped ? unwrapped(schema.wrapped) : schema);
const innerType = (schema: SchemaNode) => unwrapped(schema).type;

/** What the editor calls the field of `key`: the schema's `v.title`, or the key in words. */
export const fieldLabel = (key: string, schema: SchemaNode): string => v.getTitle(unwrapped(schema)) ?? readableKey(key);

/**
 * One Decap field for the schema of `key`; `path` names it in errors (`hours.office`). Inside a field
 * each language writes (`inTranslated`), a field is translated unless its schema marks it `neutral`.
 */
export function fieldFor(key: string, schema: SchemaNode, path: string, inTranslated: boolean): CmsField {
  const inner = unwrapped(schema);
  const hint = v.getDescription(inner);
  const translated = inTranslated && !languageMetadata(schema as never).neutral;
  return {
    name: key,
    label: fieldLabel(key, schema),
    required: !isOptional(schema),
    ...(hint ? { hint } : {}),
    // Decap shows a field in a language other than the default only when it is marked for translation,
    // nested fields included; one it does not translate is written in the default language's file only.
    ...(translated ? { i18n: true } : {}),
    ...widgetFor(inner, path, translated),
  } as CmsField;
}

/** The fields of a `strictObject`, in its order. */
export function fieldsOf(schema: SchemaNode, path: string, translated: boolean): CmsField[] {
  if (schema.type !== 'strict_object' || !schema.entries) {
    throw new Error(`${path || '(the entry)'}: expected a strictObject, found a ${schema.type}`);
  }
  return Object.entries(schema.entries).map(([key, entry]) => fieldFor(key, entry, path ? `${path}.${key}` : key, translated));
}

/** The collection's name in the editor's address: a collection of entries by its folder, a singleton as `common-business`. */
export const adminCollectionName = (collection: Pick<ContentCollection, 'folder'>, entry?: Pick<SingleEntry, 'name'>) =>
  entry === undefined ? collection.folder : `${collection.folder}-${entry.name}`;

/**
 * Where Decap writes a language's file of a files collection with folders per language: it inserts
 * the locale before the file's name (`getFilePath` in decap-cms-core's src/lib/i18n.ts replaces the
 * first `/<name>` of the path by `/<locale>/<name>`).
 */
export const decapLocalePath = (file: string, name: string, locale: string) => file.replace(`/${name}`, `/${locale}/${name}`);

export interface Languages {
  locales: readonly string[];
  defaultLocale: string;
}

/** The fields of an entry's schema, or a stop naming the collection and the field. */
function entryFields(label: string, file: string, schema: EntrySchema): CmsField[] {
  try {
    return fieldsOf(schema as unknown as SchemaNode, '', true);
  } catch (error) {
    throw new Error(`${label} (${file}): ${(error as Error).message}`);
  }
}

/** A singleton: a files collection of one file, `<folder>/<lang>/<name>.json` in each language. */
export function singletonConfig(collection: Pick<SingletonCollection, 'folder'>, entry: SingleEntry, contentFolder: string, languages: Languages): CmsCollection {
  const folder = `${contentFolder.replace(/\/+$/, '')}/${collection.folder}`;
  const file = `${folder}/${entry.name}.json`;
  for (const locale of languages.locales) {
    const written = decapLocalePath(file, entry.name, locale);
    const expected = `${folder}/${locale}/${entry.name}.json`;
    if (written !== expected) throw new Error(`${entry.label}: the editor would write ${written}, not ${expected}; rename the entry (its name also appears earlier in the path)`);
  }
  const format = contentJsonFormatFor(adminCollectionName(collection, entry), entry.schema);
  return {
    name: adminCollectionName(collection, entry),
    label: entry.label,
    description: entry.description,
    format: format.name,
    extension: format.extension,
    editor: { preview: false },
    i18n: true,
    files: [{ name: entry.name, label: entry.label, file, i18n: true, fields: entryFields(entry.label, `${collection.folder}/{lang}/${entry.name}.json`, entry.schema) }],
  } as CmsCollection;
}

/** A collection of entries: a folder collection, `<folder>/<lang>/<id>.<format>`, the id made from a field when the entry is created. */
export function entryCollectionConfig(collection: EntryCollection, contentFolder: string, previewed = false): CmsCollection {
  const markdown = collection.format === 'md';
  const format = markdown ? { name: 'frontmatter', extension: 'md' } : contentJsonFormatFor(collection.folder, collection.schema);
  const ordered = 'order' in collection.schema.entries;
  return {
    name: adminCollectionName(collection),
    label: collection.label,
    label_singular: collection.labelSingular,
    description: collection.description,
    folder: `${contentFolder.replace(/\/+$/, '')}/${collection.folder}`,
    create: collection.create,
    format: format.name,
    extension: format.extension,
    // A new entry's file's name is made from this field (in the default language) once, and stays when it changes.
    identifier_field: collection.idFrom,
    slug: '{{slug}}',
    summary: collection.summary,
    sortable_fields: ordered ? [{ field: 'order', label: 'Order', default_sort: 'asc' }] : [{ field: 'publishedAt', label: 'Published on', default_sort: 'desc' }],
    // The preview pane only where the site's own components draw the entry (site/admin/previews/):
    // Decap's default preview lists raw field values, which says nothing the form does not.
    editor: { preview: previewed },
    i18n: true,
    fields: entryFields(collection.label, `${collection.folder}/{lang}/{id}.${collection.format}`, collection.schema),
  } as CmsCollection;
}

/** The editor's collections: each singleton the office edits, and each collection of entries. */
export function collectionsConfig(collections: readonly ContentCollection[], contentFolder: string, languages: Languages, previewed: readonly string[] = []): CmsCollection[] {
  return collections.flatMap((collection) =>
    collection.kind === 'singletons'
      ? Object.values(collection.entries)
          .filter((entry) => entry.inEditor !== false)
          .map((entry) => singletonConfig(collection, entry, contentFolder, languages))
      : [entryCollectionConfig(collection, contentFolder, previewed.includes(adminCollectionName(collection)))],
  );
}

export interface AdminConfigOptions {
  collections: readonly ContentCollection[];
  /** The content folder, relative to the repository's root: where the backend reads and writes. */
  contentFolder: string;
  languages: Languages;
  /** Where publishing commits: the GitHub backend, signing in through the OAuth function. */
  backend: CmsBackend;
  /** decap-server's `/api/v1` when the editor runs locally (`npm run admin`); then it edits the working tree. */
  localBackend?: string;
  /** The public site, for the editor's link to it. */
  siteUrl?: string;
  /** Where uploads go by default (Decap requires one); each photo field names its own folder (photoUploads.ts). */
  mediaFolder: string;
  /** The collections (`faqs`) the site's components preview; the others have no preview pane. @default none */
  previewed?: readonly string[];
}

/** The whole configuration `CMS.init({ config })` takes; no config.yml is fetched. */
export function adminConfig(options: AdminConfigOptions): CmsConfig {
  const { locales, defaultLocale } = options.languages;
  const localBackend: CmsLocalBackend | undefined = options.localBackend ? { url: options.localBackend } : undefined;
  return {
    load_config_file: false,
    backend: options.backend,
    ...(localBackend ? { local_backend: localBackend } : {}),
    publish_mode: 'simple',
    media_folder: options.mediaFolder,
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    i18n: { structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale },
    collections: collectionsConfig(options.collections, options.contentFolder, options.languages, options.previewed),
  } as CmsConfig;
}
