import { getImage } from '../assets/images';
import { business } from '../content/facts/business';
import { contentFor } from '../content/siteContent';
import type { ArticleSummary } from '../content/types';
import { langInfo, type Lang } from '../i18n/lang';
import { localPath } from '../i18n/paths';
import type { ArticleCardData } from './ArticleCard';
import { pictureSources } from './Picture';

// A fixed locale per language and UTC: the same day reads the same wherever the page is built or read.
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
const dateFormat = (lang: Lang) => {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(langInfo[lang].locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(lang, format);
  }
  return format;
};

/** 'January 15, 2024' (or '15 de enero de 2024') for '2024-01-15'. */
export const formatArticleDate = (isoDate: string, lang: Lang) => dateFormat(lang).format(new Date(`${isoDate}T00:00:00Z`));

/** The author's name, or the company when the article names no one on the team. */
export const articleAuthor = (article: Pick<ArticleSummary, 'authorId'>) =>
  contentFor('en').team.findTeamMember(article.authorId)?.name ?? business.name;

/** Where an article lives, in a language. */
export const articlePath = (article: Pick<ArticleSummary, 'slug'>, lang: Lang) => localPath(lang, `/blog/${article.slug}`);

/** Everything an article card shows, worded and formatted, as plain data an island can take. */
export function articleCardData(article: ArticleSummary, lang: Lang): ArticleCardData {
  const { blogPage } = contentFor(lang).pages;
  return {
    href: articlePath(article, lang),
    title: article.title,
    description: article.description,
    category: contentFor(lang).articleSummaries.blogCategoryLabels[article.category],
    readTime: blogPage.readTimeLabel(article.readTime),
    byline: `${blogPage.bylinePrefix} ${articleAuthor(article)}`,
    date: { iso: article.publishedAt, text: formatArticleDate(article.publishedAt, lang) },
    image: { sources: pictureSources(getImage(`blog/${article.image}`)), alt: article.imageAlt },
  };
}
