/**
 * The check before a save, loaded the first time the office saves (main.ts): the content as it would
 * be with the entry saved, through the build's own check (entryProblems.ts), over the content the
 * editor was built with and what was saved since (liveContent.ts). Most problems are already shown on
 * their field by then (required fields, patterns, the author); this is the last word, for what no field
 * can say alone, so that nothing is saved that the build would refuse. It also keeps a photo's name
 * alone, as the content has it (photoNames.ts).
 */
import { contentFiles } from '../content/load/files';
import { contentCollections } from '../content/schema/collections';
import { defaultLang, langInfo } from '../i18n/lang';
import { fieldTrail } from './entryProblems';
import type { SchemaNode } from './schemaNode';
import { entryProblems, fileText } from './entryProblems';
import { dataByLang, entryPlace, savedEntries, type SavedEntry, type SveltiaEntry } from './liveContent';
import { photoNames, withPhotoNames, type PhotoChange } from './photoNames';

/** The schema of an entry of `folder` named `name`. */
function schemaOf(folder: string, name: string): SchemaNode | undefined {
  const collection = contentCollections.find((candidate) => candidate.folder === folder);
  if (collection === undefined) return undefined;
  const schema = collection.kind === 'singletons' ? (collection.entries as Record<string, { schema: unknown }>)[name]?.schema : collection.schema;
  return schema as SchemaNode | undefined;
}

/** The content files with the entries saved since the editor opened. */
export function liveFiles(saved: readonly SavedEntry[] = savedEntries()): Map<string, string> {
  const files = new Map(contentFiles());
  for (const entry of saved) {
    for (const [lang, data] of entry.dataByLang) files.set(`${entry.folder}/${lang}/${entry.name}.${entry.format}`, fileText(data, entry.format));
  }
  return files;
}

export interface SaveVerdict {
  /** The photo fields to keep as the file's name alone, in the default language's data. */
  photoChanges: PhotoChange[];
  /** Why the entry cannot be saved, in the office's words; undefined when the build would take it. */
  refusal?: string;
}

const sentences = (problems: readonly string[]) => `Nothing was saved. ${problems.map((problem) => problem.replace(/\.$/, '')).join('. ')}.`;

export function checkSave(entry: SveltiaEntry, saved: readonly SavedEntry[] = savedEntries()): SaveVerdict {
  const place = entryPlace(entry.path);
  const schema = place && schemaOf(place.folder, place.name);
  if (!place || !schema) return { photoChanges: [] };
  const byLang = dataByLang(entry);
  const own = byLang.get(defaultLang) ?? {};
  const photos = photoNames(schema, own);
  if (photos.problems.length > 0) {
    // Some messages are several sentences: each loses its final stop, which the list puts back.
    const wrong = photos.problems.map(([at, message]) => `${langInfo[defaultLang].name}: ${fieldTrail(schema, at.split('.').map((key) => ({ key })))}: ${message}`);
    return { photoChanges: photos.changes, refusal: sentences(wrong) };
  }
  byLang.set(defaultLang, withPhotoNames(own, photos.changes));
  const problems = entryProblems(liveFiles(saved), { ...place, schema, dataByLang: byLang });
  return { photoChanges: photos.changes, ...(problems.length === 0 ? {} : { refusal: sentences(problems) }) };
}
