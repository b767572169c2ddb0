import { findArticleSummary } from '../../content/articleSummaries';
import { findTeamMember } from '../../content/team';
import { articleJsonLd, type StructuredDataFor } from '../jsonLd';

const article: StructuredDataFor<'article'> = (route) => {
  const summary = findArticleSummary(route.params.articleSlug);
  return [articleJsonLd(route, summary && findTeamMember(summary.authorId))];
};

export default article;
