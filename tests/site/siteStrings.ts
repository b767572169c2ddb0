import { business } from '../../site/content/business';
import { contentFor } from '../../site/content/bundle';
import type { Lang } from '../../site/i18n/lang';
import { routesIn } from '../../site/routes/routeTable';
import { jsonLdFor } from '../../site/seo/jsonLdFor';
import { textEntries, type TextEntry } from './textLeaves';

/**
 * Every string the site shows in one language, with where it comes from: the content modules, the 24
 * city pages' own text, each route's title, description and keywords,
 * every JSON-LD block, and, for Spanish, the business facts written in Spanish.
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
    ...(lang === 'es' ? textEntries(business.es, 'business.es') : []),
  ];
}
