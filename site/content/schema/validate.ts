/**
 * Checks every content data file against its schema, before the build reads any of them: a file that
 * is not JSON, a field missing, empty or of the wrong kind, or a language without its words is named
 * with the file and the field, and the build stops (site/scripts/build.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { languages } from '../../i18n/lang';
import { collectionFile, contentCollections } from './collections';

export interface ContentFile {
  /** Relative to the content folder. */
  file: string;
  schema: v.GenericSchema;
}

/** Every data file the site reads, and what it must be: records once, words once per language. */
export const contentFiles: readonly ContentFile[] = contentCollections.flatMap((collection): ContentFile[] =>
  collection.perLanguage
    ? languages.map((lang) => ({ file: collectionFile(collection, lang), schema: collection.schema }))
    : [{ file: collectionFile(collection), schema: collection.schema }],
);

/** Where the content lives in the repository. */
export const contentRoot = fileURLToPath(new URL('..', import.meta.url));

/** The problems with the content under `root`, one line each (`file: field: what is wrong`); none when it is all valid. */
export function contentProblems(root: string = contentRoot, files: readonly ContentFile[] = contentFiles): string[] {
  const problems: string[] = [];
  for (const { file, schema } of files) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      problems.push(`${file}: missing`);
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const result = v.safeParse(schema, data);
    if (result.success) continue;
    for (const issue of result.issues) problems.push(`${file}: ${v.getDotPath(issue) ?? '(the whole file)'}: ${issue.message}`);
  }
  return problems;
}
