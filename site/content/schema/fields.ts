/** The building blocks of the content schemas, and what their problems say to whoever edits the files. */
import * as v from 'valibot';

/** A group of fields: a field it does not have is reported (a misspelt name), and so is one missing. */
export const fields = <const Entries extends v.ObjectEntries>(entries: Entries) =>
  v.strictObject(entries, (issue) => (issue.expected === 'never' ? 'is not a field here (misspelt?)' : 'is missing'));

export const notEmpty = v.check((value: string) => value.trim() !== '', 'must not be empty');
export const text = v.pipe(v.string('must be text'), notEmpty);

/** A paragraph or more: the editor gives it a text box rather than a line. */
export const longText = (title: string) => v.pipe(v.string('must be text'), notEmpty, v.title(title), v.metadata({ widget: 'text' }));

/** One line of text, with the label the editor shows. */
export const line = (title: string) => v.pipe(v.string('must be text'), notEmpty, v.title(title));

/** A list of lines, at least one. */
export const lines = (title: string, item = 'Line') => v.pipe(v.array(line(item)), v.minLength(1, 'must have at least one'), v.title(title));

/** Paragraphs, at least one. */
export const paragraphs = (title = 'Paragraphs') => v.pipe(v.array(longText('Paragraph')), v.minLength(1, 'must have at least one paragraph'), v.title(title));

/** How an entry or an address is named: lowercase words joined by hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const recordId = v.pipe(v.string('must be text'), v.regex(slugPattern, 'must be lowercase words joined by hyphens, e.g. response-time'), v.title('Id'));

/** What the metadata of a field says about how the languages store it. */
export interface LanguageMetadata {
  /**
   * The same in every language (an id, a photo, a number, a flag, a date): written once, in the
   * default language's file, as the editor stores a field it does not translate.
   */
  neutral?: true;
  /** A pattern the code fills in: the names it may contain besides the facts. */
  template?: readonly string[];
}

/** A field every language shares: it lives in the default language's file only. */
export const neutral = <const Schema extends v.GenericSchema>(schema: Schema) => v.pipe(schema, v.metadata({ neutral: true } satisfies LanguageMetadata));

/** Where an entry comes in the site's lists: 1 first. */
export const order = neutral(
  v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more'), v.title('Order (1 comes first)')),
);

/** What a template's placeholders may be given: numbers are written the language's way. */
type Values<Names extends readonly string[]> = { readonly [K in keyof Names]: string | number };

const placeholder = /\{(\w+)\}/g;

/** `text` with each `{name}` of `names` given the value at its place; the language's locale writes numbers. */
export function fillPattern(text: string, names: readonly string[], values: readonly (string | number)[], locale: string | undefined): string {
  const format = new Intl.NumberFormat(locale);
  return text.replace(placeholder, (whole, name: string) => {
    const value = values[names.indexOf(name)];
    if (value === undefined) return whole;
    return typeof value === 'number' ? format.format(value) : value;
  });
}

/**
 * A line with places the code fills in, `{service} in {city}`: it becomes a function of those values,
 * in the order given here (`heroHeading(service, city)`). The locale the content is read in
 * (valibot's `lang`, site/content/load/entries.ts) writes the numbers.
 */
export const template = <const Names extends readonly string[]>(title: string, ...names: Names) =>
  v.pipe(
    v.string('must be text'),
    notEmpty,
    v.title(title),
    v.metadata({ template: names } satisfies LanguageMetadata),
    v.rawTransform(({ dataset: { value: text }, config }) => (...values: Values<Names>) => fillPattern(text, names, values, config.lang)),
  );

/**
 * The same with a form for one and one for several (`{ "one": "1 article", "other": "{count} articles" }`),
 * chosen by the first value, a count, with the language's plural rules.
 */
export const plural = <const Names extends readonly [string, ...string[]]>(title: string, ...names: Names) =>
  v.pipe(
    fields({ one: template('One', ...names), other: template('Several', ...names) }),
    v.title(title),
    v.rawTransform(({ dataset: { value: forms }, config }) => {
      const rules = new Intl.PluralRules(config.lang);
      return (...values: Values<Names>) => (rules.select(Number(values[0])) === 'one' ? forms.one(...values) : forms.other(...values));
    }),
  );
