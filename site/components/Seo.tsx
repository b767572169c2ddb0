import { Helmet } from 'react-helmet-async';
import { business } from '../content/business';
import type { SiteRoute } from '../routes/routeTable';

interface SeoProps {
  route: SiteRoute;
}

/** Every page's head tags, from its route's metadata. */
export function Seo({ route }: SeoProps) {
  const { meta } = route;
  const canonical = `${business.siteUrl}${route.path === '/' ? '/' : route.path}`;
  return (
    <Helmet>
      <title>{`${meta.title} | ${business.name}`}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={canonical} />
      {meta.noindex ? <meta name="robots" content="noindex" /> : null}
    </Helmet>
  );
}
