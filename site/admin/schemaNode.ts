/**
 * Reading a valibot schema the way the editor's configuration needs it: its kind through the
 * `v.optional` around it, its actions (limits, patterns), its title and its metadata.
 */
import * as v from 'valibot';

/** Any valibot schema or action, as this module reads it: by its `type` and the parts that kind has. */
export type SchemaNode = v.GenericSchema & {
  pipe?: readonly { kind: string; type: string; requirement?: unknown; message?: unknown }[];
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: readonly unknown[];
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
export const actionsOf = (schema: SchemaNode): PipeItem[] =>
  (schema.pipe ?? []).flatMap((item) => (item.kind === 'schema' ? (item === (schema as unknown) ? [] : actionsOf(item as unknown as SchemaNode)) : [item]));
const requirementOf = (schema: SchemaNode, type: string): unknown => actionsOf(schema).find((item) => item.type === type)?.requirement;
export const numberRequirement = (schema: SchemaNode, type: string) => {
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

export const isOptional = (schema: SchemaNode) => ['optional', 'exact_optional', 'nullish'].includes(schema.type);
export const unwrapped = (schema: SchemaNode): SchemaNode => (isOptional(schema) && schema.wrapped ? unwrapped(schema.wrapped) : schema);
export const innerType = (schema: SchemaNode) => unwrapped(schema).type;

/** What the editor calls the field of `key`: the schema's `v.title`, or the key in words. */
export const fieldLabel = (key: string, schema: SchemaNode): string => v.getTitle(unwrapped(schema)) ?? readableKey(key);
