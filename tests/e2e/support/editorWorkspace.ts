import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { photoFolders } from '../../../site/content/schema/photos';

/**
 * The office's editor on a working tree a test owns, as `npm run admin` runs it but with no dialog: the
 * browser's folder picker (`showDirectoryPicker`) hands Sveltia CMS a folder of the page's
 * origin-private file system, filled from a temporary copy of the site (tests/siteCopy.ts). Sveltia
 * reads and writes that folder as it would the working tree; `syncBack` copies what it wrote into the
 * copy on disk, which a build then turns into pages. No test framework is imported here: the guide's
 * picture script runs without one.
 */

/** The folders of the working tree the editor reads and writes: the content and the photos. */
export const editedFolders = ['site/content', ...photoFolders.map((folder) => `site/assets/${folder}`), 'site/assets/hero'];

/** Every file under `root`'s edited folders, by its path from `root`. */
function filesOf(root: string): string[] {
  return editedFolders.flatMap((folder) => {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(json|md|jpe?g|png|webp)$/i.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  });
}

const isText = (file: string) => /\.(json|md)$/.test(file);

export interface EditorOptions {
  /** @default a laptop's window, 1280 by 800 */
  viewport?: { width: number; height: number };
  /** Called with the page before it opens the editor: to watch its console, its policy. */
  watch?: (page: Page) => Promise<void> | void;
}

export interface Workspace {
  page: Page;
  context: BrowserContext;
  /** Copies what the editor wrote into the working tree on disk; returns the files it changed or added. */
  syncBack: () => Promise<string[]>;
  /** The bytes of a file as the editor holds it (its path from the working tree's root). */
  fileBytes: (file: string) => Promise<Buffer>;
  close: () => Promise<void>;
}

/**
 * A new browser context (Sveltia remembers the folder it was given in the origin's storage, so each
 * workspace starts clean), whose page opens the editor at `adminUrl` with the working tree at `root`,
 * and signs in to it with "Work with Local Repository", as the office does on their own computer.
 */
export async function openWorkspace(browser: Browser, adminUrl: string, root: string, options: EditorOptions = {}): Promise<Workspace> {
  // US English, as the office's browser: its date boxes read and write mm/dd/yyyy.
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await options.watch?.(page);
  await page.addInitScript(() => {
    // The folder the office would pick: an origin-private one the test fills (no dialog, no disk).
    // Chromium's own folder picker, which TypeScript's DOM library does not declare yet.
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
  });
  await page.goto(adminUrl);
  const files = filesOf(root);
  // In batches, so no one message between the test and the page grows to the size of every photo.
  for (let start = 0; start < files.length; start += 40) {
    const batch = files.slice(start, start + 40).map((file) => [file, readFileSync(path.join(root, file)).toString('base64')] as const);
    await page.evaluate(async (entries) => {
      const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
      // Sveltia opens a folder only if it is a Git working tree.
      await repo.getFileHandle('.git', { create: true });
      for (const [file, base64] of entries) {
        const parts = file.split('/');
        let dir = repo;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    }, batch);
  }
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();

  /**
   * Files of the edited folders as the editor holds them: those named in `wanted`, or else those written
   * at or after `since` (the page's clock, in ms), so that a look after each task does not carry every
   * photo across again.
   */
  const readBack = (wanted: readonly string[] | undefined, since = 0) =>
    page.evaluate(async ({ folders, wanted: only, since: after }) => {
      const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
      const found: [string, string, number][] = [];
      // A stack rather than a recursive helper: a function declared in here would be renamed by the
      // test's transpiler (its `keepNames` helper), which the page does not have.
      const pending: [FileSystemDirectoryHandle, string][] = [];
      for (const folder of folders) {
        let dir: FileSystemDirectoryHandle | undefined = repo;
        for (const part of folder.split('/')) dir = dir && (await dir.getDirectoryHandle(part).catch(() => undefined));
        if (dir) pending.push([dir, `${folder}/`]);
      }
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const [dir, prefix] = next;
        for await (const [name, handle] of dir.entries()) {
          const file = `${prefix}${name}`;
          if (handle.kind === 'directory') pending.push([handle as FileSystemDirectoryHandle, `${file}/`]);
          else if (only === undefined || only.includes(file)) {
            const blob = await (handle as FileSystemFileHandle).getFile();
            if (only === undefined && blob.lastModified < after) continue;
            const bytes = new Uint8Array(await blob.arrayBuffer());
            let binary = '';
            for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
            found.push([file, btoa(binary), bytes.length]);
          }
        }
      }
      return found;
    }, { folders: editedFolders, wanted, since });

  /**
   * The page's clock when the editor's files were last read back, less a margin for a file system whose
   * times are coarser than a millisecond: what the editor wrote since is at or after it.
   */
  const now = () => page.evaluate(() => Date.now() - 2000);
  let lastLook = await now();

  return {
    page,
    context,
    async syncBack() {
      const changed: string[] = [];
      const look = await now();
      for (const [file, base64, size] of await readBack(undefined, lastLook)) {
        const target = path.join(root, file);
        // A photo Sveltia did not write has the size it came with; text is compared in full.
        if (!isText(file) && existsSync(target) && statSync(target).size === size) continue;
        const bytes = Buffer.from(base64, 'base64');
        if (existsSync(target) && readFileSync(target).equals(bytes)) continue;
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, bytes);
        changed.push(file);
      }
      lastLook = look;
      return changed.sort();
    },
    async fileBytes(file) {
      const [found] = await readBack([file]);
      if (!found) throw new Error(`The editor's working tree has no ${file}`);
      return Buffer.from(found[1], 'base64');
    },
    close: () => context.close(),
  };
}
