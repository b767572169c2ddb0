import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
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

/**
 * A copy of the content for one test, removed when it ends, with the text of one of its files (`file`,
 * from the content folder) changed by `edit`; `undefined` removes the file. Returns the copy's content
 * folder.
 */
export function contentWithText(file: string, edit: (text: string) => string | undefined): string {
  const root = copyOfContent('content-');
  onTestFinished(() => rmSync(path.dirname(root), { recursive: true, force: true }));
  const target = path.join(root, file);
  const edited = edit(readFileSync(target, 'utf8'));
  if (edited === undefined) rmSync(target);
  else writeFileSync(target, edited);
  return root;
}

/** The same for a JSON file: `edit` takes its data and returns the new data, or `undefined` to remove it. */
export const contentWithJson = (file: string, edit: (data: Record<string, unknown>) => unknown): string =>
  contentWithText(file, (text) => {
    const edited = edit(JSON.parse(text) as Record<string, unknown>);
    return edited === undefined ? undefined : JSON.stringify(edited);
  });
