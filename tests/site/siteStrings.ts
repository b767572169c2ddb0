import { businessFactsIn } from '../../site/content/facts/business';
import { contentFor } from '../../site/content/siteContent';
import { defaultLang, type Lang } from '../../site/i18n/lang';
import { routesIn } from '../../site/routes/routeTable';
import { jsonLdFor } from '../../site/seo/jsonLdFor';
import { textEntries, type TextEntry } from './textLeaves';

/**
 * Every string the site shows in one language, with where it comes from: the content modules, the 24
 * city pages' own text, each route's title, description and keywords,
 * every JSON-LD block, and, for a language other than the default, the business facts it writes in its own words.
 */
export async function siteStrings(lang: Lang): Promise<TextEntry[]> {
  const content = contentFor(lang);
  const cityPages = await content.cityPages.loadCityPages();
  const routes = routesIn(lang);
  return [
    ...textEntries(content, `content.${lang}`),
    ...textEntries(Object.fromEntries(cityPages.map((page) => [page.path, page])), 'cityPages'),
    ...textEntries(Object.fromEntries(routes.map((route) => [route.path, route.meta])), 'meta'),
    ...textEntries(Object.fromEntries(routes.map((route) => [route.path, jsonLdFor(route)])), 'jsonLd'),
    ...(lang === defaultLang ? [] : textEntries(businessWords(lang), `business.${lang}`)),
  ];
}

/** The business facts a language writes in its own words. */
function businessWords(lang: Lang) {
  const { shortDescription, hours, responseClaims, paymentAccepted, map, video } = businessFactsIn(lang);
  return { shortDescription, hours, responseClaims, paymentAccepted, map: { title: map.title }, video: { title: video.title } };
}
