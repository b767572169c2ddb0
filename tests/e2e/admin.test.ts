import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildAdmin } from '../../site/admin/build';
import { adminContentSecurityPolicy } from '../../site/admin/contentSecurityPolicy';
import { startLocalAdmin, type LocalAdmin } from '../../site/admin/localServer';
import { contentProblems, contentRoot } from '../../site/content/schema/validate';
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

const wordsFile = (lang: string) => path.join(content, `words/${lang}/business.json`);
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { hours: { office: string } } & Record<string, unknown>;
const isSave = (request: Request) => request.url().endsWith('/api/v1') && (request.postData() ?? '').includes('"action":"persistEntry"');

/**
 * Signs in to the local backend and opens "Business facts in words", English and Spanish side by
 * side; returns the two "Office" fields, English first, and what the page reported meanwhile.
 */
async function openBusinessWords(page: Page) {
  const origin = new URL(admin.adminUrl).origin;
  const policy = await watchPolicy(page, origin);
  const problems = watchProblems(page);
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (isSave(request)) saves.push(request);
  });
  await page.goto(admin.adminUrl);
  // decap-server needs no account: its sign-in is one button.
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Business facts in words' }).click();
  // The collection's one entry, once the collection has loaded it.
  await page.getByRole('link', { name: 'Business facts in words' }).and(page.locator('[href$="/collections/words-business/entries/business"]')).click();
  const office = page.getByLabel('Office', { exact: true });
  await expect.poll(() => office.count()).toBe(2);
  return { office, policy, problems, saves };
}

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
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Publish now' }).click();
      await page.getByText('Nothing was saved. Español: Hours › Office: must not be empty.').waitFor();
      expect(saves).toEqual([]);
      expect(readFileSync(wordsFile('es'), 'utf8')).toBe(spanishBefore);
      // Decap logs a refused save, and its editor leaves the failed save's rejection (a Redux action
      // object) unhandled; the office sees only the message.
      const refused = [expect.stringContaining('console.error: Error: Nothing was saved.'), 'uncaught: Object'];
      await expect.poll(() => [...problems.problems]).toEqual(refused);
      problems.take();

      await office.nth(1).fill('lunes a sábado, de 8 a. m. a 6 p. m.');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Publish now' }).click();
      await page.getByText('Entry saved').waitFor();
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
