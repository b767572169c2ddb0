import type { Localized } from '../localized';
import type * as en from '../pageMeta';
import { pageMetaIn } from '../pageMetas';

/** The Spanish twin of `../pageMeta.ts`: the search metadata of the static pages (`words/es/pageMeta.json`). */
export const pageMeta = pageMetaIn('es') satisfies Localized<typeof en.pageMeta>;
