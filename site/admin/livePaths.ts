/**
 * Where each entry shows on the public site, for the editor's "View live" (Sveltia's `preview_path`,
 * filled with the entry's own fields): a question on the FAQ page, a person on the team page, a work
 * photo in the home page's gallery, a service, a city page or an article on its own page, and each
 * fixed page at its address. Read off the content's default language, as the site's addresses are.
 */
import { contentFiles, fileData, type ContentFiles } from '../content/load/files';
import { staticPageKeys } from '../content/schema/pages';
import { defaultLang } from '../i18n/lang';
import type { LivePaths } from './collections';

type Data = Record<string, unknown>;

const dataOf = (files: ContentFiles, file: string): Data => {
  const text = files.get(file);
  return text === undefined ? {} : (fileData(file, text) as Data);
};

/** The entries of a collection in the default language, by `order` (else by `publishedAt`, newest first). */
function entries(files: ContentFiles, folder: string): (Data & { id: string })[] {
  const prefix = `${folder}/${defaultLang}/`;
  return [...files.keys()]
    .filter((file) => file.startsWith(prefix))
    .map((file): Data & { id: string } => ({ ...dataOf(files, file), id: file.slice(prefix.length).replace(/\.(json|md)$/, '') }))
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0) || String(b.publishedAt ?? '').localeCompare(String(a.publishedAt ?? '')));
}

export function livePaths(files: ContentFiles = contentFiles()): LivePaths {
  const page = (key: string) => {
    const slug = String(dataOf(files, `pages/${defaultLang}/${key}.json`).slug ?? '');
    return slug === '' ? '/' : `/${slug}`;
  };
  const [service] = entries(files, 'services');
  const [city] = entries(files, 'cities');
  const [article] = entries(files, 'articles');
  const singletons: Record<string, string> = { 'common/business': '/', 'common/navigation': '/' };
  for (const key of staticPageKeys) singletons[`pages/${key}`] = page(key);
  if (service) singletons['pages/servicePage'] = `/${String(service.slug)}`;
  if (service && city) singletons['pages/cityPage'] = `/${String(service.citySlug)}-${city.id}-ga`;
  if (article) singletons['pages/article'] = `/blog/${String(article.slug)}`;
  return {
    entries: {
      faqs: page('faq'),
      team: page('team'),
      gallery: '/#home-gallery-heading',
      services: '/{{fields.slug}}',
      ...(service ? { cities: `/${String(service.citySlug)}-{{slug}}-ga` } : {}),
      cityPages: '/{{slug}}-ga',
      articles: '/blog/{{fields.slug}}',
    },
    singletons,
  };
}
