import type { Locator, Page } from 'playwright-core';
import type { Lang } from '../../../site/i18n/lang';

/**
 * What the office does in the editor, step by step, as docs/editing.md tells it. The editor's browser
 * tests run these steps on a copy of the site and check what they wrote; the guide's pictures are taken
 * by the same steps on the site's own content (`npm run docs:screenshots`, scripts/screenshots.ts),
 * each at the moment the guide describes. So when the editor changes under a step, the tests fail, and
 * the pictures are known to be out of date. No test framework is imported here: the picture script
 * runs without one.
 */

/** The guide's pictures, by name: each is `docs/images/<name>.png`, taken by the step named in it. */
export const guideShots = [
  'editing-collections',
  'editing-hours',
  'editing-hours-phone',
  'editing-faq-answer',
  'editing-photo-library',
  'editing-person',
  'editing-article',
  'editing-field-error',
] as const;
export type GuideShot = (typeof guideShots)[number];

/** Takes the picture `name`: the whole window, or the smallest box around the parts given. */
export type Snap = (name: GuideShot, ...parts: Locator[]) => Promise<void>;

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
      if (Date.now() > deadline) throw new Error(`The “${name}” field was not drawn within 30 s.`);
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

/** Changes the office hours in the languages given, in Business facts, and saves. */
export async function changeOfficeHours(page: Page, hours: Partial<Record<Lang, string>>, snap?: Snap) {
  await openEntry(page, 'common', 'business');
  for (const lang of ['en', 'es'] as const) {
    const words = hours[lang];
    if (words === undefined) continue;
    await (await textField(await showLanguage(page, lang), 'Hours', 'Office')).fill(words);
  }
  await snap?.('editing-hours');
  await save(page);
}

/** A question's answer in both languages, the preview beside it, and saves. */
export async function answerQuestion(page: Page, question: string, answers: Record<Lang, string>, snap?: Snap) {
  await openEntry(page, 'faqs', question);
  await (await textField(column(page, 'en'), 'Answer')).fill(answers.en);
  await showPreview(page);
  await previewFrame(page).getByRole('button').first().click();
  await snap?.('editing-faq-answer');
  await (await textField(await showLanguage(page, 'es'), 'Answer')).fill(answers.es);
  await save(page);
}

/** A person of the team: their words in each language, and the facts written once. */
export interface Person {
  name: string;
  order: number;
  role: Record<Lang, string>;
  about: Record<Lang, string>;
  photo: UploadFile;
}

/** Adds a person to the team: name, place, photo (uploaded in the field), role and story in both languages; saves. */
export async function addPerson(page: Page, person: Person, snap?: Snap) {
  await newEntry(page, 'team');
  const en = column(page, 'en');
  await (await textField(en, 'Name')).fill(person.name);
  await (await textField(en, 'Order (1 comes first)')).fill(String(person.order));
  await uploadInField(page, await fieldGroup(en, 'Photo'), person.photo, snap);
  await (await textField(en, 'Role')).fill(person.role.en);
  await (await textField(en, 'About them')).fill(person.about.en);
  await showPreview(page);
  await previewFrame(page).getByRole('heading', { name: person.name }).waitFor();
  await snap?.('editing-person');
  const es = await showLanguage(page, 'es');
  await (await textField(es, 'Role')).fill(person.role.es);
  await (await textField(es, 'About them')).fill(person.about.es);
  await save(page);
}

/** A new article: its words in each language, and the facts written once. */
export interface ArticleWords {
  title: string;
  slug: string;
  description: string;
  imageAlt: string;
  tag: string;
  /** Paragraphs; a line starting with `## ` is a subheading. */
  body: string[];
}

export interface Article {
  en: ArticleWords;
  es: ArticleWords;
  category: string;
  /** As the office types it: mm/dd/yyyy. */
  date: string;
  author: string;
  minutes: number;
  photo: UploadFile;
}

