/**
 * One editor field per schema: the widget a kind of value is edited with, its limits and pattern, and
 * whether each language writes it. A kind of schema with no field stops the editor's build, naming it.
 */
import type { Field } from '@sveltia/cms';
import * as v from 'valibot';
import { languageMetadata } from '../content/load/join';
import type { EntrySchema } from '../content/schema/collections';
import { photoFolderOf } from '../content/schema/photos';
import { placeholderRule } from './placeholders';
import { photoField } from './photoUploads';
import { actionsOf, fieldLabel, innerType, isOptional, numberRequirement, patternOf, unwrapped, type SchemaNode } from './schemaNode';
import { teamMemberFieldType, type TeamMember } from './teamMemberField';

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
        `${path}: a valibot ${schema.type} has no editor field yet; map it in site/admin/fields.ts (widgetFor) and test it in tests/site/adminConfig.test.ts`,
      );
  }
}

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
export function entryFields(label: string, file: string, schema: EntrySchema, context: FieldContext): Field[] {
  try {
    return fieldsOf(schema as unknown as SchemaNode, '', true, context);
  } catch (error) {
    throw new Error(`${label} (${file}): ${(error as Error).message}`);
  }
}
