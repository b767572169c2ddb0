import { business } from '../content/facts/business';
import { defaultLang, langInfo, languages } from '../i18n/lang';
import { indexableRoutes } from '../routes/routeTable';
import type { SiteRoute } from '../routes/routeTypes';
import { absoluteUrl } from './urls';
import { escapeXml } from './xml';

/**
 * The last change a route's content can vouch for. Only articles carry dates; the blog index changes
 * when its newest article does. Other pages get no `<lastmod>` rather than the build time, which
 * would claim a change on every deploy and make the build unreproducible.
 */
export function lastModifiedFor(route: SiteRoute, all: readonly SiteRoute[]): string | undefined {
  if (route.kind === 'article') return route.meta.article?.modifiedTime;
  if (route.kind === 'blog') {
    const dates = all.flatMap((other) => (other.kind === 'article' && other.meta.article ? [other.meta.article.modifiedTime] : []));
    return dates.sort().at(-1);
  }
  return undefined;
}

/** `sitemap.xml` for every route a search engine may index; noindex routes never appear. */
export function buildSitemap(routes: readonly SiteRoute[] = indexableRoutes, siteUrl: string = business.siteUrl): string {
  const listed = routes.filter((route) => !route.meta.noindex);
  const entries = listed.map((route) => {
    const lastmod = lastModifiedFor(route, listed.filter((other) => other.lang === route.lang));
    const alternate = (hreflang: string, path: string) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(path, siteUrl))}" />`;
    return [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(route.path, siteUrl))}</loc>`,
      // Every language's twin, this page's own included, as Google asks for each <url>.
      ...languages.map((lang) => alternate(langInfo[lang].hreflang, route.alternates[lang])),
      alternate('x-default', route.alternates[defaultLang]),
      ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
      `    <changefreq>${route.meta.changefreq}</changefreq>`,
      `    <priority>${route.meta.priority.toFixed(1)}</priority>`,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
