import { Helmet } from 'react-helmet-async';
import type { SiteRoute } from '../routes/routeTable';
import { headTagsFor } from '../seo/headTags';
import { jsonLdFor } from '../seo/jsonLd';
import { JsonLd } from './JsonLd';

interface SeoProps {
  route: SiteRoute;
}

/**
 * A page's search metadata: title, description, canonical, robots, Open Graph, Twitter and geo tags
 * through Helmet (React 19 hoists them into the head, also in the prerendered HTML), then the page's
 * JSON-LD blocks.
 */
export function Seo({ route }: SeoProps) {
  const head = headTagsFor(route);
  return (
    <>
      <Helmet title={head.title} meta={head.meta} link={head.link} />
      {jsonLdFor(route).map((data, index) => (
        <JsonLd key={`${route.path}:${index}`} data={data} />
      ))}
    </>
  );
}
