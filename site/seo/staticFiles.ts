import { buildRobotsTxt, sitemapPath } from './robots';
import { languages } from '../i18n/lang';
import { buildRssFeed, feedPathFor } from './rss';
import { buildSitemap } from './sitemap';

export interface StaticFile {
  /** Path inside the client output folder. */
  readonly file: string;
  readonly contents: string;
}

/** The crawler files the prerenderer writes next to the pages, all from the route table. */
export function seoFiles(): StaticFile[] {
  return [
    { file: sitemapPath.slice(1), contents: buildSitemap() },
    { file: 'robots.txt', contents: buildRobotsTxt() },
    ...languages.map((lang) => ({ file: feedPathFor(lang).slice(1), contents: buildRssFeed(lang) })),
  ];
}
