/**
 * Checks every content data file against its schema, before the build reads any of them: a file that
 * is not JSON, a field missing, empty or of the wrong kind, or a language without its words is named
 * with the file and the field, and the build stops (site/scripts/build.ts). Then what no file shows
 * alone (crossCheck): a placeholder that is no fact, an id used twice, and words whose records are
 * not those of the file they follow; and the photos a file names (photoProblems).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { defaultLang, languages } from '../../i18n/lang';
import { articleProblems } from './articleChecks';
import { collectionFile, contentCollections } from './collections';
import { placeholderProblems, recordIds, recordProblems } from './crossCheck';
import { photoFormat, photoHasLocation } from './photoBytes';
import { heicMessage, megabytes, notAPhotoMessage, photoFolderPath, photoMaxBytes, photoMaxLabel, photoReferences } from './photos';

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

/** The script that takes the place a photo was taken out of its file, in place. */
export const stripLocationCommand = 'npx tsx site/scripts/stripPhotoLocation.ts';

/**
 * The photo files a content file names, under the assets folder beside `root`: each must exist, be a
 * JPEG, PNG or WebP (an iPhone's HEIC, even renamed .jpg, stops the image pipeline with a decoder's
 * error), weigh at most the editor's limit, and not say where it was taken.
 *
 * Why refuse a photo with GPS rather than trust the pipeline: the encoded pictures carry no metadata
 * (vite-imagetools' removeMetadata, sharp's default), but the original is committed to the repository,
 * whose history keeps it, and the editor serves it in its previews. The editor strips it from every upload
 * (site/admin/config.ts, media_processing); a photo added by hand is caught here, with the command that
 * strips it.
 */
export function photoProblems(root: string, file: string, schema: v.GenericSchema, data: unknown): string[] {
  const assets = path.resolve(root, '../assets');
  return photoReferences(schema, data).flatMap(({ path: at, name, folder }) => {
    const named = `${photoFolderPath(folder)}/${name}`;
    const problem = (what: string) => [`${file}: ${at.join('.')}: ${named}: ${what}`];
    const photo = path.join(assets, folder, name);
    let size: number;
    try {
      size = statSync(photo).size;
    } catch {
      return problem('does not exist; upload the photo in the editor, or add the file');
    }
    if (size > photoMaxBytes) return problem(`is ${megabytes(size)}, over the ${photoMaxLabel} a photo may be`);
    const bytes = readFileSync(photo);
    const format = photoFormat(bytes);
    if (format === 'heic') return problem(heicMessage);
    if (format === 'avif' || format === 'unknown') return problem(notAPhotoMessage);
    if (photoHasLocation(bytes)) return problem(`says where it was taken (GPS); run \`${stripLocationCommand} ${named}\`, which removes it, and commit the file`);
    return [];
  });
}

/** The problems with the content under `root`, one line each (`file: field: what is wrong`); none when it is all valid. */
export function contentProblems(root: string = contentRoot, files: readonly ContentFile[] = contentFiles): string[] {
  const problems: string[] = [];
  const valid = new Map<string, unknown>();
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
    if (result.success) {
      valid.set(file, data);
      problems.push(...photoProblems(root, file, schema, data));
      continue;
    }
    for (const issue of result.issues) problems.push(`${file}: ${v.getDotPath(issue) ?? '(the whole file)'}: ${issue.message}`);
  }
  for (const [file, data] of valid) {
    // Words follow the shared records of the same name if there are any (a photo's description follows
    // the photo), else the default language's words.
    const shared = file.replace(/^words\/[^/]+\//, 'data/');
    const defaultLanguageFile = file.replace(/^words\/[^/]+\//, `words/${defaultLang}/`);
    const references = [shared, defaultLanguageFile]
      .filter((reference) => reference !== file && valid.has(reference))
      .map((reference) => ({ file: reference, ids: recordIds(valid.get(reference)) }));
    problems.push(...placeholderProblems(file, data), ...recordProblems(file, data, references));
  }
  problems.push(...articleProblems(root));
  return problems;
}
