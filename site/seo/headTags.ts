import { business } from '../content/facts/business';
import { defaultLang, langInfo, languages, otherLanguages } from '../i18n/lang';
import { blogPagePath } from '../routes/blogPages';
import { routesOfKind } from '../routes/routeTable';
import type { SiteRoute } from '../routes/routeTypes';
import { feedPathFor, feedTitle } from './rss';
import { socialImageFor, socialImageUrl } from './shareImage';
import type { PublishedShareImages } from './shareImage';
import { absoluteUrl } from './urls';

/** One `<meta>`: named (`name`) or an Open Graph property (`property`). */
export interface MetaTag {
  readonly name?: string;
  readonly property?: string;
  readonly content: string;
}

export interface LinkTag {
  readonly rel: string;
  readonly href: string;
  readonly type?: string;
  readonly title?: string;
  readonly hrefLang?: string;
}

export interface HeadTags {
  readonly title: string;
  readonly meta: MetaTag[];
  readonly link: LinkTag[];
}

const named = (name: string, content: string): MetaTag => ({ name, content });
const property = (key: string, content: string): MetaTag => ({ property: key, content });

/** The document title every page shows: '{page title} | {business name}'. */
export const documentTitle = (route: SiteRoute) => `${route.meta.title} | ${business.name}`;

function geoTags(route: SiteRoute): MetaTag[] {
  const { homeTown } = business;
  const placename = route.meta.geo?.placename ?? `${homeTown.locality}, ${homeTown.region}`;
  const { latitude, longitude } = route.meta.geo?.position ?? business.geo;
  return [
    named('geo.region', `${homeTown.country}-${homeTown.region}`),
    named('geo.placename', placename),
    named('geo.position', `${latitude};${longitude}`),
    named('ICBM', `${latitude}, ${longitude}`),
  ];
}

function articleTags(route: SiteRoute): MetaTag[] {
  const article = route.kind === 'article' ? route.meta.article : undefined;
  if (!article) return [];
  return [
    property('article:published_time', article.publishedTime),
    property('article:modified_time', article.modifiedTime),
    property('article:author', article.author),
    property('article:section', article.section),
    ...article.tags.map((tag) => property('article:tag', tag)),
  ];
}

/**
 * A page of the blog's list names its neighbours, so a crawler walks the list in order. Each page keeps
 * its own canonical: page 2 lists other articles than page 1, so pointing it at `/blog` would hide them.
 */
export function blogNeighbourLinks(route: SiteRoute, pageCount = routesOfKind('blog', route.lang).length): LinkTag[] {
  if (route.kind !== 'blog') return [];
  const { page } = route.params;
  return [
    ...(page > 1 ? [{ rel: 'prev', href: absoluteUrl(blogPagePath(route.lang, page - 1)) }] : []),
    ...(page < pageCount ? [{ rel: 'next', href: absoluteUrl(blogPagePath(route.lang, page + 1)) }] : []),
  ];
}

/**
 * Everything a page puts in its head besides the document's own tags. A noindex page (the not-found
 * page, which answers every unknown address) gets no canonical: pointing it at `/404` would name an
 * address that itself answers 404, and search engines read noindex plus canonical as a contradiction.
 */
export function headTagsFor(route: SiteRoute, published?: PublishedShareImages): HeadTags {
  const { meta } = route;
  const url = absoluteUrl(route.path);
  const image = socialImageFor(meta, route.lang, published);
  const imageUrl = socialImageUrl(image);
  const blog = routesOfKind('blog', route.lang)[0];
  return {
    title: documentTitle(route),
    meta: [
      named('description', meta.description),
      ...(meta.keywords.length > 0 ? [named('keywords', meta.keywords.join(', '))] : []),
      ...(meta.noindex ? [named('robots', 'noindex')] : []),
      property('og:type', route.kind === 'article' ? 'article' : 'website'),
      property('og:title', meta.title),
      property('og:description', meta.description),
      ...(meta.noindex ? [] : [property('og:url', url)]),
      property('og:site_name', business.name),
      property('og:locale', langInfo[route.lang].ogLocale),
      ...otherLanguages(route.lang).map((other) => property('og:locale:alternate', langInfo[other].ogLocale)),
      property('og:image', imageUrl),
      property('og:image:width', String(image.width)),
      property('og:image:height', String(image.height)),
      property('og:image:alt', image.alt),
      ...articleTags(route),
      // X reads the title and the description from Open Graph's tags when its own are absent.
      named('twitter:card', 'summary_large_image'),
      named('twitter:image', imageUrl),
      named('twitter:image:alt', image.alt),
      ...geoTags(route),
    ],
    link: [
      ...(meta.noindex ? [] : [{ rel: 'canonical', href: url }]),
      // The page in every language, the same set on each twin, and x-default for everyone else.
      ...(meta.noindex
        ? []
        : [
            ...languages.map((lang) => ({ rel: 'alternate', hrefLang: langInfo[lang].hreflang, href: absoluteUrl(route.alternates[lang]) })),
            { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(route.alternates[defaultLang]) },
          ]),
      ...blogNeighbourLinks(route),
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        href: feedPathFor(route.lang),
        title: feedTitle(blog?.meta.title ?? business.name),
      },
    ],
  };
}
