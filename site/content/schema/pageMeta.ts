/**
 * What search engines and link previews read about each fixed page: whether it has its own preview
 * picture or stays out of search (`data/pageMeta.json`), and its title, description and keywords in
 * each language (`words/<lang>/pageMeta.json`). The site adds ' | {name}' to every title.
 */
import * as v from 'valibot';
import { fields, line, longText, text } from './fields';

/** The fixed pages; articles, services and city pages carry their own. */
export const staticPageKeys = ['home', 'about', 'team', 'services', 'faq', 'contact', 'blog', 'privacy', 'notFound'] as const;
export type StaticPageKey = (typeof staticPageKeys)[number];

/** One group of fields for each fixed page, the same for all. */
function perPage<Page extends v.GenericSchema>(page: Page) {
  return fields(Object.fromEntries(staticPageKeys.map((key) => [key, page])) as Record<StaticPageKey, Page>);
}

export const pageMetaRecordSchema = perPage(
  fields({
    image: v.optional(
      v.pipe(
        v.string('must be text'),
        v.regex(/^(gallery|team|blog|hero)\/[\w-]+\.(jpe?g|png|webp)$/i, 'must be a picture under site/assets/, e.g. hero/home-hero.jpg'),
        v.title('Picture for link previews'),
      ),
    ),
    noindex: v.optional(v.pipe(v.boolean('must be true or false'), v.title('Keep out of search results'))),
  }),
);

export const pageMetaWordsSchema = perPage(
  fields({
    title: line('Title (the site adds its name)'),
    description: longText('Description (what search results show under the title)'),
    keywords: v.pipe(v.array(text), v.title('Keywords')),
  }),
);

export type PageMetaRecord = v.InferOutput<typeof pageMetaRecordSchema>;
export type PageMetaWords = v.InferOutput<typeof pageMetaWordsSchema>;
