import { contentFor } from '../../content/siteContent';
import type { StructuredDataFor } from '../jsonLd';
import { articleJsonLd } from '../jsonLdContent';

const article: StructuredDataFor<'article'> = (route) => {
  const { articleSummaries, team } = contentFor(route.lang);
  const summary = articleSummaries.findArticleSummary(route.params.articleSlug);
  return [articleJsonLd(route, summary && team.findTeamMember(summary.authorId))];
};

export default article;
