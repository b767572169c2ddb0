/**
 * The articles, from their Markdown files (`articles/<lang>/<id>.md`, read by the one loader; the
 * schema is schema/articles.ts): newest first, their text turned into the page's blocks.
 */
import { defaultLang, type Lang } from '../i18n/lang';
import { contentFiles, orStop, perLanguage, readEntries, readSingle } from './load/entries';
import { parseArticleBody } from './load/markdown';
import { fillTextFacts } from './facts/textFacts';
import { articles as articleCollection, common } from './schema/collections';
import { blogCategoryNames, type Article, type ArticleSummary, type BlogCategory } from './types';

/** The blog's category chips, 'All' first; 'All' shows every article. */
export const blogCategories = ['All', ...blogCategoryNames] as const satisfies readonly ('All' | BlogCategory)[];
export type BlogCategoryChip = (typeof blogCategories)[number];

/** Newest first (the order of the blog grid and the feed); articles of one day by id, so the order never depends on the disk. */
const newestFirst = (a: Article, b: Article) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id);

/** Each language's articles as their files say, each with its own address, newest first. */
const ownArticles = perLanguage((lang: Lang): readonly Article[] =>
  orStop(readEntries(contentFiles(), articleCollection, lang, (text, keep, problem) => fillTextFacts(text, lang, keep, problem)))
    .map(({ id, slug, title, description, category, readTime, publishedAt, modifiedAt, authorId, image, imageAlt, tags, body }) => {
      const content = parseArticleBody(body).blocks;
      return { id, slug, title, description, category, readTime, publishedAt, modifiedAt, authorId, image, imageAlt, tags, content };
    })
    .sort(newestFirst),
);

const defaultSlugs = perLanguage(() => new Map(ownArticles(defaultLang).map((article) => [article.id, article.slug])));
const defaultSlug = (article: Article) => defaultSlugs(defaultLang).get(article.id) ?? article.slug;

/**
 * Every article in `lang`, newest first. The pages name an article by its default-language address in
 * every language, as they name every page by its English path (`localPath` gives the reader's own);
 * each language's own address is in `articleAddresses`.
 */
export const articlesOf = perLanguage((lang: Lang): readonly Article[] => ownArticles(lang).map((article) => ({ ...article, slug: defaultSlug(article) })));

/** Each article's English path and its path in `lang` without the language's prefix: `/blog/<slug>` both. */
export const articleAddresses = (lang: Lang): [string, string][] => ownArticles(lang).map((article) => [`/blog/${defaultSlug(article)}`, `/blog/${article.slug}`]);

/** What each chip and card calls its category in `lang`. */
const categoryLabels = perLanguage((lang: Lang) => orStop(readSingle(contentFiles(), common, common.entries.interface, lang)).blog.categories);

/** What cards, breadcrumbs, the route table and the feed need in `lang`: everything but the text. */
export function articleSummariesIn(lang: Lang) {
  const articleSummaries: readonly ArticleSummary[] = articlesOf(lang).map(({ content: _text, ...summary }) => summary);
  return {
    blogCategories,
    blogCategoryLabels: categoryLabels(lang) as Record<BlogCategoryChip, string>,
    articleSummaries,
    findArticleSummary: (slug: string): ArticleSummary | undefined => articleSummaries.find((article) => article.slug === slug),
  };
}

/** The articles of `lang` with their text. */
export function articlesIn(lang: Lang) {
  const articles = articlesOf(lang);
  return { blogCategories, articles, findArticle: (slug: string): Article | undefined => articles.find((article) => article.slug === slug) };
}
