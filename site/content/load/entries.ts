/**
 * The one loader: a collection's entries in a language, from its files (files.ts), joined with the
 * default language's neutral fields (join.ts), the facts filled into their texts, and checked and
 * typed by the collection's schema. The build's check reads the same way and reports every problem
 * (`faqs/es/response-time.json: answer: is missing`); the site stops at the first.
 */
import * as v from 'valibot';
import { defaultLang, langInfo, languages, type Lang } from '../../i18n/lang';
import type { EntryCollection, EntrySchema, SingleEntry, SingletonCollection } from '../schema/collections';
import { contentFiles, fileData, type ContentFiles } from './files';
import { isNeutralPath, joinLanguages, mapTexts, type SchemaNode } from './join';

/** Fills the facts into a text, keeping the names a template fills itself; says what it could not. */
export type FillTexts = (text: string, keep: readonly string[], problem: (message: string) => void) => string;

/** An entry as the site reads it: its id (its file's name) and its fields. */
export type Entry<Schema extends EntrySchema> = v.InferOutput<Schema> & { readonly id: string };

export interface Read<T> {
  value: T | undefined;
  problems: string[];
}

const fileOf = (folder: string, lang: string, name: string, format: string) => `${folder}/${lang}/${name}.${format}`;

/** One entry of `folder` in `lang` from `files`: undefined, with problems saying why, when it cannot be read. */
export function readEntry<Schema extends v.GenericSchema>(
  files: ContentFiles,
  folder: string,
  name: string,
  format: string,
  schema: Schema,
  lang: Lang,
  fill?: FillTexts,
): Read<v.InferOutput<Schema>> {
  const file = fileOf(folder, lang, name, format);
  const problems: string[] = [];
  const say = (message: string) => problems.push(`${file}: ${message}`);
  const dataIn = (of: Lang) => {
    const text = files.get(fileOf(folder, of, name, format));
    if (text === undefined) return undefined;
    try {
      return fileData(file, text);
    } catch (error) {
      if (of === lang) say((error as Error).message);
      return undefined;
    }
  };
  const own = dataIn(lang);
  if (own === undefined) {
    if (problems.length === 0) say(lang === defaultLang ? 'missing' : `missing: every entry is written in every language (${fileOf(folder, defaultLang, name, format)} is)`);
    return { value: undefined, problems };
  }
  const joinProblems: string[] = [];
  const joined = lang === defaultLang ? own : joinLanguages(schema as SchemaNode, own, dataIn(defaultLang), joinProblems);
  joinProblems.forEach(say);
  const filled = fill ? mapTexts(schema as SchemaNode, joined, (text, keep, path) => fill(text, keep, (message) => say(`${path}: ${message}`))) : joined;
  // The locale goes to the templates, which write numbers in it (schema/fields.ts).
  const result = v.safeParse(schema, filled, { lang: langInfo[lang].locale });
  if (!result.success) {
    for (const issue of result.issues) {
      // A shared field's problem is the default language's file's, and said there.
      if (lang !== defaultLang && isNeutralPath(schema as SchemaNode, (issue.path ?? []).map((item) => item.key as string | number))) continue;
      say(`${v.getDotPath(issue) ?? '(the whole file)'}: ${issue.message}`);
    }
  }
  return { value: result.success && problems.length === 0 ? result.output : undefined, problems };
}

/** The ids of a collection's entries: the files of its default language. */
export function entryIds(files: ContentFiles, collection: Pick<EntryCollection, 'folder' | 'format'>): string[] {
  const prefix = `${collection.folder}/${defaultLang}/`;
  const suffix = `.${collection.format}`;
  return [...files.keys()].filter((file) => file.startsWith(prefix) && file.endsWith(suffix) && !file.slice(prefix.length).includes('/')).map((file) => file.slice(prefix.length, -suffix.length)).sort();
}

/** Files of a language with no entry of that name in the default language's folder. */
export function strayFiles(files: ContentFiles, collection: Pick<EntryCollection, 'folder' | 'format'>, names: readonly string[]): string[] {
  const expected = new Set(languages.flatMap((lang) => names.map((name) => fileOf(collection.folder, lang, name, collection.format))));
  return [...files.keys()]
    .filter((file) => file.startsWith(`${collection.folder}/`) && !expected.has(file))
    .map((file) => `${file}: no entry of this name in ${collection.folder}/${defaultLang}/: name it as the default language's file, or remove it`);
}

/** Every entry of a collection in `lang`, by `order` when they have one, else by id. */
export function readEntries<Schema extends EntrySchema>(files: ContentFiles, collection: EntryCollection<Schema>, lang: Lang, fill?: FillTexts): Read<Entry<Schema>[]> {
  const problems: string[] = [];
  const found: Entry<Schema>[] = [];
  for (const id of entryIds(files, collection)) {
    const read = readEntry(files, collection.folder, id, collection.format, collection.schema, lang, fill);
    problems.push(...read.problems);
    if (read.value !== undefined) found.push({ ...read.value, id } as Entry<Schema>);
  }
  const place = (entry: object) => ('order' in entry && typeof entry.order === 'number' ? entry.order : 0);
  found.sort((a, b) => place(a) - place(b) || a.id.localeCompare(b.id));
  return { value: problems.length === 0 ? found : undefined, problems };
}

/** One of a collection's singletons in `lang`. */
export const readSingle = <Schema extends EntrySchema>(files: ContentFiles, collection: Pick<SingletonCollection, 'folder'>, entry: SingleEntry<Schema>, lang: Lang, fill?: FillTexts) =>
  readEntry(files, collection.folder, entry.name, 'json', entry.schema, lang, fill);

/** The value read, or a stop naming every problem: the build's check has reported them already. */
export function orStop<T>({ value, problems }: Read<T>): T {
  if (value === undefined || problems.length > 0) throw new Error(`The content has problems (npm run build lists them all):\n${problems.join('\n')}`);
  return value;
}

/** Remembers what `make` gives for each language, so a collection is read once per language. */
export function perLanguage<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    if (!made.has(lang)) made.set(lang, make(lang));
    return made.get(lang) as T;
  };
}

export { contentFiles };
