import { getImage } from '../assets/images';
import { business } from '../content/business';
import { blogPage } from '../content/pages';
import { findTeamMember } from '../content/team';
import type { ArticleSummary } from '../content/types';
import type { ArticleCardData } from './ArticleCard';
import { pictureSources } from './Picture';

// A fixed locale and UTC: the same day reads the same wherever the page is built or read.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'January 15, 2024' for '2024-01-15'. */
export const formatArticleDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** The author's name, or the company when the article names no one on the team. */
export const articleAuthor = (article: Pick<ArticleSummary, 'authorId'>) =>
  findTeamMember(article.authorId)?.name ?? business.name;

/** Where an article lives. */
export const articlePath = (article: Pick<ArticleSummary, 'slug'>) => `/blog/${article.slug}`;

/** Everything an article card shows, worded and formatted, as plain data an island can take. */
export function articleCardData(article: ArticleSummary): ArticleCardData {
  return {
    href: articlePath(article),
    title: article.title,
    description: article.description,
    category: article.category,
    readTime: blogPage.readTimeLabel(article.readTime),
    byline: `${blogPage.bylinePrefix} ${articleAuthor(article)}`,
    date: { iso: article.publishedAt, text: formatArticleDate(article.publishedAt) },
    image: { sources: pictureSources(getImage(`blog/${article.image}`)), alt: article.imageAlt },
  };
}
