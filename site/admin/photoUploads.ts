/**
 * Photo uploads in the editor, safe for a photo straight off a phone: each lands in the folder the image
 * pipeline reads (site/assets/images.ts), loses what the phone wrote into it, and is refused, in plain
 * words, when the site cannot use it.
 */
import type { CmsField, CmsLocalePhrases } from 'decap-cms-core';
import { photoFolderPath, photoMaxBytes, tooBigMessage, type PhotoFolder } from '../content/schema/photos';

/**
 * The Decap options of a photo field (the image widget), in `folder`:
 * - `media_folder` from the repository's root (the leading `/`), so an upload is written beside the
 *   other photos and the next build encodes it like them, in every format and width;
 * - an empty `public_folder`, so the field stores the file's name alone, as the schema expects
 *   (`gallery-17.jpg`), rather than a path;
 * - no "Insert from URL": a photo elsewhere on the web would never reach the pipeline;
 * - `max_file_size`, which Decap's media library checks before it takes a file;
 * - `media_processing`: Decap redraws every JPEG, PNG or WebP upload in the browser and saves it as
 *   JPEG, which keeps no metadata. So a phone photo's GPS position (and camera, time) never reaches
 *   the repository, where its history would keep it even once the site stopped showing it. Quality 92
 *   keeps the redrawn photo indistinguishable from the original before the pipeline encodes it for the
 *   site. The build still refuses a photo with GPS added by hand (site/content/schema/validate.ts).
 */
export function photoField(folder: PhotoFolder) {
  return {
    widget: 'image',
    media_folder: `/${photoFolderPath(folder)}`,
    public_folder: '',
    choose_url: false,
    media_library: { allow_multiple: false, config: { max_file_size: photoMaxBytes } },
    media_processing: { enabled: true, format: { enabled: true, default: 'jpeg' }, quality: 92, strip_metadata: true },
  } satisfies Omit<CmsField, 'name'> & Record<string, unknown>;
}

/**
 * Decap's English phrases with its message for a file over `max_file_size` ("Configured to not allow
 * files greater than 10000 kB") in the office's words.
 */
export function withPhotoPhrases(english: CmsLocalePhrases): CmsLocalePhrases {
  const phrases = english as { mediaLibrary?: { mediaLibrary?: Record<string, string> } } & CmsLocalePhrases;
  return {
    ...phrases,
    mediaLibrary: { ...phrases.mediaLibrary, mediaLibrary: { ...phrases.mediaLibrary?.mediaLibrary, fileTooLarge: tooBigMessage() } },
  };
}

/** A file the entry is about to save (Decap's draft media file). */
export interface UploadedFile {
  path: string;
  size: number;
}

/**
 * The uploads in an entry that are over the limit, one line each, checked before saving, should one
 * reach the entry past the media library's own check. A HEIC or any other kind of file is refused by
 * its name, which the photo field's schema checks (site/content/schema/photos.ts).
 */
export function uploadProblems(files: readonly UploadedFile[]): string[] {
  return files
    .filter(({ size }) => size > photoMaxBytes)
    .map(({ path, size }) => `${path.slice(path.lastIndexOf('/') + 1)}: ${tooBigMessage(size)}`);
}
