import type { Locator, Page, Response } from 'playwright-core';

/**
 * What the office does in the editor at /admin/, step by step, as docs/editing.md tells it. The
 * admin's browser tests run these steps and check what they wrote; the guide's pictures are taken by
 * the same steps (`npm run docs:screenshots`, tests/e2e/screenshots.ts), each at the moment the guide
 * describes. So when the editor changes under a step, the tests fail, and the pictures are known to
 * be out of date. No test framework is imported here: the picture script runs without one.
 */

/** The guide's pictures, by name: each is `docs/images/<name>.png`, taken by the step named in it. */
export const guideShots = [
  'editing-collections',
  'editing-hours',
  'editing-faq-answer',
  'editing-photo-upload',
  'editing-photo-descriptions',
  'editing-article',
  'editing-publish',
] as const;
export type GuideShot = (typeof guideShots)[number];

/** Takes the picture `name` of the parts of the page given (the smallest box around them). */
export type Snap = (name: GuideShot, ...parts: Locator[]) => Promise<void>;

/** A page of the editor and the address it is served at (`<origin>/admin/`). */
export interface Editor {
  page: Page;
  adminUrl: string;
}

export type Lang = 'en' | 'es';
/** Words in either language, or both: English is the left column, Spanish the right. */
export type InColumns = Partial<Record<Lang, string>>;

const columnOf = { en: 0, es: 1 } as const;

/** One language's column of an entry that shows both side by side (react-split-pane's panes). */
export const columnFor = (page: Page, lang: Lang) => page.locator('.SplitPane > .Pane').nth(columnOf[lang]);

/** The languages given, in the columns' order. */
const langsOf = (words: InColumns) => (['en', 'es'] as const).filter((lang) => words[lang] !== undefined);


/** Signs in: on this machine decap-server needs no account, so its sign-in is one button. */
export async function signIn({ page, adminUrl }: Editor, snap?: Snap) {
  await page.goto(adminUrl);
  await page.getByRole('button', { name: 'Login' }).click();
  if (snap) {
    const list = page.getByRole('link', { name: 'Business facts', exact: true });
    await list.first().waitFor();
    await snap('editing-collections', page.locator('aside').first());
  }
}

/**
 * Opens an entry from its collection's list, once the collection has loaded it: a singleton by its
 * name, an entry by its id. The editor's addresses are in the fragment, so going there does not
 * reload the editor.
 */
export async function openEntry({ page, adminUrl }: Editor, collection: string, entry: string) {
  await page.goto(`${adminUrl}#/collections/${collection}`);
  await page.locator(`a[href$="/collections/${collection}/entries/${entry}"]`).first().click();
}

/** Shows the Publish menu: the button and the menu's first and last choices. */
type SnapMenu = (...parts: Locator[]) => Promise<void>;

/** Presses Publish, then Publish now. */
export async function pressPublish(page: Page, snapMenu?: SnapMenu) {
  const button = page.getByRole('button', { name: 'Publish', exact: true });
  await button.click();
  const now = page.getByRole('menuitem', { name: 'Publish now' });
  if (snapMenu) {
    await now.waitFor();
    const choices = page.getByRole('menuitem');
    await snapMenu(button, choices.first(), choices.last());
  }
  await now.click();
}

/**
 * Publishes and waits for decap-server to have written the entry (its answer to the save, not the
 * "Entry saved" notice alone, which an earlier save may still be showing), then for the notice the
 * office sees. Returns decap-server's answer.
 */
export async function publish(page: Page, snapMenu?: SnapMenu): Promise<Response> {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1') && (response.request().postData() ?? '').includes('"action":"persistEntry"'));
  await pressPublish(page, snapMenu);
  const response = await saved;
  await page.getByText('Entry saved').last().waitFor();
  // A new entry's page moves to the entry's own address once it is saved: the next step starts from there.
  await page.waitForURL((url) => !url.hash.endsWith('/new'));
  return response;
}

/** Opens "Business facts", English and Spanish side by side; returns the two "Office" fields, English first. */
export async function openBusinessWords(editor: Editor): Promise<Locator> {
  await openEntry(editor, 'common-business', 'business');
  const office = editor.page.getByLabel('Office', { exact: true });
  await office.nth(1).waitFor();
  return office;
}

