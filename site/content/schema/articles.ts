/**
 * What an article may be. Each article is one Markdown file per language, `articles/<lang>/<id>.md`,
 * named by its default-language address: front matter, then the text. The front matter has the
 * article's words (title, address, description, photo description, tags) and, in the default
 * language's file only, its facts (category, dates, author, photo, reading time), which every language
 * shares.
 */
import * as v from 'valibot';
import { blogCategoryNames } from '../types';
import { bodyProblems } from '../load/markdown';
import { fields, line, longText, neutral, recordId } from './fields';
import { photoFile } from './photos';

const isoDate = (title: string) =>
  v.pipe(
    v.string('must be a date written YYYY-MM-DD'),
    v.isoDate('must be a date written YYYY-MM-DD, e.g. 2025-03-14'),
    v.title(title),
    v.metadata({ widget: 'date' }),
  );

/** What an article's address ends with in one language: `/blog/<slug>`. */
const slug = v.pipe(
  v.string('must be text'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words without accents joined by hyphens, e.g. frozen-pipes-in-winter'),
  v.title('Address (after /blog/)'),
  v.description('Lowercase words without accents, joined by hyphens. Changing it breaks links people saved.'),
);

/** The article's text: paragraphs, subheadings and bulleted lists, which is all the article page shows. */
const body = v.pipe(
  v.string('must be text'),
  v.check((value: string) => value.trim() !== '', 'must not be empty'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const message of bodyProblems(dataset.value)) addIssue({ message });
  }),
  v.title('Text'),
  v.metadata({ widget: 'markdown' }),
);

/** The words of an article in one language. */
export const articleWordsEntries = {
  title: line('Title'),
  slug,
  description: longText('Summary (cards and search results)'),
  imageAlt: line('What the photo shows'),
  tags: v.pipe(v.array(line('Tag')), v.minLength(1, 'must have at least one tag'), v.title('Tags (search keywords)')),
};

/** What every language of an article shares. */
export const articleFactEntries = {
  category: neutral(v.pipe(v.picklist(blogCategoryNames, `must be one of: ${blogCategoryNames.join(', ')}`), v.title('Category'))),
  publishedAt: neutral(isoDate('Published on')),
  modifiedAt: neutral(isoDate('Last changed on')),
  authorId: neutral(v.pipe(recordId, v.title('Author'))),
  readTime: neutral(v.pipe(v.number('must be a number'), v.integer('must be a whole number of minutes'), v.minValue(1), v.maxValue(60), v.title('Minutes to read'))),
  image: neutral(photoFile('Photo', 'blog')),
};

/** One article file in one language: its front matter with its text as `body`. */
export const articleFileSchema = fields({ ...articleWordsEntries, ...articleFactEntries, body });
