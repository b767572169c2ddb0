/**
 * The editor's Sveltia CMS configuration, generated from the content's own description
 * (site/content/schema/collections.ts): each collection of entries is an entry collection, each
 * collection of singletons a file collection, both with a folder per language, the way the content is
 * stored. The fields are read off the valibot schema the build checks the entry with; a field marked
 * `neutral` is written once, in the default language's column. A kind of schema this module cannot
 * map stops the editor's build, naming the field, rather than giving the office a box that writes what
 * the build then refuses. Pure: the editor's build runs it (vite.config.ts), and so do the tests.
 */
import type { CmsConfig, Collection, CollectionFile, Field, FileCollection, EntryCollection as SveltiaEntryCollection } from '@sveltia/cms';
import * as v from 'valibot';
import { languageMetadata } from '../content/load/join';
import type { ContentCollection, EntryCollection, EntrySchema, SingleEntry, SingletonCollection } from '../content/schema/collections';
import { photoFolderOf, type PhotoFolder } from '../content/schema/photos';
import { placeholderRule } from './placeholders';
import { globalPhotoFolder, mediaLibraries, photoField, photoFolderOptions } from './photoUploads';
import { teamMemberFieldType, type TeamMember } from './teamMemberField';

/** Any valibot schema or action, as this module reads it: by its `type` and the parts that kind has. */
export type SchemaNode = v.GenericSchema & {
  pipe?: readonly { kind: string; type: string; requirement?: unknown; message?: unknown }[];
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: readonly unknown[];
};

/** A field without its name, label and flags: the part that depends on the kind of value. */
type FieldWidget = Record<string, unknown> & { widget: string };

/** The widgets a schema may ask for by `v.metadata({ widget })`, for the kinds that allow a choice. */
const stringWidgets = ['string', 'text', 'date', 'markdown'] as const;

