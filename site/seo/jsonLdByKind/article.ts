import { contentFor } from '../../content/bundle';
import { articleJsonLd, type StructuredDataFor } from '../jsonLd';

const article: StructuredDataFor<'article'> = (route) => {
  const { articleSummaries, team } = contentFor(route.lang);
  const summary = articleSummaries.findArticleSummary(route.params.articleSlug);
  return [articleJsonLd(route, summary && team.findTeamMember(summary.authorId))];
};

export default article;
