/**
 * The photo an entry names, as the content keeps it: the file's name alone (`ana-ruiz.webp`), in the
 * folder of its field (`site/assets/team/`). Sveltia writes a photo chosen or uploaded in the editor
 * after its folder's public name (`/team/ana-ruiz.webp`, photoUploads.ts); before saving, the name is
 * kept alone, and a photo chosen from another folder (a work photo for a person) is refused, since the
 * site would not find it where the field looks.
 */
import { photoReferences, photoFolders, type PhotoFolder } from '../content/schema/photos';
import type { SchemaNode } from './schemaNode';

/** A field's new value: its keys from the entry's root, and the file's name alone. */
export interface PhotoChange {
  path: (string | number)[];
  value: string;
}

const folderNames: Record<PhotoFolder, string> = { gallery: 'the work photos', team: 'the team’s photos', blog: 'the articles’ photos' };

/** What the office reads when a photo was chosen from another folder than its field's. */
export const wrongFolderMessage = (chosen: PhotoFolder, wanted: PhotoFolder) =>
  `This photo is one of ${folderNames[chosen]}, and this field shows one of ${folderNames[wanted]}. Choose one of ${folderNames[wanted]}, or upload the photo again here.`;

/** The names to keep for the entry's photos, and the photos chosen from the wrong folder, as `[path, message]`. */
export function photoNames(schema: SchemaNode, data: unknown): { changes: PhotoChange[]; problems: [string, string][] } {
  const changes: PhotoChange[] = [];
  const problems: [string, string][] = [];
  for (const { path, name, folder } of photoReferences(schema as never, data)) {
    const match = /^\/([^/]+)\/([^/]+)$/.exec(name);
    if (!match) continue;
    const [, chosen = '', file = ''] = match;
    if (chosen === folder) changes.push({ path, value: file });
    else if ((photoFolders as readonly string[]).includes(chosen)) problems.push([path.join('.'), wrongFolderMessage(chosen as PhotoFolder, folder)]);
  }
  return { changes, problems };
}

/** `data` with the changes made (a copy). */
export function withPhotoNames(data: Record<string, unknown>, changes: readonly PhotoChange[]): Record<string, unknown> {
  const copy = structuredClone(data);
  for (const { path, value } of changes) {
    let node = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path.at(-1) as string | number] = value;
  }
  return copy;
}
