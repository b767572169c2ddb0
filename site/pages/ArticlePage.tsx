import { useId } from 'react';
import {
  Badge,
  ButtonLink,
  Card,
  ChevronLeft,
  Clock,
  Columns,
  Container,
  Heading,
  Icon,
  Inline,
  Link,
  Mail,
  Phone,
  Stack,
  Text,
} from '../../design-system';
import { ArticleCard, ArticleDate } from '../components/ArticleCard';
import { ArticleText } from '../components/ArticleText';
import { moreArticles } from '../components/moreArticles';
import { articleAuthor, articleCardData, formatArticleDate } from '../components/articleCardData';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { SectionHeading } from '../components/SectionHeading';

import { business } from '../content/facts/business';

import type { PageProps } from '../routes/router';
import { notFoundRoutes } from '../routes/routeTable';
import NotFoundPage from './NotFoundPage';
import { useLang } from '../i18n/LangContext';
import { useContent, usePath } from '../i18n/useContent';
import { pagePaddingY } from '../components/Band';
import { callFrom } from '../components/callFrom';
import { TextLink } from '../components/TextLink';

function BackLink() {
  const path = usePath();
  const { articlePageCopy } = useContent().pages;
  return (
    <Link href={path('/blog')}>
      <Inline space="xxsmall" as="span">
        <Icon icon={ChevronLeft} size={16} />
        {articlePageCopy.backLabel}
      </Inline>
    </Link>
  );
}

export default function ArticlePage({ route }: PageProps<'article'>) {
  const path = usePath();
  const lang = useLang();
  const { articles, findArticle } = useContent().articles;
  const { blogCategoryLabels } = useContent().articleSummaries;
  const { articlePageCopy, blogPage, contactPage } = useContent().pages;
  const ctaHeadingId = useId();
  const moreHeadingId = useId();
  const article = findArticle(route.params.articleSlug);
  if (!article) return <NotFoundPage route={notFoundRoutes[lang]} />;
  const others = moreArticles(articles, article);
  const wasUpdated = article.modifiedAt !== article.publishedAt;

  return (
    // The article runs at a reading width; the call to action and the other articles use the page width.
    <Stack space={{ mobile: 'xxlarge', desktop: 'xxxlarge' }} paddingY={pagePaddingY}>
      <Container as="article" width="narrow">
        <Stack space="xlarge">
          <BackLink />
          <Stack space="medium">
            <Inline space="small">
              <Badge tone="action">{blogCategoryLabels[article.category]}</Badge>
              <Inline space="xxsmall" as="span">
                <Icon icon={Clock} size={16} />
                <Text as="span" size="small" tone="muted">
                  {blogPage.readTimeLabel(article.readTime)}
                </Text>
              </Inline>
            </Inline>
            <Heading level={1} size="xxlarge">
              {article.title}
            </Heading>
            <Text size="large" tone="muted">
              {article.description}
            </Text>
            <Text size="small" tone="muted">
              {blogPage.bylinePrefix} {articleAuthor(article)}
              {' · '}
              {articlePageCopy.publishedLabel} <ArticleDate date={{ iso: article.publishedAt, text: formatArticleDate(article.publishedAt, lang) }} />
              {wasUpdated ? (
                <>
                  {' · '}
                  {articlePageCopy.updatedLabel} <ArticleDate date={{ iso: article.modifiedAt, text: formatArticleDate(article.modifiedAt, lang) }} />
                </>
              ) : null}
            </Text>
          </Stack>
          <ResponsiveImage
            src={`blog/${article.image}`}
            alt={article.imageAlt}
            sizes="(min-width: 48rem) 48rem, 100vw"
            priority
          />
          <ArticleText blocks={article.content} />
        </Stack>
      </Container>

      <Container>
        <Stack space={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
          <Card as="section" tone="inverse" aria-labelledby={ctaHeadingId}>
            <Stack space="medium">
              <Heading level={2} size="xlarge" id={ctaHeadingId}>
                {articlePageCopy.ctaHeading}
              </Heading>
              <Text size="large">{articlePageCopy.ctaText}</Text>
              <Inline space="medium" collapseBelow="tablet">
                <ButtonLink variant="emergency" size="lg" href={business.phone.href} {...callFrom('article')}>
                  <Icon icon={Phone} />
                  {articlePageCopy.callLabel}
                </ButtonLink>
                <TextLink from="article" variant="hero" size="lg" />
                <ButtonLink variant="hero" size="lg" href={path(`/contact#${contactPage.form.anchorId}`)}>
                  <Icon icon={Mail} />
                  {articlePageCopy.messageLabel}
                </ButtonLink>
              </Inline>
            </Stack>
          </Card>

          <Stack as="section" space="large" aria-labelledby={moreHeadingId}>
            <SectionHeading id={moreHeadingId}>{articlePageCopy.moreHeading}</SectionHeading>
            <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
              {others.map((other) => (
                <ArticleCard key={other.slug} card={articleCardData(other, lang)} />
              ))}
            </Columns>
            <BackLink />
          </Stack>
        </Stack>
      </Container>
    </Stack>
  );
}
