/**
 * JSON-LD for what the site writes: FAQ pages (and the FAQs on service and city pages) and articles.
 */
import { business } from '../content/facts/business';
import type { FaqItem, TeamMember } from '../content/types';
import { langInfo } from '../i18n/lang';
import type { RouteOfKind } from '../routes/routeTypes';
import { nodeIds, schemaOrg, type JsonLdObject } from './jsonLd';
import { publisherRef } from './jsonLdBusiness';
import { socialImageFor, socialImageUrl } from './shareImage';
import { absoluteUrl } from './urls';

export function faqPageJsonLd(items: readonly FaqItem[], path: string): JsonLdObject {
  return {
    '@context': schemaOrg,
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(path)}#faq`,
    url: absoluteUrl(path),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function articleJsonLd(route: RouteOfKind<'article'>, author?: TeamMember): JsonLdObject {
  const { meta } = route;
  return {
    '@context': schemaOrg,
    '@type': 'Article',
    '@id': `${absoluteUrl(route.path)}#article`,
    headline: meta.title,
    description: meta.description,
    image: [socialImageUrl(socialImageFor(meta, route.lang))],
    datePublished: meta.article?.publishedTime,
    dateModified: meta.article?.modifiedTime,
    author: {
      '@type': 'Person',
      name: author?.name ?? meta.article?.author ?? business.name,
      ...(author ? { jobTitle: author.role, worksFor: { '@id': nodeIds.organization() } } : {}),
    },
    publisher: publisherRef(),
    mainEntityOfPage: { '@id': nodeIds.webPage(route.path) },
    articleSection: meta.article?.section,
    keywords: meta.keywords.join(', '),
    inLanguage: langInfo[route.lang].locale,
  };
}
