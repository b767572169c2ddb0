/**
 * How a content file is kept: two-space indentation and a final newline, with every object's keys in
 * the order of the collection's schema, so that publishing a change to one sentence commits one line.
 * The editor writes the same (JSON, two spaces, a final newline, the keys in the order of its fields,
 * which fields.ts lists in the schema's order); tests/site/contentFiles.test.ts holds every file to it.
 */
import type { SchemaNode } from './schemaNode';

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