/** A text's widget and its options, for the widgets `v.metadata` may name. */
const stringWidgetOptions: Record<(typeof stringWidgets)[number], FieldWidget> = {
  // No emoji list popping up at a colon: the office types times ("8:00") and lists ("Note:").
  string: { widget: 'string', use_emoji_autocomplete: false },
  text: { widget: 'text', use_emoji_autocomplete: false },
  // The browser's own date box, typed or picked in the browser's form (mm/dd/yyyy in the US), kept as
  // the schema wants it (YYYY-MM-DD): a day, with no time to shift across time zones.
  date: { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' },
  // Only what an article page shows: paragraphs, subheadings and bulleted lists (load/markdown.ts).
  markdown: {
    widget: 'markdown',
    buttons: ['heading-two', 'bulleted-list'],
    editor_components: [],
    modes: ['rich_text', 'raw'],
    linked_images: false,
    use_emoji_autocomplete: false,
  },
};

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

/** What the metadata of a field may say to the editor, besides its widget. */
export interface EditorMetadata {
  /**
   * The pattern the editor checks what the office typed against, when the schema rewrites the value
   * before testing it (a phone number written any usual way): the same values pass both.
   */
  editorPattern?: readonly [RegExp, string];
}

/** A regular expression as Sveltia reads a field's `pattern`: `/source/flags` (a stateful flag dropped). */
export const patternText = (regex: RegExp) => `/${regex.source}/${regex.flags.replace(/[gy]/g, '')}`;

/**
 * The editor's own check of a text's form, shown on the field as the office types once a save was
 * refused: the schema's `editorPattern`, or its first action testing a regular expression (`v.regex`,
 * `v.email`) when nothing rewrites the value before it. Other checks (`v.url`, `v.check`) have no form
 * the editor can run; the check before saving (saveCheck.ts) applies them.
 */
export function patternOf(schema: SchemaNode): [string, string] | undefined {
  const { editorPattern } = v.getMetadata(schema) as EditorMetadata;
  if (editorPattern) return [patternText(editorPattern[0]), editorPattern[1]];
  const actions = actionsOf(schema);
  const at = actions.findIndex((item) => item.kind === 'validation' && item.requirement instanceof RegExp);
  const action = actions[at];
  if (!action || actions.slice(0, at).some((item) => item.kind === 'transformation')) return undefined;
  const message = typeof action.message === 'string' ? action.message : `must match ${String(action.requirement)}`;
  return [patternText(action.requirement as RegExp), message];
}

/** The widget `v.metadata({ widget })` asks for, among those the kind of value allows. */
function chosenWidget<const Allowed extends string>(schema: SchemaNode, path: string, allowed: readonly Allowed[]): Allowed | undefined {
  const { widget } = v.getMetadata(schema) as { widget?: unknown };
  if (widget === undefined) return undefined;
  if (typeof widget === 'string' && (allowed as readonly string[]).includes(widget)) return widget as Allowed;
  const choice = allowed.length > 0 ? `a ${schema.type} may use ${new Intl.ListFormat('en', { type: 'disjunction' }).format(allowed)}` : `a ${schema.type} has only one`;
  throw new Error(`${path}: metadata asks for the widget ${JSON.stringify(widget)}; ${choice}`);
}

/** What a field's schema is read with besides itself: what the whole configuration knows. */
export interface FieldContext {
  /** The collection's folder (`faqs`), or a singleton's `<folder>/<name>`, for the words in curly brackets its texts use. */
  folder: string;
  /** The team, for the field naming a person (an article's author). */
  team: readonly TeamMember[];
}

/** Fields whose values name an entry of another collection, by the collection's folder and the field's key. */
const references: Record<string, Record<string, () => FieldWidget>> = {
  articles: {
    authorId: () => ({ widget: teamMemberFieldType }),
  },
  services: {
    // Sveltia keeps an article named here from being deleted, and offers the articles by their titles.
    relatedArticle: () => ({ widget: 'relation', collection: 'articles', value_field: '{{slug}}', display_fields: ['title'], search_fields: ['title'] }),
  },
};

/** The part of a field that depends on the kind of value: the widget and its options. */
function widgetFor(key: string, schema: SchemaNode, path: string, translated: boolean, context: FieldContext): FieldWidget {
  // A photo is uploaded, not typed: its own folder, the file's name alone as the value.
  const photoFolder = photoFolderOf(schema);
  if (photoFolder) return photoField();
  const reference = path === key ? references[context.folder]?.[key] : undefined;
  if (reference) return { ...reference(), ...(reference().widget === teamMemberFieldType ? { options: context.team.map(({ id, name }) => ({ label: name, value: id })) } : {}) };
  chosenWidget(schema, path, schema.type === 'string' ? stringWidgets : []);
  switch (schema.type) {
    case 'string': {
      const chosen = chosenWidget(schema, path, stringWidgets) ?? 'string';
      const pattern = patternOf(schema) ?? (chosen === 'date' ? undefined : placeholderRule(context.folder, path));
      return { ...stringWidgetOptions[chosen], ...(pattern ? { pattern } : {}) };
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
      return { widget: 'object', fields: fieldsOf(schema, path, translated, context) };
    case 'array': {
      const item = schema.item;
      if (!item) throw new Error(`${path}: an array without an item schema`);
      if (innerType(item) === 'array') throw new Error(`${path}[]: a list of lists has no editor field; make each item a strictObject`);
      const min = numberRequirement(schema, 'min_length');
      const max = numberRequirement(schema, 'max_length');
      const bounds = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
      // An array of records is a list of groups of fields; an array of values is a flat list, one
      // field repeated (`field`), which writes plain values rather than objects.
      return innerType(item) === 'strict_object'
        ? { widget: 'list', fields: fieldsOf(unwrapped(item), `${path}[]`, translated, context), ...bounds }
        : { widget: 'list', field: fieldFor('item', item, `${path}[]`, translated, context), ...bounds };
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
 * One field for the schema of `key`; `path` names it in errors (`hours.office`). Inside a field each
 * language writes (`inTranslated`), a field is translated unless its schema marks it `neutral`; one
 * that is not is shown in the default language's column and written in its file only.
 */
export function fieldFor(key: string, schema: SchemaNode, path: string, inTranslated: boolean, context: FieldContext): Field {
  const inner = unwrapped(schema);
  const hint = v.getDescription(inner);
  const translated = inTranslated && !languageMetadata(schema as never).neutral;
  return {
    name: key,
    label: fieldLabel(key, schema),
    required: !isOptional(schema),
    ...(hint ? { hint } : {}),
    ...(translated ? { i18n: true } : {}),
    ...widgetFor(key, inner, path, translated, context),
  } as Field;
}

/** The fields of a `strictObject`, in its order. */
export function fieldsOf(schema: SchemaNode, path: string, translated: boolean, context: FieldContext): Field[] {
  if (schema.type !== 'strict_object' || !schema.entries) {
    throw new Error(`${path || '(the entry)'}: expected a strictObject, found a ${schema.type}`);
  }
  return Object.entries(schema.entries).map(([key, entry]) => fieldFor(key, entry, path ? `${path}.${key}` : key, translated, context));
}

/** The fields of an entry's schema, or a stop naming the collection and the field. */
function entryFields(label: string, file: string, schema: EntrySchema, context: FieldContext): Field[] {
  try {
    return fieldsOf(schema as unknown as SchemaNode, '', true, context);
  } catch (error) {
    throw new Error(`${label} (${file}): ${(error as Error).message}`);
  }
}

export interface Languages {
  locales: readonly string[];
  defaultLocale: string;
}

/** Where each entry shows on the public site, for the editor's "View live": an address template per collection or singleton. */
export interface LivePaths {
  /** By a collection of entries' folder (`faqs`): a `preview_path` template (`/blog/{{fields.slug}}`). */
  entries: Readonly<Record<string, string>>;
  /** By a singleton's collection and name (`pages/about`). */
  singletons: Readonly<Record<string, string>>;
}

/** A collection of singletons: a file collection, each file `<folder>/<lang>/<name>.json` in each language. */
export function singletonsConfig(collection: SingletonCollection, contentFolder: string, context: Omit<FieldContext, 'folder'>, livePaths?: LivePaths): FileCollection {
  const folder = `${contentFolder.replace(/\/+$/, '')}/${collection.folder}`;
  const files = Object.values(collection.entries)
    .filter((entry) => entry.inEditor !== false)
    .map(
      (entry: SingleEntry): CollectionFile => ({
        name: entry.name,
        label: entry.label,
        file: `${folder}/{{locale}}/${entry.name}.json`,
        format: 'json',
        i18n: true,
        fields: entryFields(entry.label, `${collection.folder}/{lang}/${entry.name}.json`, entry.schema, { ...context, folder: `${collection.folder}/${entry.name}` }),
        // Sveltia's own preview lists the raw values, which says nothing the form does not.
        editor: { preview: false },
        ...photoFolderOptions(photoOf(entry.schema)?.folder),
        ...(livePaths?.singletons[`${collection.folder}/${entry.name}`] === undefined ? {} : { preview_path: livePaths.singletons[`${collection.folder}/${entry.name}`] }),
      }),
    );
  return { name: collection.folder, label: collection.label, description: collection.description, i18n: true, files };
}

/** The photo field of an entry's schema, if it has one: its key and its folder. */
function photoOf(schema: EntrySchema): { key: string; folder: PhotoFolder } | undefined {
  for (const [key, field] of Object.entries(schema.entries)) {
    const folder = photoFolderOf(unwrapped(field as unknown as SchemaNode));
    if (folder) return { key, folder };
  }
  return undefined;
}

/** How the office finds an entry in a collection's list: its summary, and its photo where it has one. */
const listing = (collection: EntryCollection) => ({ summary: collection.summary, thumbnail: photoOf(collection.schema)?.key ?? false });

/** The field an entry is known by: its `title`, else the one its id is made from. */
const titleField = (collection: EntryCollection) => ('title' in collection.schema.entries ? 'title' : collection.idFrom);

/** Collections whose entries other entries name: deleting one would leave the other pointing nowhere. */
const referenced = new Set(['team']);

/** A collection of entries: `<folder>/<lang>/<id>.<format>`, the id made from a field when the entry is created. */
export function entryCollectionConfig(collection: EntryCollection, contentFolder: string, context: Omit<FieldContext, 'folder'>, previewed = false, livePath?: string): SveltiaEntryCollection {
  const markdown = collection.format === 'md';
  const sortedBy =
    'order' in collection.schema.entries
      ? { sortable_fields: { fields: ['order'], default: { field: 'order', direction: 'ascending' as const } } }
      : 'publishedAt' in collection.schema.entries
        ? { sortable_fields: { fields: ['publishedAt'], default: { field: 'publishedAt', direction: 'descending' as const } } }
        : {};
  return {
    name: collection.folder,
    label: collection.label,
    label_singular: collection.labelSingular,
    description: collection.description,
    folder: `${contentFolder.replace(/\/+$/, '')}/${collection.folder}`,
    create: collection.create,
    // What the site's code knows by its address (services, cities, city pages) stays; a person
    // articles name stays (their author); an article a service names is kept by Sveltia itself.
    delete: collection.create && !referenced.has(collection.folder),
    duplicate: collection.create,
    format: markdown ? 'frontmatter' : 'json',
    extension: collection.format,
    // What names an entry in the list and to a screen reader: its title where it has one. A new entry's
    // file's name is made once from `idFrom` (in the default language), and stays when it changes; the
    // office is never asked for it.
    identifier_field: titleField(collection),
    slug: { template: titleField(collection) === collection.idFrom ? '{{slug}}' : `{{fields.${collection.idFrom}}}`, editable: false },
    ...listing(collection),
    ...photoFolderOptions(photoOf(collection.schema)?.folder),
    // In the site's order: by number, or the newest article first.
    ...sortedBy,
    // The preview pane only where the site's own components draw the entry (site/admin/previews/).
    editor: { preview: previewed },
    i18n: true,
    fields: entryFields(collection.label, `${collection.folder}/{lang}/{id}.${collection.format}`, collection.schema, { ...context, folder: collection.folder }),
    ...(livePath === undefined ? {} : { preview_path: livePath }),
  };
}

/** The editor's collections: each collection of singletons the office edits, and each collection of entries. */
export function collectionsConfig(
  collections: readonly ContentCollection[],
  contentFolder: string,
  context: Omit<FieldContext, 'folder'>,
  previewed: readonly string[] = [],
  livePaths?: LivePaths,
): Collection[] {
  return collections.flatMap((collection): Collection[] => {
    if (collection.kind === 'entries') return [entryCollectionConfig(collection, contentFolder, context, previewed.includes(collection.folder), livePaths?.entries[collection.folder])];
    const edited = singletonsConfig(collection, contentFolder, context, livePaths);
    return edited.files.length > 0 ? [edited] : [];
  });
}

export interface AdminConfigOptions {
  collections: readonly ContentCollection[];
  /** The content folder, relative to the repository's root: where the backend reads and writes. */
  contentFolder: string;
  languages: Languages;
  /** Where publishing commits: the GitHub backend, signing in through the sign-in function. */
  backend: CmsConfig['backend'];
  /** The public site, for the editor's link to it and each entry's "View live". */
  siteUrl?: string;
  /** The team (id and name), for the author of an article. */
  team: readonly TeamMember[];
  /** The collections (`faqs`) the site's components preview; the others have no preview pane. @default none */
  previewed?: readonly string[];
  /** Each entry's page on the public site. @default none: no "View live" */
  livePaths?: LivePaths;
}

/** The whole configuration `CMS.init({ config })` takes; no config.yml is fetched. */
export function adminConfig(options: AdminConfigOptions): CmsConfig {
  const { locales, defaultLocale } = options.languages;
  return {
    load_config_file: false,
    app_title: 'Edit the site',
    backend: options.backend,
    publish_mode: 'simple',
    // Uploads from the media library's first folder land with the work photos; each photo field names its own.
    ...globalPhotoFolder,
    media_libraries: mediaLibraries,
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    // Ids and file names are lowercase words joined by hyphens, as the build wants them (fields.ts recordId).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-', trim: true, lowercase: true },
    // An optional field left empty is left out, rather than written empty where the schema wants text.
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    i18n: { structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale },
    collections: collectionsConfig(options.collections, options.contentFolder, { team: options.team }, options.previewed, options.livePaths),
  };
}
