import { serializeJsonLd } from '../seo/escapeJson';
import type { JsonLdObject } from '../seo/jsonLd';
import type { JsonLdGraph } from '../seo/jsonLdGraph';

interface JsonLdProps {
  data: JsonLdObject | JsonLdGraph;
}

/**
 * One structured-data block, rendered in place in the page body rather than through Helmet: React
 * keeps it in the prerendered HTML, where crawlers read it before any script runs. The serializer
 * escapes `<`, so no content can close the script element early.
 */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