/** Changes the office hours in the languages given, in the entry `openBusinessWords` opened, and publishes. */
export async function changeOfficeHours(editor: Editor, hours: InColumns, snap?: Snap): Promise<Response> {
  const { page } = editor;
  for (const lang of langsOf(hours)) await page.getByLabel('Office', { exact: true }).nth(columnOf[lang]).fill(hours[lang] ?? '');
  // The whole "Hours" group, both columns: the guide's picture shows where the field is.
  await snap?.('editing-hours', ...(['en', 'es'] as const).map((lang) => columnFor(page, lang).locator('label', { hasText: /^Hours$/ }).locator('xpath=../..')));
  return publish(page);
}

/** The question the guide answers: the first of the FAQ page. */
export const firstQuestion = 'response-time';

/** Changes the first question's answer in the languages given, English on the left and Spanish on the right. Publishes. */
export async function answerFaq(editor: Editor, answers: InColumns, snap?: Snap): Promise<Response> {
  const { page } = editor;
  await openEntry(editor, 'faqs', firstQuestion);
  const written: Locator[] = [];
  for (const lang of langsOf(answers)) {
    const answer = columnFor(page, lang).getByLabel('Answer', { exact: true });
    await answer.fill(answers[lang] ?? '');
    written.push(answer.locator('xpath=..'));
  }
  await snap?.('editing-faq-answer', ...written);
  return publish(page);
}

/** Gives a work photo its place in the gallery: once, in the default language's column, the place being the same in every language. */
const placePhoto = (page: Page, order: number) => columnFor(page, 'en').getByLabel('Order (1 comes first)', { exact: true }).fill(String(order));

