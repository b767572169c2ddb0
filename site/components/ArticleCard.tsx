import { Badge, Card, Clock, Heading, Icon, Inline, Link, Stack, Text, type HeadingLevel } from '../../design-system';
import * as styles from './ArticleCard.css';
import { Picture, type PictureSources } from './Picture';

/** What a card shows, already worded and formatted (`articleCardData`), so the blog's island can take it. */
export interface ArticleCardData {
  href: string;
  title: string;
  description: string;
  category: string;
  /** '5 min read'. */
  readTime: string;
  /** 'By Marcus Bell'. */
  byline: string;
  date: { iso: string; text: string };
  image: { sources: PictureSources; alt: string };
}

export interface ArticleCardProps {
  card: ArticleCardData;
  /** The title's outline level: one below the heading of the list the card is in. @default 3 */
  headingLevel?: HeadingLevel;
}

/** A publish or update date, machine-readable in `dateTime`. */
export function ArticleDate({ date }: { date: ArticleCardData['date'] }) {
  return <time dateTime={date.iso}>{date.text}</time>;
}

/**
 * An article in a grid: photo, category, read time, title, description, author and date. The title's
 * link stretches over the whole card (the DS Card interactive pattern), so the card is one target and
 * the title is the link's name. Render it inside a `ul` (it is an `li`).
 */
export function ArticleCard({ card, headingLevel = 3 }: ArticleCardProps) {
  return (
    <Card as="li" interactive padding="none">
      <Picture
        sources={card.image.sources}
        alt={card.image.alt}
        sizes="(min-width: 1024px) 36rem, (min-width: 640px) 50vw, 100vw"
        maxWidth={1200}
        className={styles.image}
      />
      <Stack space="medium" padding="large">
        <Inline space="small">
          <Badge tone="action">{card.category}</Badge>
          <Inline space="xxsmall">
            <Icon icon={Clock} size={16} />
            <Text as="span" size="small" tone="muted">
              {card.readTime}
            </Text>
          </Inline>
        </Inline>
        <Heading level={headingLevel} size="large">
          <Link href={card.href}>{card.title}</Link>
        </Heading>
        <Text tone="muted">{card.description}</Text>
        <Text size="small" tone="muted">
          {card.byline}
          {' · '}
          <ArticleDate date={card.date} />
        </Text>
      </Stack>
    </Card>
  );
}
