import { useId } from 'react';
import { Card, Columns, Container, Stack } from '../../design-system';
import { articleCardData } from '../components/articleCardData';
import { BlogPagination } from '../components/BlogPagination';
import type { BlogArticlesProps, BlogCategoryFilter } from '../components/islands/BlogArticles';
import { newsletterFormProps } from '../contact/formProps';
import { PageHero } from '../components/PageHero';
import { SectionHeading } from '../components/SectionHeading';
import { type BlogCategoryChip } from '../content/blog';
import { categoryParam } from '../content/blogFilter';
import type { ArticleSummary } from '../content/types';
import { blogPageCount, blogPageSlice, newestFirst } from '../routes/blogPages';
import { routesOfKind } from '../routes/routeTable';
import { Island } from '../islandRuntime/Island';
import type { PageProps } from '../routes/router';
import { contentFor } from '../content/siteContent';
import type { Lang } from '../i18n/lang';
import { useLang } from '../i18n/LangContext';
import { useContent } from '../i18n/useContent';
import { pagePaddingY } from '../components/Band';

/** 'Emergency Response' -> 'emergency-response': the chip's value in the address. */
export const categorySlug = (category: BlogCategoryChip) => (category === 'All' ? '' : category.toLowerCase().replace(/\s+/g, '-'));

/**
 * The blog's cards and chips island for one page of the list, in a language. The chips filter the cards
 * of the page on show, not the whole archive: every page is a static file, and filtering across pages
 * would put every article's card into every page, which would grow each page with the archive. So
 * when there are several pages, the counts are this page's and the announcement says which page it is.
 * `summaries` defaults to the language's articles; tests pass a list of their own.
 */
export const blogArticlesProps = (
  lang: Lang,
  page = 1,
  summaries: readonly ArticleSummary[] = contentFor(lang).articleSummaries.articleSummaries,
): BlogArticlesProps => {
  const { blogPage } = contentFor(lang).pages;
  const { blogCategories, blogCategoryLabels } = contentFor(lang).articleSummaries;
  const paging = contentFor(lang).blogPaging;
  const pageCount = blogPageCount(summaries.length);
  const onPage = blogPageSlice(newestFirst(summaries), page);
  const whichPage = pageCount > 1 ? paging.onPageText(page, pageCount) : '';
  const filters: BlogCategoryFilter[] = blogCategories.map((category) => {
    const count = category === 'All' ? onPage.length : onPage.filter((article) => article.category === category).length;
    return {
      name: blogCategoryLabels[category],
      slug: categorySlug(category),
      resultsText: `${blogPage.resultsText(count, category === 'All' ? undefined : blogCategoryLabels[category])}${whichPage}`,
    };
  });
  return {
    articles: onPage.map((article) => articleCardData(article, lang)),
    filters,
    filtersLabel: blogPage.categoriesLabel,
    emptyText: pageCount > 1 ? paging.emptyOnPageText : blogPage.emptyText,
    queryParam: categoryParam,
  };
};

export default function BlogPage({ route }: PageProps<'blog'>) {
  const { blogPage } = useContent().pages;
  const lang = useLang();
  const { page } = route.params;
  // The route table made one route per page: it is the one count of them.
  const pageCount = routesOfKind('blog', lang).length;
  const articlesHeadingId = useId();
  const newsletterHeadingId = useId();
  return (
    <Container paddingY={pagePaddingY}>
      <Stack space={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
        <PageHero heading={blogPage.heading} intro={blogPage.intro} />

        <Stack as="section" space="large" aria-labelledby={articlesHeadingId}>
          <SectionHeading id={articlesHeadingId}>{blogPage.articlesHeading}</SectionHeading>
          <Island name="BlogArticles" props={blogArticlesProps(lang, page)} />
          <BlogPagination lang={lang} page={page} pageCount={pageCount} words={contentFor(lang).blogPaging} />
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
