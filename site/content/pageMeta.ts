import { pageMetaIn } from './pageMetas';
import type { StaticPageKey } from './schema/pageMeta';

/*
 * The search metadata of the static pages. The route table reads it for every route, so it lives apart
 * from the pages' copy, which only each page's own JavaScript needs.
 */

/** Static routes with their own page metadata; the route table adds the generated routes. */
export type { StaticPageKey };

/** Each fixed page's metadata (`data/pageMeta.json` and `words/en/pageMeta.json`). */
export const pageMeta = pageMetaIn('en');
