import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FrameLocator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildAdmin } from '../../site/admin/build';
import { adminContentSecurityPolicy } from '../../site/admin/contentSecurityPolicy';
import { startLocalAdmin, type LocalAdmin } from '../../site/admin/localServer';
import { photoFolders } from '../../site/content/schema/photos';
import { contentProblems, contentRoot } from '../../site/content/schema/validate';
import { textFactsIn } from '../../site/content/facts/textFacts';
import {
  changeOfficeHours,
  openBusinessWords as openBusinessWordsEntry,
  openEntry as openEntryOf,
  pressPublish,
  signIn as signInToEditor,
  type Editor,
} from './adminSteps';
import { chromiumForFile } from './chromium';
import { watchProblems } from './pageProblems';
import { watchPolicy } from './productionHeaders';

/**
 * The office's editor, offline, as `npm run admin` runs it: decap-server on 127.0.0.1 editing a
 * temporary copy of the content folder (never the working tree's), the built editor served from the
 * same origin under the editor's own Content-Security-Policy. The build is cached by its inputs
 * (site/admin/build.ts), so a run after the first costs no build.
 */
const browser = chromiumForFile();

let admin: LocalAdmin;
let repo: string;
let content: string;

beforeAll(async () => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'admin-e2e-'));
  content = path.join(repo, 'site/content');
  cpSync(contentRoot, content, { recursive: true });
  // The photo fields' own media folders, which the editor lists when it opens an entry with a photo.
  for (const folder of photoFolders) cpSync(path.join(contentRoot, '../assets', folder), path.join(repo, 'site/assets', folder), { recursive: true });
  const built = await buildAdmin();
  admin = await startLocalAdmin({
    servedRoot: built.servedRoot,
    repoDir: repo,
    port: 0,
    headers: { 'Content-Security-Policy': adminContentSecurityPolicy },
  });
});

afterAll(async () => {
  await admin?.close();
  if (repo) rmSync(repo, { recursive: true, force: true });
});

const textFacts = { en: textFactsIn('en'), es: textFactsIn('es') };
const wordsFile = (lang: string) => path.join(content, `common/${lang}/business.json`);
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { hours: { office: string } } & Record<string, unknown>;
const isSave = (request: Request) => request.url().endsWith('/api/v1') && (request.postData() ?? '').includes('"action":"persistEntry"');

const editorOf = (page: Page): Editor => ({ page, adminUrl: admin.adminUrl });

/** Signs in to the local backend; returns what the page reports from then on. */
async function signIn(page: Page) {
  const origin = new URL(admin.adminUrl).origin;
  const policy = await watchPolicy(page, origin);
  const problems = watchProblems(page);
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (isSave(request)) saves.push(request);
  });
  await signInToEditor(editorOf(page));
  return { policy, problems, saves };
}

/**
 * Signs in and opens "Business facts", English and Spanish side by side; returns the two "Office"
 * fields, English first, and what the page reported meanwhile.
 */
async function openBusinessWords(page: Page) {
  const watched = await signIn(page);
  const office = await openBusinessWordsEntry(editorOf(page));
  await expect.poll(() => office.count()).toBe(2);
  return { office, ...watched };
}

const openEntry = (page: Page, collection: string, entry: string) => openEntryOf(editorOf(page), collection, entry);

/** An entry's file in the working tree. */
const entryOf = <T,>(file: string) => JSON.parse(readFileSync(path.join(contentRoot, file), 'utf8')) as T;

/** The preview's frame (Decap's `#preview-pane` iframe). */
const previewOf = (page: Page): FrameLocator => page.frameLocator('#preview-pane');

/** Each image in the frame: its alt text, its file's name, and whether the file arrived. */
const imagesIn = (frame: FrameLocator) =>
  frame.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({ alt: image.alt, file: (image.getAttribute('src') ?? '').split('/').pop() ?? '', loaded: image.complete && image.naturalWidth > 0 })),
  );

