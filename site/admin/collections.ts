/**
 * The editor's collections, in the shape the content is stored: each collection of entries is an entry
 * collection, each collection of singletons a file collection, both with a folder per language.
 */
import type { Collection, CollectionFile, FileCollection, EntryCollection as SveltiaEntryCollection } from '@sveltia/cms';
import type { ContentCollection, EntryCollection, EntrySchema, SingleEntry, SingletonCollection } from '../content/schema/collections';
import { photoFolderOf, type PhotoFolder } from '../content/schema/photos';
import { entryFields, type FieldContext } from './fields';
import { photoFolderOptions } from './photoUploads';
import { unwrapped, type SchemaNode } from './schemaNode';

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