/** Starts a new work photo and gives it its place in the gallery. */
export async function newGalleryPhoto({ page, adminUrl }: Editor, order: number) {
  await page.goto(`${adminUrl}#/collections/gallery/new`);
  await placePhoto(page, order);
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Opens the media library from the new photo's field and uploads `file` there. */
export async function upload(page: Page, file: UploadFile) {
  await page.getByRole('button', { name: 'Choose an image' }).last().click();
  await page.locator('input[type="file"]').setInputFiles(file);
}

/** The description field of a work photo. */
export const photoDescription = 'What the photo shows (for people who cannot see it)';

/**
 * Adds a work photo in one entry: its place, the file (uploaded from `file`), and what it shows, in
 * English on the left and Spanish on the right; then publishes.
 */
export async function addPhoto(editor: Editor, order: number, file: UploadFile, alts: Record<Lang, string>, snap?: Snap): Promise<Response> {
  const { page, adminUrl } = editor;
  await page.goto(`${adminUrl}#/collections/gallery/new`);
  await upload(page, file);
  const choose = page.getByRole('button', { name: 'Choose selected' });
  if (snap) {
    // The media library, once the upload is in its list and chosen.
    await page.getByText(file.name.toLowerCase(), { exact: true }).first().waitFor();
    await snap('editing-photo-upload', page.getByRole('dialog').filter({ has: choose }));
  }
  await choose.click();
  // After the photo: the editor draws the entry again once the upload is chosen, and a number typed before has been seen lost.
  await placePhoto(page, order);
  for (const lang of ['en', 'es'] as const) await columnFor(page, lang).getByLabel(photoDescription, { exact: true }).fill(alts[lang]);
  await snap?.('editing-photo-descriptions', ...(['en', 'es'] as const).map((lang) => columnFor(page, lang).getByLabel(photoDescription, { exact: true }).locator('xpath=..')));
  return publish(page);
}

/** An article's words in one language. */
export interface ArticleWords {
  title: string;
  slug: string;
  description: string;
  imageAlt: string;
  tag: string;
  body: string;
}

/** An article: its words in both languages, and the facts written once (in the English column). */
export interface Article {
  en: ArticleWords;
  es: ArticleWords;
  category: string;
  date: string;
  author: string;
  minutes: string;
  /** A photo the blog already has, chosen from the media library of the blog's folder. */
  image: string;
}

/** A field's English and Spanish boxes, in the order the two columns show them. */
const boxOf = (page: Page, label: string, lang: Lang) => page.getByLabel(label, { exact: true }).nth(columnOf[lang]);

/**
 * Writes Markdown into a column's text field, in the editor's Markdown mode (its switch above the
 * field) rather than its rich text box; each line is typed, then Enter, as someone would.
 */
async function writeMarkdown(page: Page, lang: Lang, markdown: string) {
  await page.getByRole('switch').nth(columnOf[lang]).click();
  const box = page.locator('[contenteditable="true"]').nth(columnOf[lang]);
  await box.click();
  for (const line of markdown.replace(/\n$/, '').split('\n')) {
    await page.keyboard.type(line);
    await page.keyboard.press('Enter');
  }
}

/** Writes a new article, English beside Spanish, and publishes it. */
export async function writeArticle(editor: Editor, article: Article, snap?: Snap): Promise<Response> {
  const { page, adminUrl } = editor;
  await page.goto(`${adminUrl}#/collections/articles`);
  await page.getByRole('link', { name: 'Create entry of type Article' }).click();
  // The shared facts first: the editor copies them into every language's column.
  await page.getByLabel('Category', { exact: true }).first().click();
  await page.getByText(article.category, { exact: true }).last().click();
  await boxOf(page, 'Published on', 'en').fill(article.date);
  await boxOf(page, 'Last changed on', 'en').fill(article.date);
  await boxOf(page, 'Author (their id on the team page)', 'en').fill(article.author);
  await boxOf(page, 'Minutes to read', 'en').fill(article.minutes);
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.getByText(article.image, { exact: true }).click();
  await page.getByRole('button', { name: 'Choose selected' }).click();
  for (const lang of ['en', 'es'] as const) {
    const words = article[lang];
    await boxOf(page, 'Title', lang).fill(words.title);
    await boxOf(page, 'Address (after /blog/)', lang).fill(words.slug);
    await boxOf(page, 'Summary (cards and search results)', lang).fill(words.description);
    await boxOf(page, 'What the photo shows', lang).fill(words.imageAlt);
    await page.getByRole('button', { name: /Add tags/ }).nth(columnOf[lang]).click();
    await page.getByLabel('Tag', { exact: true }).nth(columnOf[lang]).fill(words.tag);
    await writeMarkdown(page, lang, words.body);
  }
  // The editor re-renders the columns as it copies the shared facts; a box it re-rendered mid-typing
  // has been seen to lose its text under load, which the editor then refuses as missing. Each box is
  // checked once, and typed again if it lost its text.
  for (const lang of ['en', 'es'] as const) {
    for (const [label, value] of [['Title', article[lang].title], ['Address (after /blog/)', article[lang].slug]] as const) {
      const box = boxOf(page, label, lang);
      if ((await box.inputValue()) !== value) await box.fill(value);
    }
  }
  if (snap) {
    // The top of the form, both columns: title, address and summary.
    const field = (label: string, lang: Lang) => boxOf(page, label, lang).locator('xpath=..');
    const top = (lang: Lang) => [field('Title', lang), field('Summary (cards and search results)', lang)];
    await snap('editing-article', ...top('en'), ...top('es'));
  }
  return publish(page, snap && ((...parts) => snap('editing-publish', ...parts)));
}

/** The article the guide and the publishing test write: its file is named by its English address. */
export const sampleArticle = {
  id: 'sump-pump-failure-what-to-do',
  en: {
    title: 'When the Sump Pump Fails: What to Do',
    slug: 'sump-pump-failure-what-to-do',
    description: 'How to tell a sump pump has failed, what to do in the first hour, and how to keep it from happening again.',
    imageAlt: 'A sump pit with a pump and rising water in a basement',
    tag: 'sump pump',
    body: 'A sump pump works hard in a Georgia spring. When it stops, the basement floods fast.\n\n## The first hour\n\n- Cut power to the pump\n- Call us: we arrive within {onSite}\n',
  },
  es: {
    title: 'Cuando falla la bomba de sumidero: qué hacer',
    slug: 'cuando-falla-la-bomba-de-sumidero',
    description: 'Cómo saber si la bomba de sumidero falló, qué hacer en la primera hora y cómo evitar que vuelva a pasar.',
    imageAlt: 'Un pozo de sumidero con una bomba y agua que sube en un sótano',
    tag: 'bomba de sumidero',
    body: 'Una bomba de sumidero trabaja mucho en la primavera de Georgia. Cuando se para, el sótano se inunda rápido.\n\n## La primera hora\n\n- Corte la electricidad de la bomba\n- Llámenos: llegamos en {onSite}\n',
  },
  category: 'Prevention',
  date: '2026-11-20',
  author: 'marcus-bell',
  minutes: '4',
  image: 'emergency-water-damage-response-24-hours.jpg',
} satisfies Article & { id: string };
