import type { SiteRoute } from '../routes/routeTypes';
import { headTagsFor } from '../seo/headTags';
import type { JsonLdObject } from '../seo/jsonLd';
import { jsonLdGraph } from '../seo/jsonLdGraph';
import { JsonLd } from './JsonLd';

interface SeoProps {
  route: SiteRoute;
  /** The page's structured data (`pageJsonLd`), which the router loads with the page. */
  jsonLd: readonly JsonLdObject[];
}

/**
 * A page's search metadata: title, description, canonical, robots, Open Graph, Twitter and geo tags,
 * then the page's JSON-LD as one block (`seo/jsonLdGraph.ts`), rendered at build time. React 19 hoists
 * `<title>`, `<meta>` and `<link>` into the document's head wherever they render, so no head manager
 * library is needed; the prerenderer moves the JSON-LD to the end of the page.
 */
export function Seo({ route, jsonLd }: SeoProps) {
  const head = headTagsFor(route);
  const graph = jsonLdGraph(jsonLd);
  return (
    <>
      <title>{head.title}</title>
      {head.meta.map((tag) => (
        <meta key={`${tag.name ?? tag.property}:${tag.content}`} {...tag} />
      ))}
      {head.link.map((tag) => (
        <link key={`${tag.rel}:${tag.hrefLang ?? ''}:${tag.href}`} {...tag} />
      ))}
      {graph ? <JsonLd data={graph} /> : null}
    </>
  );
}
