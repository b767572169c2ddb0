/**
 * What the build accepts, checked the one way the build and the editor both run: every entry of every
 * collection in every language read by the loader against its schema (a field missing or wrong, a
 * translation missing, a neutral field written in a translation, a list of another length, a
 * placeholder that names no fact), and then what no entry shows alone: ids and addresses unique per
 * language, a service's English address its file's name, a page in each city for a service with city
 * pages and none for another, cities the code knows, an author on the team, a related article that exists. Pure: it reads the files it is given, so the editor's bundle runs it too.
 */
import * as v from 'valibot';
import { defaultLang, languages, type Lang } from '../../i18n/lang';
import { unknownPlaceholder, unknownTextFacts } from '../facts/textFacts';
import { entryIds, readEntries, readEntry, strayFiles, type Entry, type FillTexts } from '../load/entries';
import { fileData, type ContentFiles } from '../load/files';
import { citySlugs } from '../types';
import { articles, cities, cityPages, contentCollections, services, team, type EntryCollection, type EntrySchema } from './collections';
import { recordId } from './fields';
import { photoReferences, type PhotoReference } from './photos';

/** Says what in a text names no fact; the text stays as it is (the check does not fill). */
const placeholders: FillTexts = (text, keep, problem) => {
  for (const name of unknownTextFacts(text, keep)) problem(unknownPlaceholder(name, keep));
  return text;
};

/** The business facts are the facts: their words are written out, with nothing to fill in. */
const writtenOut: FillTexts = (text, _keep, problem) => {
  for (const match of text.matchAll(/\{(\w+)\}/g)) problem(`{${match[1]}}: the business facts are written out, without placeholders`);
  return text;
};

type Read = Map<string, Map<Lang, readonly Entry<EntrySchema>[]>>;

/** Every problem of the content in `files`, one line each (`file: field: what is wrong`); none when it is all valid. */
export function contentProblems(files: ContentFiles): string[] {
  const problems: string[] = [];
  const read: Read = new Map();
  for (const collection of contentCollections) {
    const byLang = new Map<Lang, readonly Entry<EntrySchema>[]>();
    read.set(collection.folder, byLang);
    if (collection.kind === 'singletons') {
      for (const entry of Object.values(collection.entries)) {
        for (const lang of languages) {
          problems.push(...readEntry(files, collection.folder, entry.name, 'json', entry.schema, lang, entry.name === 'business' ? writtenOut : placeholders).problems);
        }
      }
      problems.push(...strayFiles(files, { folder: collection.folder, format: 'json' }, Object.keys(collection.entries)));
      continue;
    }
    for (const lang of languages) {
      const entries = readEntries(files, collection as EntryCollection, lang, placeholders);
      problems.push(...entries.problems);
      if (entries.value) byLang.set(lang, entries.value);
    }
    const ids = entryIds(files, collection);
    problems.push(...strayFiles(files, collection, ids));
    for (const id of ids) if (!v.is(recordId, id)) problems.push(`${collection.folder}/${defaultLang}/${id}.${collection.format}: the file's name must be lowercase words joined by hyphens`);
  }
  problems.push(...crossProblems(read));
  return problems;
}

const list = (values: readonly string[]) => values.join(', ');

