/**
 * The one join of the content: a language's file with the fields every language shares, which only the
 * default language's file holds, put back in by the schema's marks (`neutral`, schema/fields.ts). Lists
 * of records in an entry are matched by position, so each language must have as many as the default.
 * And the walk that fills the facts into the texts. Both read only the schema and the data: the build,
 * the site and the editor run the same.
 */
import * as v from 'valibot';
import type { LanguageMetadata } from '../schema/fields';

/** Any valibot schema, as these walks read it: by the parts its kind has. */
export type SchemaNode = v.GenericSchema & {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  value?: SchemaNode;
  wrapped?: SchemaNode;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema inside `v.optional`. */
export const unwrapped = (schema: SchemaNode): SchemaNode => (schema.wrapped && /optional|nullish/.test(schema.type) ? unwrapped(schema.wrapped) : schema);

/** How the languages store a field: its marks, through `v.optional`. */
export function languageMetadata(schema: SchemaNode): LanguageMetadata {
  const own = v.getMetadata(schema as Parameters<typeof v.getMetadata>[0]) as LanguageMetadata;
  return schema.wrapped ? { ...languageMetadata(schema.wrapped), ...own } : own;
}

const at = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/**
 * `own`, a language's data, with the neutral fields of `shared`, the default language's data of the same
 * entry. A neutral field written in `own` and a list of records of another length are `problems`.
 */
export function joinLanguages(schema: SchemaNode, own: unknown, shared: unknown, problems: string[], path = ''): unknown {
  const node = unwrapped(schema);
  if (node.entries && isRecord(own)) {
    const from = isRecord(shared) ? shared : {};
    const joined: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(node.entries)) {
      if (languageMetadata(entry).neutral) {
        if (key in own) problems.push(`${at(path, key)}: is the same in every language: write it in the default language's file only`);
        if (from[key] !== undefined) joined[key] = from[key];
      } else if (key in own) {
        joined[key] = joinLanguages(entry, own[key], from[key], problems, at(path, key));
      }
    }
    // A field the schema does not know stays, for the schema to name.
    for (const key of Object.keys(own)) if (!(key in node.entries)) joined[key] = own[key];
    return joined;
  }
  if (node.item && unwrapped(node.item).entries && Array.isArray(own)) {
    const list = Array.isArray(shared) ? shared : [];
    if (own.length !== list.length) problems.push(`${path}: must have ${list.length} items, as the default language has, in the same order (it has ${own.length})`);
    return own.map((item, index) => joinLanguages(node.item as SchemaNode, item, list[index], problems, at(path, index)));
  }
  return own;
}

/** Whether the field at `path` (its keys from the entry's root) is one every language shares, or inside one. */
export function isNeutralPath(schema: SchemaNode, path: readonly (string | number)[]): boolean {
  let node: SchemaNode | undefined = schema;
  for (const key of path) {
    if (node === undefined) return false;
    if (languageMetadata(node).neutral) return true;
    const inner: SchemaNode = unwrapped(node);
    node = typeof key === 'number' ? inner.item : (inner.entries?.[key] ?? inner.value);
  }
  return node !== undefined && Boolean(languageMetadata(node).neutral);
}

/** `data` with every text passed through `fill`, which is told the names a template keeps and where the text is. */
export function mapTexts(schema: SchemaNode | undefined, data: unknown, fill: (text: string, keep: readonly string[], path: string) => string, path = ''): unknown {
  const node = schema && unwrapped(schema);
  if (typeof data === 'string') return fill(data, (schema && languageMetadata(schema).template) ?? [], path);
  if (Array.isArray(data)) return data.map((item, index) => mapTexts(node?.item, item, fill, at(path, index)));
  if (!isRecord(data)) return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, mapTexts(node?.entries?.[key] ?? node?.value, value, fill, at(path, key))]));
}
