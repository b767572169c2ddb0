import { Badge, Card, Clock, Heading, Icon, Inline, Link, Stack, Text, type HeadingLevel } from '../../design-system';
import { business } from '../content/business';
import { blogPage } from '../content/pages';
import { findTeamMember } from '../content/team';
import type { ArticleSummary } from '../content/types';
import * as styles from './ArticleCard.css';
import { ResponsiveImage } from './ResponsiveImage';

// A fixed locale and UTC: the prerendered HTML and the visitor's browser format the same day the
// same way, whatever the server's or the visitor's time zone (no hydration mismatch).
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'January 15, 2024' for '2024-01-15'. */
export const formatArticleDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** A publish or update date, machine-readable in `dateTime`. */
export function ArticleDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatArticleDate(date)}</time>;
}

/** The author's name, or the company when the article names no one on the team. */
export const articleAuthor = (article: Pick<ArticleSummary, 'authorId'>) =>
  findTeamMember(article.authorId)?.name ?? business.name;

/** Where an article lives. */
export const articlePath = (article: Pick<ArticleSummary, 'slug'>) => `/blog/${article.slug}`;

export interface ArticleCardProps {
  article: ArticleSummary;
  /** The title's outline level: one below the heading of the list the card is in. @default 3 */
  headingLevel?: HeadingLevel;
}

/**
 * An article in a grid: photo, category, read time, title, description, author and date. The title's
 * link stretches over the whole card (the DS Card interactive pattern), so the card is one target and
 * the title is the link's name. Render it inside a `ul` (it is an `li`).
 */
export function ArticleCard({ article, headingLevel = 3 }: ArticleCardProps) {
  return (
    <Card as="li" interactive padding="none">
      <ResponsiveImage
        src={`blog/${article.image}`}
        alt={article.imageAlt}
        sizes="(min-width: 1024px) 36rem, (min-width: 640px) 50vw, 100vw"
        className={styles.image}
      />
      <Stack space="medium" padding="large">
        <Inline space="small">
          <Badge tone="action">{article.category}</Badge>
          <Inline space="xxsmall">
            <Icon icon={Clock} size={16} />
            <Text as="span" size="small" tone="muted">
              {blogPage.readTimeLabel(article.readTime)}
            </Text>
          </Inline>
        </Inline>
        <Heading level={headingLevel} size="large">
          <Link href={articlePath(article)}>{article.title}</Link>
        </Heading>
        <Text tone="muted">{article.description}</Text>
        <Text size="small" tone="muted">
          {blogPage.bylinePrefix} {articleAuthor(article)}
          {' · '}
          <ArticleDate date={article.publishedAt} />
        </Text>
      </Stack>
    </Card>
  );
}
