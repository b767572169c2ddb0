import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentCollections } from '../site/content/schema/collections';
import { photoFolders } from '../site/content/schema/photos';
import { contentRoot } from '../site/content/schema/validate';

/**
 * A copy of the content folder for a test to break (`<tmp>/content`), with the photo folders beside it
 * (`<tmp>/assets/<folder>`) where the content check looks for the photos the files name. Returns the
 * copy of the content folder; the caller removes its parent.
 */
export function copyOfContent(prefix: string): string {
  const site = mkdtempSync(path.join(os.tmpdir(), prefix));
  const root = path.join(site, 'content');
  for (const { folder } of contentCollections) cpSync(path.join(contentRoot, folder), path.join(root, folder), { recursive: true });
  for (const folder of photoFolders) cpSync(path.join(contentRoot, '../assets', folder), path.join(site, 'assets', folder), { recursive: true });
  return root;
}
