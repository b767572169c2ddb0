/**
 * How the editor writes a content file: two-space indentation and a final newline, the form the
 * content's JSON files are kept in, with every object's keys in the order of the collection's schema,
 * so that publishing a change to one sentence commits one line. (Decap's own `json` format ends without
 * a newline, and Decap hands a format the entry's data with its keys in whatever order its editor
 * built them: lists and groups first. It passes only the top level's order, so each collection gets a
 * format of its own that knows its schema.)
 */
import type { EntrySchema } from '../content/schema/collections';
import type { SchemaNode } from './config';

const extension = 'json';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalTypes = new Set(['optional', 'exact_optional', 'nullish']);
const inner = (schema: SchemaNode): SchemaNode => (optionalTypes.has(schema.type) && schema.wrapped ? inner(schema.wrapped) : schema);

/** `value` with each object's keys in its schema's order; keys the schema does not know keep their place after them. */
export function inSchemaOrder(value: unknown, schema: SchemaNode | undefined): unknown {
  const node = schema && inner(schema);
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(item, node?.item));
  if (!isRecord(value)) return value;
  const entries = node?.entries ?? {};
  const keys = [...Object.keys(entries).filter((key) => key in value), ...Object.keys(value).filter((key) => !(key in entries))];
  return Object.fromEntries(keys.map((key) => [key, inSchemaOrder(value[key], entries[key])]));
}

/** The text of a content file holding `data`. */
export const contentJsonText = (data: unknown, schema?: SchemaNode): string => `${JSON.stringify(inSchemaOrder(data, schema), null, 2)}\n`;

export interface ContentJsonFormat {
  name: string;
  extension: string;
  fromFile: (content: string) => unknown;
  toFile: (data: object) => string;
}

/** The format of one editor collection's files (`faqs`, `common-business`), registered with Decap under its own name. */
export function contentJsonFormatFor(collectionName: string, schema: EntrySchema): ContentJsonFormat {
  return {
    name: `content-json-${collectionName}`,
    extension,
    // Decap lists a singleton by reading the file at its configured path, which holds no file, each
    // language's being in its folder: it reads as empty, nothing to show there, rather than a parse
    // error in the console. A file that is present and not JSON still fails, and the build's check names it.
    fromFile: (content) => (content.trim() === '' ? {} : JSON.parse(content)),
    toFile: (data) => contentJsonText(data, schema as unknown as SchemaNode),
  };
}
