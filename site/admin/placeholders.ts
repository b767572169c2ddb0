/**
 * Words in curly brackets, as the editor checks them on the field: `{onSite}` is filled in by the site
 * from the business facts, and any other `{word}` stops the build (site/content/schema/checks.ts). Each
 * text field gets a pattern that refuses a word the site does not fill, whatever the language, and a
 * message that names the few that fit that field: those the site's texts already use there, else the
 * ones most texts use. The editing guide lists them all.
 */
import { mapTexts, type SchemaNode } from '../content/load/join';
import { contentFiles, fileData, type ContentFiles } from '../content/load/files';
import { textFactNames } from '../content/facts/textFacts';
import { contentCollections, type EntrySchema } from '../content/schema/collections';

/** What a field with nothing of its own suggests: the facts an office sentence names most. */
export const commonFacts = ['phone', 'onSite', 'officeHours', 'emergencyHours', 'name'] as const;

/** How many words a message names. */
const named = 5;

/** The folder of the one entry whose texts are the facts themselves, and so hold none. */
const writtenOut = 'common/business';

/** `items[].answer` and `items.3.answer` alike: a field wherever it is in a list. */
export const fieldKey = (path: string) => path.replace(/\[\]/g, '').replace(/\.\d+(?=\.|$)/g, '');

/** Each field's words in curly brackets as the content uses them, by `<folder>/<field>`, most used first. */
export function factsInUse(files: ContentFiles = contentFiles()): Map<string, string[]> {
  const counts = new Map<string, Map<string, number>>();
  for (const collection of contentCollections) {
    const schemaOf = (name: string): EntrySchema | undefined => (collection.kind === 'singletons' ? (collection.entries as Record<string, { schema: EntrySchema }>)[name]?.schema : collection.schema);
    for (const [file, text] of files) {
      const [folder, , base = ''] = file.split('/');
      if (folder !== collection.folder) continue;
      const name = base.replace(/\.(json|md)$/, '');
      const schema = schemaOf(name);
      if (schema === undefined) continue;
      let data: unknown;
      try {
        data = fileData(file, text);
      } catch {
        continue;
      }
      mapTexts(schema as unknown as SchemaNode, data, (value, _keep, path) => {
        const key = `${collection.kind === 'singletons' ? `${folder}/${name}` : folder}/${fieldKey(path)}`;
        for (const match of value.matchAll(/\{(\w+)\}/g)) {
          const fact = match[1] ?? '';
          if (!(textFactNames as readonly string[]).includes(fact)) continue;
          const byFact = counts.get(key) ?? new Map<string, number>();
          byFact.set(fact, (byFact.get(fact) ?? 0) + 1);
          counts.set(key, byFact);
        }
        return value;
      });
    }
  }
  return new Map([...counts].map(([key, byFact]) => [key, [...byFact].sort((a, b) => b[1] - a[1]).map(([fact]) => fact)]));
}

let inUse: Map<string, string[]> | undefined;

/** The few words that fit a field: the common ones used there, the others used there, then the common ones; `named` at most. */
export function fittingFacts(where: string, used: ReadonlyMap<string, readonly string[]> = (inUse ??= factsInUse())): string[] {
  const here = used.get(where) ?? [];
  return [...new Set([...commonFacts.filter((fact) => here.includes(fact)), ...here, ...commonFacts])].slice(0, named);
}

const alternatives = (names: readonly string[]) => names.map((name) => name.replace(/[^\w]/g, '')).join('|');

/** A pattern that accepts a text unless it holds a `{word}` not among `allowed` (none: no `{word}` at all). */
export const placeholderPattern = (allowed: readonly string[]): RegExp =>
  allowed.length === 0 ? /^(?![\s\S]*\{\w+\})[\s\S]*$/ : new RegExp(`^(?![\\s\\S]*\\{(?!(?:${alternatives(allowed)})\\})\\w+\\})[\\s\\S]*$`);

/** What the office reads under a text with a word in curly brackets the site does not fill. */
export const placeholderMessage = (fitting: readonly string[]) =>
  `The site fills in only certain words in curly brackets. Use one of: ${fitting.map((name) => `{${name}}`).join(', ')}, … (the editing guide lists them all), or leave the brackets out.`;

export const writtenOutMessage = 'The business facts are written out in full here: no words in curly brackets.';

/**
 * The editor's pattern for a text field at `path` (`items[].answer`) of `owner` (a collection's folder,
 * or `<folder>/<name>` for a singleton), as Sveltia takes it: `/source/` and the message.
 */
export function placeholderRule(owner: string, path: string): [string, string] {
  if (owner === writtenOut) return [`/${placeholderPattern([]).source}/`, writtenOutMessage];
  return [`/${placeholderPattern(textFactNames).source}/`, placeholderMessage(fittingFacts(`${owner}/${fieldKey(path)}`))];
}