/** The article the tests write and the guide's pictures show: everything but its photo. */
export const sampleArticle = {
  en: {
    title: 'When the Sump Pump Fails: What to Do',
    slug: 'sump-pump-failure-what-to-do',
    description: 'How to tell a sump pump has failed, what to do in the first hour, and how to keep it from happening again.',
    imageAlt: 'A sump pit with a pump and rising water in a basement',
    tag: 'sump pump',
    body: ['A sump pump works hard in a Georgia spring. When it stops, the basement floods fast.', '## The first hour', 'Cut power to the pump, then call us: we arrive within {onSite}.'],
  },
  es: {
    title: 'Cuando falla la bomba de sumidero: qué hacer',
    slug: 'cuando-falla-la-bomba-de-sumidero',
    description: 'Cómo saber si la bomba de sumidero falló, qué hacer en la primera hora y cómo evitar que vuelva a pasar.',
    imageAlt: 'Un pozo de sumidero con una bomba y agua que sube en un sótano',
    tag: 'bomba de sumidero',
    body: ['Una bomba de sumidero trabaja mucho en la primavera de Georgia. Cuando se para, el sótano se inunda rápido.', '## La primera hora', 'Corte la electricidad de la bomba y llámenos: llegamos en {onSite}.'],
  },
  category: 'Prevention',
  date: '11/20/2026',
  author: 'Marcus Bell',
  minutes: 4,
} satisfies Omit<Article, 'photo'>;

/** Types a date into a date box, as mm/dd/yyyy, from its first part. */
async function typeDate(page: Page, box: Locator, usDate: string) {
  await box.focus();
  await page.keyboard.type(usDate);
}

/** Writes an article's text in a column's text field: paragraph by paragraph, Enter between them. */
async function writeText(page: Page, within: Locator, paragraphs: readonly string[]) {
  const group = await fieldGroup(within, 'Text');
  await group.getByRole('textbox').first().click();
  for (const [index, paragraph] of paragraphs.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph);
  }
}

/** Writes a new article, English beside Spanish, with its photo uploaded in its field; saves. */
export async function writeArticle(page: Page, article: Article, snap?: Snap) {
  await newEntry(page, 'articles');
  for (const lang of ['en', 'es'] as const) {
    const within = lang === 'en' ? column(page, 'en') : await showLanguage(page, 'es');
    const words = article[lang];
    await (await textField(within, 'Title')).fill(words.title);
    await (await textField(within, 'Address (after /blog/)')).fill(words.slug);
    await (await textField(within, 'Summary (cards and search results)')).fill(words.description);
    await (await textField(within, 'What the photo shows')).fill(words.imageAlt);
    const tags = await fieldGroup(within, 'Tags (search keywords)');
    await tags.getByRole('button', { name: /^Add / }).click();
    await (await textField(tags, 'Tag')).fill(words.tag);
    await writeText(page, within, words.body);
  }
  const en = column(page, 'en');
  await (await fieldGroup(en, 'Category')).getByRole('radio', { name: article.category, exact: true }).check();
  await typeDate(page, await textField(en, 'Published on'), article.date);
  await typeDate(page, await textField(en, 'Last changed on'), article.date);
  await (await fieldGroup(en, 'Author')).getByRole('radio', { name: article.author, exact: true }).check();
  await (await textField(en, 'Minutes to read')).fill(String(article.minutes));
  await uploadInField(page, await fieldGroup(en, 'Photo'), article.photo);
  await snap?.('editing-article');
  await save(page);
}

/**
 * Changes one of the hours in both languages on a phone: the list of what can be edited, Business
 * facts, the field in English, then Spanish through the language menu; `check` runs with each language
 * showing (a test's measure of the page); saves.
 */
export async function changeHoursOnPhone(page: Page, field: string, hours: Record<Lang, string>, check: () => Promise<void> = async () => {}, snap?: Snap) {
  await page.getByRole('treeitem', { name: /^Business facts, menu and footer/ }).click();
  await page.getByRole('row', { name: 'Business facts' }).click();
  await (await textField(column(page, 'en'), 'Hours', field)).fill(hours.en);
  await check();
  const es = await showLanguage(page, 'es');
  await (await textField(es, 'Hours', field)).fill(hours.es);
  await check();
  await snap?.('editing-hours-phone');
  await save(page);
}

/**
 * Writes a question's Spanish answer with a word in curly brackets the site does not fill, and presses
 * Save: the editor keeps the entry open and says so under the field. Returns the field and its message.
 */
export async function mistypePlaceholder(page: Page, question: string, spanishAnswer: string, snap?: Snap) {
  await openEntry(page, 'faqs', question);
  const es = await showLanguage(page, 'es');
  const field = await textField(es, 'Answer');
  await field.fill(spanishAnswer);
  await trySave(page);
  const error = (await fieldGroup(es, 'Answer')).getByRole('alert');
  await error.waitFor();
  await snap?.('editing-field-error');
  return { field, error };
}