/** What no entry shows alone, over the entries that could be read. */
function crossProblems(read: Read): string[] {
  const problems: string[] = [];
  const entriesOf = (folder: string, lang: Lang) => (read.get(folder)?.get(lang) ?? []) as readonly (Entry<EntrySchema> & Record<string, unknown>)[];
  const file = (folder: string, lang: Lang, id: string, format = 'json') => `${folder}/${lang}/${id}.${format}`;

  // Addresses: unique in each language.
  for (const lang of languages) {
    for (const [collection, field, format] of [[articles, 'slug', 'md'], [services, 'slug', 'json'], [services, 'citySlug', 'json']] as const) {
      const seen = new Map<string, string>();
      for (const entry of entriesOf(collection.folder, lang)) {
        if (entry[field] === undefined) continue;
        const value = String(entry[field]);
        const other = seen.get(value);
        if (other !== undefined) problems.push(`${file(collection.folder, lang, entry.id, format)}: ${field}: "${value}" is already the address of ${other}`);
        seen.set(value, file(collection.folder, lang, entry.id, format));
      }
    }
  }
  for (const entry of entriesOf(services.folder, defaultLang)) {
    if (entry.slug !== entry.id) problems.push(`${file(services.folder, defaultLang, entry.id)}: slug: "${String(entry.slug)}" must be the file's name`);
  }
  for (const entry of entriesOf(cities.folder, defaultLang)) {
    if (!(citySlugs as readonly string[]).includes(entry.id)) problems.push(`${file(cities.folder, defaultLang, entry.id)}: must be named for a city the site's code has an address for: ${list(citySlugs)}`);
  }

  // City pages: one for each city of each service that has them, named by its English address and the
  // city. Known only once both collections could be read; otherwise their own problems say why.
  const cityIds = entriesOf(cities.folder, defaultLang).map((city) => city.id);
  const cityPageKeys = new Set<string>();
  const withCityPages = read.get(cities.folder)?.has(defaultLang) && read.get(services.folder)?.has(defaultLang) ? entriesOf(services.folder, defaultLang) : [];
  for (const service of withCityPages) {
    for (const lang of languages) {
      const own = entriesOf(services.folder, lang).find((entry) => entry.id === service.id);
      if (own === undefined) continue;
      if (service.cityPages && own.citySlug === undefined) problems.push(`${file(services.folder, lang, service.id)}: citySlug: is missing: the service has city pages, whose addresses begin with it`);
      if (!service.cityPages && own.citySlug !== undefined) problems.push(`${file(services.folder, lang, service.id)}: citySlug: the service has no city pages (cityPages is false)`);
    }
    if (!service.cityPages || service.citySlug === undefined) continue;
    for (const city of cityIds) {
      const key = `${String(service.citySlug)}-${city}`;
      cityPageKeys.add(key);
      if (!entriesOf(cityPages.folder, defaultLang).some((page) => page.id === key)) {
        problems.push(`${file(cityPages.folder, defaultLang, key)}: is missing: ${file(services.folder, defaultLang, service.id)} has a page in each city`);
      }
    }
  }
  for (const entry of withCityPages.length === 0 ? [] : entriesOf(cityPages.folder, defaultLang)) {
    if (!cityPageKeys.has(entry.id)) problems.push(`${file(cityPages.folder, defaultLang, entry.id)}: must be named for a core service and a city, e.g. sewage-cleanup-monroe`);
  }

  // References between collections.
  const people = new Set(entriesOf(team.folder, defaultLang).map((person) => person.id));
  const articleIds = new Set(entriesOf(articles.folder, defaultLang).map((article) => article.id));
  for (const article of entriesOf(articles.folder, defaultLang)) {
    if (!people.has(String(article.authorId))) problems.push(`${file(articles.folder, defaultLang, article.id, 'md')}: authorId: "${String(article.authorId)}" is nobody on the team (team/${defaultLang}/)`);
  }
  for (const service of entriesOf(services.folder, defaultLang)) {
    if (!articleIds.has(String(service.relatedArticle))) problems.push(`${file(services.folder, defaultLang, service.id)}: relatedArticle: "${String(service.relatedArticle)}" is no article (articles/${defaultLang}/)`);
  }
  return problems;
}

/** Every photo the content names: in the default language's files, where the photos are. */
export function photosOf(files: ContentFiles): (PhotoReference & { file: string })[] {
  return contentCollections.flatMap((collection) => {
    const named = collection.kind === 'singletons' ? Object.values(collection.entries).map((entry) => ({ name: entry.name, schema: entry.schema, format: 'json' })) : entryIds(files, collection).map((name) => ({ name, schema: collection.schema, format: collection.format }));
    return named.flatMap(({ name, schema, format }) => {
      const file = `${collection.folder}/${defaultLang}/${name}.${format}`;
      const text = files.get(file);
      if (text === undefined) return [];
      try {
        return photoReferences(schema, fileData(file, text)).map((photo) => ({ ...photo, file }));
      } catch {
        return [];
      }
    });
  });
}
