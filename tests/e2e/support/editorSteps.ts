import type { Locator, Page } from 'playwright-core';
import type { Lang } from '../../../site/i18n/lang';
import { column, fieldGroup, newEntry, openEntry, previewFrame, save, showLanguage, showPreview, textField, trySave, uploadInField, type UploadFile } from './editorControls';

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
