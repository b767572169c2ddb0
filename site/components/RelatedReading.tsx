import { Columns } from '../../design-system';

import type { ArticleSlug } from '../content/types';
import { ArticleCard } from './ArticleCard';
import { articleCardData } from './articleCardData';
import { PageSection } from './PageSection';
import { useLang } from '../i18n/LangContext';
import { useContent } from '../i18n/useContent';

export interface RelatedReadingProps {
  /** The article that helps most with the page's problem (a service's `relatedArticle`). */
  article: ArticleSlug;
}

/**
 * 'Related Reading': the blog article for the page's problem, so visitors who are not in an emergency
 * find the advice, and search engines find the articles through the site's own links.
 */
export function RelatedReading({ article: slug }: RelatedReadingProps) {
  const { findArticleSummary } = useContent().articleSummaries;
  const { relatedReadingCopy } = useContent().pages;
  const lang = useLang();
  const article = findArticleSummary(slug);
  if (article === undefined) throw new Error(`Related reading names an article that does not exist: ${slug}.`);
  return (
    <PageSection heading={relatedReadingCopy.heading}>
      <Columns as="ul" columns={{ mobile: 1, desktop: 2 }} space="large">
        <ArticleCard card={articleCardData(article, lang)} />
      </Columns>
    </PageSection>
  );
}
