/**
 * The check the editor runs before it saves: the content as it would be with the entry saved, through
 * the same check the build runs (site/content/schema/checks.ts), every language of the entry at once,
 * and what no entry shows alone (an address another entry has, a list shorter than the default
 * language's). It says where in the office's words: `Español: Hours › Office: must not be empty`.
 */
import { stringify } from 'yaml';
import { contentProblems } from '../content/schema/checks';
import type { ContentFiles } from '../content/load/files';
import { langInfo, languages, type Lang } from '../i18n/lang';
import { fieldLabel, unwrapped, type SchemaNode } from './schemaNode';

/** `Hours › Office`, `Questions › 3 › Answer`: the field as the editor labels it. */
export function fieldTrail(schema: SchemaNode, path: readonly { key: unknown }[] | undefined): string {
  const labels: string[] = [];
  let current: SchemaNode | undefined = schema;
  for (const { key } of path ?? []) {
    const node: SchemaNode | undefined = current && unwrapped(current);
    if (typeof key === 'number' || /^\d+$/.test(String(key))) {
      labels.push(String(Number(key) + 1));
      current = node?.item;
    } else {
      const entry: SchemaNode | undefined = node?.entries?.[String(key)];
      labels.push(entry ? fieldLabel(String(key), entry) : String(key));
      current = entry;
    }
  }
  return labels.length > 0 ? labels.join(' › ') : 'the whole entry';
}

/** The text of an entry's file as the editor writes it: JSON, or front matter and the text for Markdown. */
export function fileText(data: Record<string, unknown>, format: string): string {
  if (format === 'json') return JSON.stringify(data);
  const { body = '', ...frontMatter } = data;
  return `---\n${stringify(frontMatter)}---\n${String(body)}`;
}

export interface EditedEntry {
  /** Its collection's folder and files' format. */
  folder: string;
  format: string;
  /** Its file's name: the singleton's, or the entry's id. */
  name: string;
  schema: SchemaNode;
  /** Its data in each language the editor holds (`undefined` for a language not written yet). */
  dataByLang: ReadonlyMap<Lang, Record<string, unknown> | undefined>;
}

/**
 * What the build would say of `files` with the entry saved, of the entry's own files, one line each,
 * as the office reads them. Nothing when it would accept it.
 */
export function entryProblems(files: ContentFiles, entry: EditedEntry): string[] {
  const fileIn = (lang: Lang) => `${entry.folder}/${lang}/${entry.name}.${entry.format}`;
  const edited = new Map(files);
  for (const lang of languages) {
    const data = entry.dataByLang.get(lang);
    if (data === undefined) edited.delete(fileIn(lang));
    else edited.set(fileIn(lang), fileText(data, entry.format));
  }
  return contentProblems(edited).flatMap((problem) => {
    const lang = languages.find((candidate) => problem.startsWith(`${fileIn(candidate)}: `));
    if (lang === undefined) return [];
    const rest = problem.slice(fileIn(lang).length + 2);
    const [, at = '', message = rest] = /^([\w.]+): ([\s\S]*)$/.exec(rest) ?? [];
    if (rest.startsWith('missing')) return [`${langInfo[lang].name}: not written yet; every entry is written in every language`];
    const field = at === '' ? '' : `${fieldTrail(entry.schema, at.split('.').map((key) => ({ key })))}: `;
    return [`${langInfo[lang].name}: ${field}${message}`];
  });
}