describe('the editor at /admin/', () => {
  // One page for both steps: most of the time is the editor's start (a 6 MB bundle, then sign-in).
  it('refuses an emptied Spanish field, saying where, then publishes the Spanish office hours to the Spanish file alone', async () => {
    const english = readFileSync(wordsFile('en'), 'utf8');
    const spanishBefore = readFileSync(wordsFile('es'), 'utf8');
    const spanish = JSON.parse(spanishBefore) as { hours: { office: string } } & Record<string, unknown>;
    const page = await browser().newPage();
    try {
      const { office, policy, problems, saves } = await openBusinessWords(page);
      await expect.poll(() => office.nth(0).inputValue()).toBe(readJson(wordsFile('en')).hours.office);
      await expect.poll(() => office.nth(1).inputValue()).toBe(spanish.hours.office);

      // Decap itself checks only the default language's column (site/admin/entryProblems.ts).
      await office.nth(1).fill('');
      await pressPublish(page);
      await page.getByText('Nothing was saved. Español: Hours › Office: must not be empty.').waitFor();
      expect(saves).toEqual([]);
      expect(readFileSync(wordsFile('es'), 'utf8')).toBe(spanishBefore);
      // Decap logs a refused save, and its editor leaves the failed save's rejection (a Redux action
      // object) unhandled; the office sees only the message.
      const refused = [expect.stringContaining('console.error: Error: Nothing was saved.'), 'uncaught: Object'];
      await expect.poll(() => [...problems.problems]).toEqual(refused);
      problems.take();

      // The step waits for decap-server's answer to the save, then for "Entry saved".
      await changeOfficeHours(editorOf(page), { es: 'lunes a sábado, de 8 a. m. a 6 p. m.' });
      expect(saves).toHaveLength(1);
      expect(readJson(wordsFile('es'))).toEqual({ ...spanish, hours: { ...spanish.hours, office: 'lunes a sábado, de 8 a. m. a 6 p. m.' } });
      // Decap writes every language's file of the entry; the English one holds what it held.
      expect(readJson(wordsFile('en'))).toEqual(JSON.parse(english));
      expect(contentProblems(content)).toEqual([]);

      expect(await policy.violations()).toEqual([]);
      expect([...policy.otherOrigins.requested]).toEqual([]);
      expect(problems.take()).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  // One page for every preview: the editor starts once; each entry is a click away.
  it('previews a question, a photo and a person with the site’s own components and styles', async () => {
    const page = await browser().newPage();
    try {
      const { policy, problems } = await signIn(page);
      const preview = previewOf(page);

      // A question: the site's accordion, facts filled in, in the previewed language. Both languages show
      // side by side by default; the preview takes the second column's place when asked for.
      const faq = (lang: string) => entryOf<{ question: string; answer: string }>(`faqs/${lang}/response-time.json`);
      await openEntry(page, 'faqs', 'response-time');
      await page.getByRole('button', { name: 'Toggle preview' }).click();
      const question = preview.getByRole('button', { name: faq('en').question });
      await expect.poll(() => question.getAttribute('aria-expanded')).toBe('false');
      expect(await preview.getByRole('heading', { level: 2 }).count()).toBe(1);
      // Styled by the site's stylesheet: the accordion's header is a flex row in the theme's type.
      expect(await question.evaluate((button) => getComputedStyle(button).display)).toBe('flex');
      expect(await question.evaluate((button) => getComputedStyle(button).fontFamily)).not.toMatch(/^"?Times/);
      await question.click();
      await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
      const answer = preview.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
      await expect.poll(() => answer.isVisible()).toBe(true);
      expect(faq('en').answer).toContain('{onSite}');
      expect(await answer.textContent()).toContain(`within ${textFacts.en.onSite}`);
      expect(await answer.textContent()).not.toContain('{onSite}');

      await page.getByRole('button', { name: 'Writing in EN' }).click();
      await page.getByRole('menuitem', { name: 'es' }).click();
      const pregunta = preview.getByRole('button', { name: faq('es').question });
      await pregunta.click();
      const respuesta = preview.locator(`[id="${await pregunta.getAttribute('aria-controls')}"]`);
      await expect.poll(() => respuesta.textContent()).toContain(`en ${textFacts.es.onSite}`);
      expect(await preview.locator('[lang="es"]').count()).toBe(1);

      // A photo: as the gallery's grid shows it, served by the editor, described in the previewed
      // language; the file is the default language's, which the Spanish file does not repeat.
      const photo = entryOf<{ image: string; alt: string }>('gallery/en/gallery-03.json');
      await openEntry(page, 'gallery', 'gallery-03');
      await page.getByRole('button', { name: 'Writing in EN' }).click();
      await page.getByRole('menuitem', { name: 'es' }).click();
      await expect.poll(() => preview.getByRole('listitem').count()).toBe(1);
      await expect.poll(async () => (await imagesIn(preview))[0]?.loaded).toBe(true);
      const [shown] = await imagesIn(preview);
      expect(shown?.alt).toBe(entryOf<{ alt: string }>('gallery/es/gallery-03.json').alt);
      // Encoded again without its metadata (vite-imagetools names it `<name>-<hash>.jpeg`).
      expect(shown?.file.replace(/-[\w-]{8}\.jpeg$/, '')).toBe(photo.image.replace(/\.\w+$/, ''));

      // A person: as the team page's cards show them (each entry opens in the default language again).
      const person = entryOf<{ name: string; role: string }>('team/en/karen-whitaker.json');
      const { role } = person;
      await openEntry(page, 'team', 'karen-whitaker');
      await expect.poll(() => preview.getByRole('heading', { level: 3 }).allTextContents()).toEqual([person.name]);
      await preview.getByText(role, { exact: true }).first().waitFor();
      await expect.poll(async () => (await imagesIn(preview))[0]?.loaded).toBe(true);

      expect(await policy.violations()).toEqual([]);
      expect([...policy.otherOrigins.requested]).toEqual([]);
      expect(problems.take()).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('is in no public page and not in the sitemap', () => {
    const client = path.join(inject('distDir'), 'client');
    const pages = readdirSync(client, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(html|xml|txt)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !path.relative(client, file).startsWith(`admin${path.sep}`));
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((file) => readFileSync(file, 'utf8').includes('/admin'))).toEqual([]);
  });
});
