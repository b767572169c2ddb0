import type { Lang } from '../i18n/lang';
import record from './data/pageMeta.json';
import type { PageMetaRecord, PageMetaWords, StaticPageKey } from './schema/pageMeta';
import { staticPageKeys } from './schema/pageMeta';
import { fillTextFacts } from './textFacts';
import type { AssetPath, PageMeta } from './types';
import english from './words/en/pageMeta.json';
import spanish from './words/es/pageMeta.json';

const words: Record<Lang, PageMetaWords> = { en: english, es: spanish };

/** Each fixed page's search metadata in `lang`, its facts filled in. */
export function pageMetaIn(lang: Lang): Record<StaticPageKey, PageMeta> {
  const shared = record as PageMetaRecord;
  const fill = (text: string) => fillTextFacts(text, lang);
  const entries = staticPageKeys.map((key): [StaticPageKey, PageMeta] => {
    const { title, description, keywords } = words[lang][key];
    const { image, noindex } = shared[key];
    return [
      key,
      {
        title: fill(title),
        description: fill(description),
        keywords: keywords.map(fill),
        ...(image === undefined ? {} : { image: image as AssetPath }),
        ...(noindex === undefined ? {} : { noindex }),
      },
    ];
  });
  return Object.fromEntries(entries) as Record<StaticPageKey, PageMeta>;
}
