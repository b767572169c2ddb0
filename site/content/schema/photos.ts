/**
 * A photo named in the content: the schema of its field (a file's name, uploaded in the editor into the
 * folder the image pipeline reads), what such a file may be, and what the office is told when it is
 * not. The build's check (validate.ts) and the editor's (site/admin/) say the same words.
 */
import * as v from 'valibot';

/** The folders under `site/assets/` that the office's photos live in. */
export const photoFolders = ['gallery', 'team', 'blog'] as const;
export type PhotoFolder = (typeof photoFolders)[number];

/** Where a folder's photos are, from the repository's root: where site/assets/images.ts finds them. */
export const photoFolderPath = (folder: PhotoFolder) => `site/assets/${folder}`;

/**
 * The largest photo the site takes: 10 MB. A phone's JPEG is 2 to 6 MB; the site never shows a picture
 * wider than 1600 pixels, so anything bigger only slows the upload and the build.
 */
export const photoMaxBytes = 10_000_000;
export const photoMaxLabel = '10 MB';

/** `14.2 MB`: a size as the office reads it. */
export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export const heicMessage =
  'This photo is in HEIC, the iPhone’s own format, which the site cannot use. ' +
  'On the iPhone, open Settings › Camera › Formats and choose Most Compatible: new photos are then saved as JPEG. ' +
  'For a photo already taken, email it to yourself from the iPhone (Mail sends it as JPEG), ' +
  'or open it on a Mac in Preview and choose File › Export › JPEG; then upload that file.';

/** `bytes` when known; the editor's own check before an upload says only that the file is over the limit. */
export const tooBigMessage = (bytes?: number) =>
  (bytes === undefined ? `This photo is larger than ${photoMaxLabel}, the most the site takes. ` : `This photo is ${megabytes(bytes)}; the site takes photos up to ${photoMaxLabel}. `) +
  'Email it to yourself from the phone choosing a smaller size (Large or Medium), or save it again as a JPEG at a lower quality, then upload that file.';

export const notAPhotoMessage = 'This file is not a JPEG, PNG or WebP photo, the kinds the site can use. Save it again as JPEG, then upload that file.';

const heicName = /\.(heic|heif)$/i;

/** What the metadata of a photo field says: the editor's upload widget and its folder (site/admin/config.ts reads it). */
export interface PhotoFieldMetadata {
  widget: 'image';
  photoFolder: PhotoFolder;
}

/**
 * The field of a photo: the name of a file in `site/assets/<folder>/`, as the editor's upload writes
 * it. A HEIC name gets its own explanation rather than "not a JPEG".
 */
export const photoFile = (title: string, folder: PhotoFolder) =>
  v.pipe(
    v.string('must be text'),
    v.regex(/^[\w-]+\.(jpe?g|png|webp)$/i, (issue) =>
      heicName.test(String(issue.input)) ? heicMessage : `must be the name of a JPEG, PNG or WebP file in ${photoFolderPath(folder)}/`,
    ),
    v.title(title),
    v.metadata({ widget: 'image', photoFolder: folder } satisfies PhotoFieldMetadata),
  );

/** The photo folder a schema's metadata names, if it is a photo field. */
export function photoFolderOf(schema: v.GenericSchema): PhotoFolder | undefined {
  const { photoFolder } = v.getMetadata(schema as Parameters<typeof v.getMetadata>[0]) as Partial<PhotoFieldMetadata>;
  return photoFolders.find((folder) => folder === photoFolder);
}

type Node = v.GenericSchema & { wrapped?: Node; entries?: Record<string, Node>; item?: Node };

export interface PhotoReference {
  /** Keys from the file's root to the field, as `['photos', 16, 'image']`. */
  path: (string | number)[];
  name: string;
  folder: PhotoFolder;
}

/** Every photo a content file names, found through its schema's photo fields. */
export function photoReferences(schema: v.GenericSchema, data: unknown, path: (string | number)[] = []): PhotoReference[] {
  let node = schema as Node;
  while (node.wrapped) node = node.wrapped;
  const folder = photoFolderOf(node);
  if (folder) return typeof data === 'string' ? [{ path, name: data, folder }] : [];
  if (node.item && Array.isArray(data)) return data.flatMap((item, index) => photoReferences(node.item!, item, [...path, index]));
  if (node.entries && typeof data === 'object' && data !== null) {
    return Object.entries(node.entries).flatMap(([key, entry]) => photoReferences(entry, (data as Record<string, unknown>)[key], [...path, key]));
  }
  return [];
}
