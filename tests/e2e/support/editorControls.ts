import type { Locator, Page } from 'playwright-core';
import type { Lang } from '../../../site/i18n/lang';
import type { Snap } from './editorSteps';

/**
 * How the office's steps (support/editorSteps.ts) work the editor's controls: finding a field in a
 * language's column, opening or starting an entry, the preview, saving, uploading a photo. No test
 * framework is imported here: the picture script runs without one.
 */

/**
 * Sveltia wraps the names it puts into its labels in Unicode isolates (`Edit ⁨English⁩ Content`):
 * a pattern for a label with `name` in it, isolated or not.
 */
const isolated = (name: string) => `\u2068?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\u2069?`;
/** `Edit English Content`, the pattern of one of Sveltia's labels with its name isolated. */
export const label = (before: string, name: string, after = '') => new RegExp(`^${before}${isolated(name)}${after}$`);

const languageNames: Record<Lang, string> = { en: 'English', es: 'Spanish' };

/** The column where the office writes `lang`'s words. */
export const column = (page: Page, lang: Lang) => page.getByRole('group', { name: label('Edit ', languageNames[lang], ' Content') });

/** The preview, wherever it shows (the second column on a wide window). */
export const previewColumn = (page: Page) => page.getByRole('group', { name: /^Preview .* Content$/ });

/** The frame the preview draws in. */
export const previewFrame = (page: Page) => previewColumn(page).frameLocator('iframe');

/** Scrolls the scrolling box of `within` (inside it, or around it) down by most of its height; false once it is at the end. */
const scrollDown = (within: Locator) =>
  within.evaluate((element) => {
    // No helper function in here: the test's transpiler would name it with a helper the page lacks.
    const candidates: Element[] = [element, ...element.querySelectorAll('*')];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) candidates.push(parent);
    const box = candidates.find((candidate) => candidate.scrollHeight > candidate.clientHeight && /auto|scroll/.test(getComputedStyle(candidate).overflowY));
    if (!box) return false;
    const before = box.scrollTop;
    box.scrollTop += box.clientHeight * 0.8;
    return box.scrollTop > before;
  });

/**
 * A field's group in `within`, by its label (`Office`), drawn on the page. Sveltia draws a long entry's
 * fields as they come into view: the column is scrolled down until the field is there.
 */
export async function fieldGroup(within: Locator, ...labels: string[]): Promise<Locator> {
  let group = within;
  for (const name of labels) {
    const parent = group;
    const field = parent.getByRole('group', { name: label('“', name, '” Field') }).first();
    // Until the field is drawn: the entry may still be loading (nothing to scroll yet), and each
    // scroll draws what came into view before the next look.
    const deadline = Date.now() + 30_000;
    while ((await field.count()) === 0) {
      if (Date.now() > deadline) {
        // What the editor had drawn instead, to tell a slow editor from a renamed or missing field.
        const drawn = await parent.getByRole('group').evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label') ?? group.textContent?.trim().slice(0, 40)).slice(0, 12));
        throw new Error(`The “${name}” field was not drawn within 30 s; the column showed: ${drawn.length > 0 ? drawn.join(' | ') : 'no field'} (${parent.page().url()}).`);
      }
      // At the end of the column (or before it can scroll), wait for the next frame the editor draws.
      if (!(await scrollDown(parent))) await parent.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    group = field;
    await group.scrollIntoViewIfNeeded();
  }
  return group;
}

/** A text field (`Office` under `Hours`) in `within`. */
export async function textField(within: Locator, ...labels: string[]): Promise<Locator> {
  const group = await fieldGroup(within, ...labels);
  return group.getByRole('textbox', { name: labels.at(-1), exact: true }).or(group.getByRole('spinbutton', { name: labels.at(-1), exact: true })).first();
}

/** The editor has read the working tree and lists what can be edited. */
export async function waitForCollections(page: Page, snap?: Snap) {
  await page.getByRole('treeitem', { name: /^Business facts, menu and footer/ }).waitFor();
  await snap?.('editing-collections');
}

/** Opens an entry by its address in the editor (`common`, `business`); the editor's addresses are in the fragment. */
export async function openEntry(page: Page, collection: string, entry: string) {
  const url = new URL(page.url());
  url.hash = `/collections/${collection}/entries/${entry}`;
  await page.goto(url.href);
  await column(page, 'en').or(page.getByRole('combobox', { name: 'Switch Locale' })).first().waitFor();
}

/** Starts a new entry in `collection`. */
export async function newEntry(page: Page, collection: string) {
  const url = new URL(page.url());
  url.hash = `/collections/${collection}/new`;
  await page.goto(url.href);
  await column(page, 'en').or(page.getByRole('combobox', { name: 'Switch Locale' })).first().waitFor();
}

/**
 * Shows `lang`'s column: on a wide window, in the second column (where the preview may be); on a phone,
 * in the one column, through its language menu.
 */
export async function showLanguage(page: Page, lang: Lang) {
  const target = column(page, lang);
  if (await target.isVisible()) return target;
  const menu = page.getByRole('combobox', { name: 'Switch Locale' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('option', { name: languageNames[lang] }).click();
  } else {
    const other = page.getByRole('group', { name: /^(Preview|Edit) .* Content$/ }).last();
    await other.getByRole('radio', { name: languageNames[lang], exact: true }).click();
  }
  await target.waitFor();
  return target;
}

/** Shows the preview in the second column. */
export async function showPreview(page: Page) {
  if (await previewColumn(page).isVisible()) return;
  await page.getByRole('group', { name: /^Edit .* Content$/ }).last().getByRole('radio', { name: 'Preview' }).click();
  await previewColumn(page).waitFor();
}

/**
 * Presses Save, and waits for the editor to have written the entry: it returns to the list once the
 * files are written (and says so).
 */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL((url) => !/\/entries\/|\/new$/.test(url.hash));
  await page.getByRole('status').filter({ hasText: 'Entry saved' }).waitFor();
}

/** Presses Save on an entry the editor should refuse: it stays open. */
export async function trySave(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Opens a photo field's picker ("Browse"), uploads `file` there and inserts it into the field. */
export async function uploadInField(page: Page, field: Locator, file: UploadFile, snap?: Snap) {
  await field.getByRole('button', { name: /^(Browse|Replace)$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Select / });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(file);
  const insert = dialog.getByRole('button', { name: 'Insert' });
  await insert.and(page.locator(':enabled')).waitFor();
  await snap?.('editing-photo-library');
  await insert.click();
  await dialog.waitFor({ state: 'hidden' });
  // The photo is drawn again (smaller, without its metadata) once chosen: the field shows it when done.
  await field.getByRole('button', { name: 'Replace' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Processing a file' }).waitFor({ state: 'detached' });
}

/**
 * Uploads `file` on the media library's page, into the folder shown: once chosen, the photo is drawn
 * again, and the editor says where and as what it will be saved before the office confirms.
 */
export async function uploadInLibrary(page: Page, file: UploadFile) {
  await page.getByRole('button', { name: 'Upload New Assets' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog', { name: 'Upload New Assets' }).getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles(file);
  const confirm = page.getByRole('alertdialog', { name: 'Upload New Assets' });
  await confirm.getByRole('listitem').filter({ hasText: /WebP image .*converted from/ }).waitFor();
  await confirm.getByRole('button', { name: 'Upload', exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
}
