import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, Columns, Container, Inline, Stack, Text, ToggleChip } from '../../design-system';
import { ArticleCard } from '../components/ArticleCard';
import { NewsletterForm } from '../components/NewsletterForm';
import { PageHero } from '../components/PageHero';
import { SectionHeading } from '../components/SectionHeading';
import { useIsHydrated } from '../components/useIsHydrated';
import { articleSummaries, blogCategories, type BlogCategoryChip } from '../content/articleSummaries';
import { blogPage } from '../content/pages';
import type { PageProps } from '../routes/router';

/** The query parameter that holds the filter, so a filtered view can be shared as a link. */
export const categoryParam = 'category';

/** 'Emergency Response' -> 'emergency-response': the chip's value in the URL. */
export const categorySlug = (category: BlogCategoryChip) => category.toLowerCase().replace(/\s+/g, '-');

/** The chip a query value names; a missing or unknown value shows everything. */
export function categoryFromQuery(value: string | null): BlogCategoryChip {
  return blogCategories.find((category) => category !== 'All' && categorySlug(category) === value) ?? 'All';
}


export default function BlogPage(_props: PageProps<'blog'>) {
  const articlesHeadingId = useId();
  const chipsLabelId = useId();
  const newsletterHeadingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  // The static /blog.html is one file for every query string, so it shows all articles; the query is
  // read once hydrated, so the first client render matches that HTML and the filter applies next.
  const isHydrated = useIsHydrated();
  const active = isHydrated ? categoryFromQuery(searchParams.get(categoryParam)) : 'All';
  const shown = active === 'All' ? articleSummaries : articleSummaries.filter((article) => article.category === active);

  const choose = (category: BlogCategoryChip) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (category === 'All') next.delete(categoryParam);
        else next.set(categoryParam, categorySlug(category));
        return next;
      },
      // A filter is not a new page: Back leaves the blog instead of undoing each chip, and the list
      // stays where the visitor is looking instead of jumping to the top.
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Container paddingY={{ mobile: 'medium', tablet: 'xlarge' }}>
      <Stack space={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
        <PageHero heading={blogPage.heading} intro={blogPage.intro} />

        <Stack as="section" space="large" aria-labelledby={articlesHeadingId}>
          <SectionHeading id={articlesHeadingId}>{blogPage.articlesHeading}</SectionHeading>
          <Stack space="small">
            <Text as="span" id={chipsLabelId} weight="medium">
              {blogPage.categoriesLabel}
            </Text>
            <Inline role="group" aria-labelledby={chipsLabelId} space="small">
              {blogCategories.map((category) => (
                <ToggleChip
                  key={category}
                  isSelected={category === active}
                  // Pressing the chip that is on turns the filter off; 'All' stays on until another is chosen.
                  onChange={(isSelected) => choose(isSelected ? category : 'All')}
                >
                  {category}
                </ToggleChip>
              ))}
            </Inline>
          </Stack>
          <Text role="status" tone="muted">
            {blogPage.resultsText(shown.length, active === 'All' ? undefined : active)}
          </Text>
          {shown.length === 0 ? (
            <Text>{blogPage.emptyText}</Text>
          ) : (
            <Columns as="ul" columns={{ mobile: 1, tablet: 2 }} space="large">
              {shown.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </Columns>
          )}
        </Stack>

        <Card as="section" tone="muted" aria-labelledby={newsletterHeadingId}>
          <Columns columns={{ mobile: 1, desktop: 2 }} space="xlarge">
            <SectionHeading id={newsletterHeadingId} intro={blogPage.newsletter.text}>
              {blogPage.newsletter.heading}
            </SectionHeading>
            <NewsletterForm labelledBy={newsletterHeadingId} />
          </Columns>
        </Card>
      </Stack>
    </Container>
  );
}
