/** What the editor configuration tests share: the configuration generated from the content, and field-by-field checks against its schemas. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { expect } from 'vitest';
import { adminConfig } from '../../site/admin/config';
import { readableKey } from '../../site/admin/schemaNode';
import { teamOf } from '../../site/admin/editorConfig';
import { teamMemberFieldType } from '../../site/admin/teamMemberField';
import { contentFiles } from '../../site/content/load/files';
import { languageMetadata, type SchemaNode as JoinNode } from '../../site/content/load/join';
import { contentCollections, type ContentCollection, type EntrySchema, type SingleEntry } from '../../site/content/schema/collections';
import { photoFolderOf, photoFolderPath } from '../../site/content/schema/photos';
import { contentRoot } from '../../site/content/schema/validate';
import { defaultLang, languages, type Lang } from '../../site/i18n/lang';

export const contentFolder = 'site/content';
export const langs = { locales: languages, defaultLocale: defaultLang };
export const backend = { name: 'github', repo: 'owner/site', branch: 'main', base_url: 'https://admin.example.test', auth_endpoint: 'api/admin-sign-in/authorize' } as const;
export const team = teamOf();
export const config = adminConfig({ collections: contentCollections, contentFolder, languages: langs, backend, team });

/** A field or collection of the generated configuration, read loosely: the test checks its values, not its type. */
export type Loose = Record<string, unknown> & { name: string };
export const collectionsOf = (generated: ReturnType<typeof adminConfig>) => (generated.collections ?? []) as unknown as Loose[];

/** Valibot schemas as the test reads them: by kind, and the parts each kind has. */
export type Node = v.GenericSchema & {
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
export interface Edited {
  /** The editor's collection (the content's folder) and, for a singleton, its file's name. */
  collection: string;
  file?: string;
  label: string;
  files: string[];
  schema: EntrySchema;
  content: ContentCollection;
}
export const edited = contentCollections.flatMap((collection: ContentCollection): Edited[] =>
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
export function expectFieldsMatch(fields: readonly Loose[] | undefined, schema: Node, at: string, translated: boolean): string[] {
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
export function generated(name: string, file?: string): Loose {
  const collection = collectionsOf(config).find((candidate) => candidate.name === name);
  if (!collection) throw new Error(`no collection ${name}`);
  if (file === undefined) return collection;
  const found = (collection.files as Loose[] | undefined)?.find((candidate) => candidate.name === file);
  if (!found) throw new Error(`no file ${file} in ${name}`);
  return found;
}
export const fieldsOf = (holder: Loose) => (holder.fields as Loose[] | undefined) ?? [];
export const holderOf = (entry: Edited) => generated(entry.collection, entry.file);

/** The generated field at a dotted path (`hours.office`, `items[].answer`). */
export function fieldAt(holder: Loose, dotted: string): Loose {
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


/** A value the editor loads into the field: an object's keys are its fields, a list's items its item. */
export function expectValueFits(value: unknown, field: Loose, at: string, lang: Lang, schema: Node | undefined) {
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
