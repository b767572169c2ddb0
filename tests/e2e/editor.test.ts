import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildAdmin, type AdminBuild } from '../../site/admin/build';
import { adminBuildSettings } from '../../site/admin/buildSettings';
import { adminContentSecurityPolicy } from '../../site/admin/contentSecurityPolicy';
import { startLocalEditor, type LocalEditor } from '../../site/admin/localServer';
import { fileData } from '../../site/content/load/files';
import { makeSiteCopy, type SiteCopy } from '../siteCopy';
import { chromiumForFile } from './support/chromium';
import { expectEveryChangeBuilt } from './support/editorBuildChecks';
import { column, fieldGroup, openEntry, previewFrame, save, showLanguage, showPreview, textField, trySave, uploadInLibrary } from './support/editorControls';
import { expectCleanPhoto, phonePhoto } from './support/editorPhotos';
import { officeAt, type Office } from './support/editorSittings';
import { addPerson, answerQuestion, changeHoursOnPhone, changeOfficeHours, mistypePlaceholder, writeArticle, sampleArticle as article } from './support/editorSteps';
import { answer, emergency, fixedAnswer, hours, newDescription, person, workPhoto } from './support/editorTaskData';
import { prebuilt } from './support/prebuilt';

/**
 * The office's eight tasks in the real editor (Sveltia CMS, built as it is deployed, served under its
 * own Content-Security-Policy), offline, on a temporary copy of the site: the editor works on the copy
 * through the folder the test hands its folder picker (tests/e2e/support/editorWorkspace.ts), and what
 * each task saved is copied back into the copy. The tasks follow one another as the office works, a few
 * in one sitting (support/editorSittings.ts): the editor is opened for the first task and again after a
 * file was changed by hand, and each task starts from its list of what can be edited. One build of the
 * copy at the end renders the pages the tasks changed, and each change is checked there in both
 * languages (support/editorBuildChecks.ts).
 */
const browser = chromiumForFile();
const { siteUrl } = adminBuildSettings();

let copy: SiteCopy;
let built: AdminBuild;
let editor: LocalEditor;
let office: Office;

beforeAll(async () => {
  copy = makeSiteCopy('editor-tasks-');
  // Usually built while the files before this one ran (support/prebuilt.ts).
  built = await prebuilt('editor', buildAdmin, inject('prebuilds'));
  editor = await startLocalEditor({ servedRoot: built.servedRoot, port: 0 });
  office = officeAt(browser, editor.adminUrl, copy.root);
}, 600_000);

afterAll(async () => {
  await office?.close();
  await editor?.close();
  copy?.remove();
});

const content = (file: string) => readFileSync(path.join(copy.content, file), 'utf8');
const json = (file: string) => JSON.parse(content(file)) as Record<string, unknown>;

/** Which files each task wrote, for the build's checks. */
const changes = new Map<string, string[]>();

