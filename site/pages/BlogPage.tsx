import { useId } from 'react';
import { Card, Columns, Container, Stack } from '../../design-system';
import { articleCardData } from '../components/articleCardData';
import type { BlogArticlesProps, BlogCategoryFilter } from '../components/islands/BlogArticles';
import { newsletterFormProps } from '../components/islands/formProps';
import { PageHero } from '../components/PageHero';
import { SectionHeading } from '../components/SectionHeading';
import { type BlogCategoryChip } from '../content/blog';
import { categoryParam } from '../content/blogFilter';
import { Island } from '../islands/Island';
import type { PageProps } from '../routes/router';
import { contentFor } from '../content/bundle';
import type { Lang } from '../i18n/lang';
import { useLang } from '../i18n/LangContext';
import { useContent } from '../i18n/useContent';
import { pagePaddingY } from '../components/Band';

/** 'Emergency Response' -> 'emergency-response': the chip's value in the address. */
export const categorySlug = (category: BlogCategoryChip) => (category === 'All' ? '' : category.toLowerCase().replace(/\s+/g, '-'));

/** The blog's cards and chips island, in a language: each chip with its address value and what the list says while it is on. */
export const blogArticlesProps = (lang: Lang): BlogArticlesProps => {
  const { pages, articleSummaries: summaries } = contentFor(lang);
  const { blogPage } = pages;
  const { articleSummaries, blogCategories, blogCategoryLabels } = summaries;
  const filters: BlogCategoryFilter[] = blogCategories.map((category) => {
    const count = category === 'All' ? articleSummaries.length : articleSummaries.filter((article) => article.category === category).length;
    return {
      name: blogCategoryLabels[category],
      slug: categorySlug(category),
      resultsText: blogPage.resultsText(count, category === 'All' ? undefined : blogCategoryLabels[category]),
    };
  });
  return {
    articles: articleSummaries.map((article) => articleCardData(article, lang)),
    filters,
    filtersLabel: blogPage.categoriesLabel,
    emptyText: blogPage.emptyText,
    queryParam: categoryParam,
  };
};

export default function BlogPage(_props: PageProps<'blog'>) {
  const { blogPage } = useContent().pages;
  const lang = useLang();
  const articlesHeadingId = useId();
  const newsletterHeadingId = useId();
  return (
    <Container paddingY={pagePaddingY}>
      <Stack space={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
        <PageHero heading={blogPage.heading} intro={blogPage.intro} />

        <Stack as="section" space="large" aria-labelledby={articlesHeadingId}>
          <SectionHeading id={articlesHeadingId}>{blogPage.articlesHeading}</SectionHeading>
          <Island name="BlogArticles" props={blogArticlesProps(lang)} />
        </Stack>

        <Card as="section" tone="muted" aria-labelledby={newsletterHeadingId}>
          <Columns columns={{ mobile: 1, desktop: 2 }} space="xlarge">
            <SectionHeading id={newsletterHeadingId} intro={blogPage.newsletter.text}>
              {blogPage.newsletter.heading}
            </SectionHeading>
            <Island name="NewsletterForm" props={newsletterFormProps(newsletterHeadingId, lang)} />
          </Columns>
        </Card>
      </Stack>
    </Container>
  );
}
