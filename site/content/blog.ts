/**
 * The articles, from their Markdown files (`articles/<lang>/<id>.md`; schema/articles.ts says what a
 * file may hold). The build's content check (schema/validate.ts) has already stopped a bad file, so a
 * file that fails here is a bug, and throws naming it.
 */
import * as v from 'valibot';
import { defaultLang, languages, type Lang } from '../i18n/lang';
import { parseArticleBody, splitArticleFile } from './articleMarkdown';
import { articleFileSchema } from './schema/articles';
import { fillTextFacts } from './textFacts';
import { blogCategoryNames, type Article, type ArticleSummary, type BlogCategory } from './types';

/** The article files by path (`./articles/en/<id>.md`): Vite puts their text in the bundle. */
const bundledFiles = () => import.meta.glob<string>('./articles/*/*.md', { query: '?raw', import: 'default', eager: true });

/**
 * The same, read from disk, for the scripts that run this module without Vite (`tsx`), where
 * `import.meta.glob` does not exist. `process.getBuiltinModule` rather than an import of node:fs, so
 * nothing here asks a browser bundle for Node's file system.
 */
function filesOnDisk(): Record<string, string> {
  const fs = process.getBuiltinModule('node:fs');
  const folder = new URL('./articles/', import.meta.url);
  return Object.fromEntries(
    fs.readdirSync(folder).flatMap((lang) =>
      fs
        .readdirSync(new URL(`${lang}/`, folder))
        .filter((name) => name.endsWith('.md'))
        .map((name) => [`./articles/${lang}/${name}`, fs.readFileSync(new URL(`${lang}/${name}`, folder), 'utf8')]),
    ),
  );
}

// Vite replaces the glob call with the files themselves; without Vite the call throws.
const files: Record<string, string> = (() => {
  try {
    return bundledFiles();
  } catch {
    return filesOnDisk();
  }
})();

/** The blog's category chips, 'All' first; 'All' shows every article. */
export const blogCategories = ['All', ...blogCategoryNames] as const satisfies readonly ('All' | BlogCategory)[];
export type BlogCategoryChip = (typeof blogCategories)[number];

/** What each chip and card calls its category; the address keeps `?category=insurance` in every language. */
const categoryLabels: Record<Lang, Record<BlogCategoryChip, string>> = {
  en: { All: 'All', 'Emergency Response': 'Emergency Response', 'Mold Prevention': 'Mold Prevention', Insurance: 'Insurance', Prevention: 'Prevention' },
  es: { All: 'Todos', 'Emergency Response': 'Emergencias', 'Mold Prevention': 'Prevención de moho', Insurance: 'Seguros', Prevention: 'Prevención' },
};

/** An article file of `lang` as the pages use it, its facts filled into its text. */
function articleOf(lang: Lang, id: string, text: string): Article {
  const file = `articles/${lang}/${id}.md`;
  try {
    const { frontMatter, body } = splitArticleFile(text);
    const data = v.parse(articleFileSchema, { ...(frontMatter as object), body });
    const { blocks } = parseArticleBody(data.body);
    const fill = (words: string) => fillTextFacts(words, lang);
    return {
      id,
      slug: data.slug,
      title: fill(data.title),
      description: fill(data.description),
      category: data.category,
      readTime: data.readTime,
      publishedAt: data.publishedAt,
      modifiedAt: data.modifiedAt,
      authorId: data.authorId,
      image: data.image,
      imageAlt: fill(data.imageAlt),
      tags: data.tags,
      content: blocks.map((block) => (block.type === 'list' ? { type: 'list', items: block.items.map(fill) } : { ...block, text: fill(block.text) })),
    };
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

/** Newest first (the order of the blog grid and the feed); articles of one day by id, so the order never depends on the disk. */
const newestFirst = (a: Article, b: Article) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id);

/** Each language's articles as their files say, newest first. */
const ownArticles = Object.fromEntries(
  languages.map((lang) => {
    const prefix = `./articles/${lang}/`;
    const list = Object.entries(files)
      .filter(([file]) => file.startsWith(prefix))
      .map(([file, text]) => articleOf(lang, file.slice(prefix.length, -'.md'.length), text))
      .sort(newestFirst);
    return [lang, list];
  }),
) as unknown as Record<Lang, readonly Article[]>;

const defaultSlugs = new Map(ownArticles[defaultLang].map((article) => [article.id, article.slug]));

/**
 * The pages name an article by its default-language address in every language, as they name every
 * page by its English path (`localPath` gives the reader's own); each language's own address is in
 * `articleAddresses`.
 */
const byLang = Object.fromEntries(
  languages.map((lang) => [lang, ownArticles[lang].map((article) => ({ ...article, slug: defaultSlugs.get(article.id) ?? article.slug }))]),
) as unknown as Record<Lang, readonly Article[]>;

/** Every article in `lang`, newest first. */
export const articlesOf = (lang: Lang): readonly Article[] => byLang[lang];

/** Each article's English path and its path in `lang` without the language's prefix: `/blog/<slug>` both. */
export const articleAddresses = (lang: Lang): [string, string][] =>
  ownArticles[lang].map((article) => [`/blog/${defaultSlugs.get(article.id) ?? article.slug}`, `/blog/${article.slug}`]);

/** What cards, breadcrumbs, the route table and the feed need in `lang`: everything but the text. */
export function articleSummariesIn(lang: Lang) {
  const articleSummaries: readonly ArticleSummary[] = byLang[lang].map(({ content: _text, ...summary }) => summary);
  return {
    blogCategories,
    blogCategoryLabels: categoryLabels[lang],
    articleSummaries,
    findArticleSummary: (slug: string): ArticleSummary | undefined => articleSummaries.find((article) => article.slug === slug),
  };
}

/** The articles of `lang` with their text. */
export function articlesIn(lang: Lang) {
  const articles = byLang[lang];
  return {
    blogCategories,
    articles,
    findArticle: (slug: string): Article | undefined => articles.find((article) => article.slug === slug),
  };
}