// A task is a person's few minutes of work, a browser started and a folder filled: on a busy two-core machine, more than the default minute.
describe('the office’s tasks in the editor', { timeout: 180_000 }, () => {
  it('1. changes the office hours in English and Spanish', async () => {
    changes.set('hours', await office.task((page) => changeOfficeHours(page, hours)));
    expect(changes.get('hours')).toEqual(['site/content/common/en/business.json', 'site/content/common/es/business.json']);
    expect(json('common/es/business.json').hours).toMatchObject({ office: hours.es });
  });

  it('2. answers a question in both languages, the site’s own accordion previewing it', async () => {
    changes.set('faq', await office.task((page) => answerQuestion(page, 'response-time', answer)));
    expect(json('faqs/en/response-time.json').answer).toBe(answer.en);
    expect(json('faqs/es/response-time.json')).toEqual({ question: expect.any(String), answer: answer.es });
  });

  it('3. adds a person to the team with a phone photo uploaded in the field: saved small and without its location', async () => {
    const photo = await phonePhoto('IMG_2041.JPG', '#6a8caf');
    changes.set('person', await office.task((page) => addPerson(page, { ...person, photo })));
    expect(json('team/en/ana-ruiz.json')).toEqual({ order: 6, name: 'Ana Ruiz', image: 'img_2041.webp', role: person.role.en, description: person.about.en });
    expect(json('team/es/ana-ruiz.json')).toEqual({ role: person.role.es, description: person.about.es });
    await expectCleanPhoto(copy.root, 'site/assets/team/img_2041.webp');
  });

  it('4. uploads a phone photo through the media library, then makes it a work photo described in both languages', async () => {
    const photo = await phonePhoto('IMG_2042.JPG', '#5a7d9a');
    changes.set(
      'gallery',
      await office.task(async (page) => {
        await page.getByRole('radio', { name: 'Assets' }).click();
        await page.getByRole('option', { name: /^Global Assets/ }).click();
        await uploadInLibrary(page, photo);
        await page.getByRole('row', { name: 'img_2042.webp' }).waitFor();

        await page.getByRole('radio', { name: 'Contents' }).click();
        await page.getByRole('treeitem', { name: /^Work photos/ }).click();
        await page.getByRole('button', { name: 'Create New Entry' }).click();
        const en = column(page, 'en');
        await (await textField(en, 'Order (1 comes first)')).fill('17');
        await (await fieldGroup(en, 'Photo')).getByRole('button', { name: 'Browse' }).click();
        const dialog = page.getByRole('dialog', { name: /^Select / });
        await dialog.getByRole('option', { name: 'img_2042.webp' }).click();
        await dialog.getByRole('button', { name: 'Insert' }).click();
        await (await fieldGroup(en, 'Photo')).getByRole('button', { name: 'Replace' }).waitFor();
        await (await textField(en, 'What the photo shows (for people who cannot see it)')).fill(workPhoto.en);
        await (await textField(await showLanguage(page, 'es'), 'What the photo shows (for people who cannot see it)')).fill(workPhoto.es);
        await save(page);
      }),
    );
    const id = 'a-dried-out-laundry-room-after-a-burst-washer-hose';
    expect(json(`gallery/en/${id}.json`)).toEqual({ order: 17, image: 'img_2042.webp', alt: workPhoto.en });
    expect(json(`gallery/es/${id}.json`)).toEqual({ alt: workPhoto.es });
    await expectCleanPhoto(copy.root, 'site/assets/gallery/img_2042.webp');
  });

  it('5. writes an article with a photo: dates typed in US form, the author picked from the team', async () => {
    const photo = await phonePhoto('IMG_2043.JPG', '#8a6c4f');
    changes.set('article', await office.task((page) => writeArticle(page, { ...article, photo })));
    const english = content(`articles/en/${article.en.slug}.md`);
    for (const line of ['publishedAt: 2026-11-20', 'modifiedAt: 2026-11-20', 'authorId: marcus-bell', 'image: img_2043.webp', 'category: Prevention', 'readTime: 4']) expect(english).toContain(line);
    expect(english).toContain('## The first hour');
    expect(content(`articles/es/${article.en.slug}.md`)).toContain(`slug: ${article.es.slug}`);
    await expectCleanPhoto(copy.root, 'site/assets/blog/img_2043.webp');
  });

  it('6. refuses mistakes on the field that is wrong, in its language’s column, until they are fixed: a word the site does not fill, an author not on the team', async () => {
    // An article naming someone no longer on the team, as a file written by hand would; the office then
    // sits down to the editor again, which reads it.
    const guide = path.join(copy.content, 'articles/en/insurance-claims-water-damage-guide.md');
    const before = readFileSync(guide, 'utf8');
    writeFileSync(guide, before.replace(/^authorId: .*$/m, 'authorId: jane-doe'));
    await office.sitDown();
    changes.set(
      'mistakes',
      await office.task(async (page, workspace) => {
        const { field: spanishAnswer, error } = await mistypePlaceholder(page, 'restoration-time', 'La mayoría de las casas se secan en {diasTipicos}.');
        await expect.poll(() => error.textContent()).toMatch(/The site fills in only certain words in curly brackets\. Use one of: \{[a-zA-Z]+\}(, \{[a-zA-Z]+\}){1,4}, … \(the editing guide lists them all\)/);
        expect(await spanishAnswer.getAttribute('aria-invalid')).toBe('true');
        // Not in English: the English answer is fine.
        expect(await (await fieldGroup(column(page, 'en'), 'Answer')).getByRole('alert').count()).toBe(0);
        expect(await workspace.fileBytes('site/content/faqs/es/restoration-time.json').then(String)).not.toContain('diasTipicos');
        await spanishAnswer.fill(fixedAnswer.es);
        await expect.poll(() => error.count()).toBe(0);
        await (await textField(column(page, 'en'), 'Answer')).fill(fixedAnswer.en);
        await save(page);

        await openEntry(page, 'articles', 'insurance-claims-water-damage-guide');
        const en = column(page, 'en');
        await (await textField(en, 'Title')).fill('Water Damage Insurance Claims: A Homeowner’s Guide');
        await trySave(page);
        const author = await fieldGroup(en, 'Author');
        // The alert starts with its icon's name, which a screen reader skips.
        // The team as the editor was built with it: a person added in another sitting comes with the next build.
        await expect.poll(() => author.getByRole('alert').textContent()).toContain(
          '“jane-doe” is not on the team page. Choose the author among the team: Daniel Whitaker, Jason Reyes, Karen Whitaker, Marcus Bell, Tyler Brooks.',
        );
        expect(String(await workspace.fileBytes('site/content/articles/en/insurance-claims-water-damage-guide.md'))).toContain('authorId: jane-doe');
        // The field is checked again as the office saves: with a person of the team it saves.
        await author.getByRole('radio', { name: 'Karen Whitaker', exact: true }).check();
        await save(page);
      }),
    );
    expect(json('faqs/es/restoration-time.json').answer).toBe(fixedAnswer.es);
    expect(content('articles/en/insurance-claims-water-damage-guide.md')).toContain('authorId: karen-whitaker');
  });

  it('7. shows the result: the site’s own components with the real photos, and “View on Live Site” opens the entry’s own page', async () => {
    changes.set(
      'result',
      await office.task(async (page) => {
        // A work photo: the gallery's grid, the photo itself, described in each language.
        await openEntry(page, 'gallery', 'gallery-01');
        await showPreview(page);
        const photo = previewFrame(page).getByRole('img');
        await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1)).toBe(true);
        await (await textField(column(page, 'en'), 'What the photo shows (for people who cannot see it)')).fill(newDescription.en);
        await expect.poll(() => photo.getAttribute('alt')).toBe(newDescription.en);
        const es = await showLanguage(page, 'es');
        await (await textField(es, 'What the photo shows (for people who cannot see it)')).fill(newDescription.es);
        await save(page);

        // An article: its page's title and photo, and its own address on the live site.
        await openEntry(page, 'articles', 'emergency-water-damage-response-24-hours');
        await showPreview(page);
        const { title } = fileData('articles/en/x.md', content('articles/en/emergency-water-damage-response-24-hours.md')) as { title: string };
        await previewFrame(page).getByRole('heading', { level: 1, name: title }).waitFor();
        const picture = previewFrame(page).getByRole('img');
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1)).toBe(true);
        // The live site is not reachable here: the browser answers for it, so the page opened is the address asked for.
        await page.context().route(`${siteUrl}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Live</title>' }));
        const opened = page.context().waitForEvent('page');
        await page.getByRole('button', { name: 'View on Live Site' }).click();
        const live = await opened;
        await expect.poll(() => live.url()).toBe(`${siteUrl}/blog/emergency-water-damage-response-24-hours`);
        await live.close();

        // A person: their card, with their portrait.
        await openEntry(page, 'team', 'karen-whitaker');
        await showPreview(page);
        await previewFrame(page).getByRole('heading', { name: 'Karen Whitaker' }).waitFor();
        // The portrait's text is her name beside it: an image a screen reader skips, so found by its element.
        const portrait = previewFrame(page).locator('img');
        await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1)).toBe(true);
      }),
    );
    expect(json('gallery/es/gallery-01.json')).toEqual({ alt: newDescription.es });
  });

  it('8. changes the hours on a 390-pixel phone: no sideways scrolling, Save always in view', async () => {
    const viewport = { width: 390, height: 844 };
    changes.set(
      'phone',
      await office.task(async (page) => {
        const fits = async () => {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
          const saveButton = await page.getByRole('button', { name: 'Save', exact: true }).boundingBox();
          expect(saveButton && saveButton.x >= 0 && saveButton.y >= 0 && saveButton.x + saveButton.width <= viewport.width && saveButton.y + saveButton.height <= viewport.height).toBe(true);
        };
        await changeHoursOnPhone(page, 'Emergency', emergency, fits);
      }, viewport),
    );
    expect(json('common/es/business.json').hours).toEqual({ emergency: emergency.es, office: hours.es });
  });

  it('builds: every change on its pages in both languages, and nothing the build refuses', { timeout: 300_000 }, async () => {
    await expectEveryChangeBuilt(copy);
    expect([...changes.values()].flat().length).toBeGreaterThan(12);
  });
});

describe('the editor as it is served', () => {
  it('is one first script of at most 0.7 MB compressed, under a policy without unsafe-eval', () => {
    const index = readFileSync(path.join(built.dir, 'index.html'), 'utf8');
    const scripts = [...index.matchAll(/<script[^>]*src="\/admin\/([^"]+)"/g)].map(([, src = '']) => src);
    expect(scripts).toHaveLength(1);
    const script = readFileSync(path.join(built.dir, scripts[0] ?? ''));
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(700_000);
    expect(adminContentSecurityPolicy).not.toContain('unsafe-eval');
    expect(adminContentSecurityPolicy).toMatch(/script-src 'self';/);
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
