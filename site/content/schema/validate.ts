/**
 * The build's check of the content, before the build reads any of it (site/scripts/build.ts): every
 * problem of every entry, each with the file and the field (checks.ts, which the editor runs too),
 * and the photos the entries name, which only a check with the files at hand can see.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readContentFiles } from '../load/files';
import { contentProblems as entryProblems, photosOf } from './checks';
import { photoFormat, photoHasLocation } from './photoBytes';
import { heicMessage, megabytes, notAPhotoMessage, photoFolderPath, photoMaxBytes, photoMaxLabel, type PhotoReference } from './photos';

/** Where the content lives in the repository. */
export const contentRoot = fileURLToPath(new URL('..', import.meta.url));

/** The script that takes the place a photo was taken out of its file, in place. */
export const stripLocationCommand = 'npx tsx site/scripts/stripPhotoLocation.ts';

/**
 * A photo the content names, under the assets folder beside `root`: it must exist, be a JPEG, PNG or
 * WebP (an iPhone's HEIC, even renamed .jpg, stops the image pipeline with a decoder's error), weigh at
 * most the editor's limit, and not say where it was taken.
 *
 * Why refuse a photo with GPS rather than trust the pipeline: the encoded pictures carry no metadata
 * (vite-imagetools' removeMetadata, sharp's default), but the original is committed to the repository,
 * whose history keeps it, and the editor serves it in its previews. The editor strips it from every upload
 * (site/admin/config.ts, media_processing); a photo added by hand is caught here, with the command that
 * strips it.
 */
export function photoProblems(root: string, { file, path: at, name, folder }: PhotoReference & { file: string }): string[] {
  const named = `${photoFolderPath(folder)}/${name}`;
  const problem = (what: string) => [`${file}: ${at.join('.')}: ${named}: ${what}`];
  const photo = path.join(root, '../assets', folder, name);
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
}

/** The problems with the content under `root`, one line each (`file: field: what is wrong`); none when it is all valid. */
export function contentProblems(root: string = contentRoot): string[] {
  const files = readContentFiles(root);
  // A name that is no photo's the schema has said already.
  const photos = photosOf(files).filter(({ name }) => /^[\w-]+\.(jpe?g|png|webp)$/i.test(name));
  return [...entryProblems(files), ...photos.flatMap((photo) => photoProblems(root, photo))];
}
