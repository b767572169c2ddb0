/**
 * What the office has saved since the editor opened. The editor is built with the content as it was
 * then (its checks and previews read that copy); an entry saved since is laid over it, so a person
 * added to the team may be chosen as an author at once, and the check before the next save sees the
 * site as it now is. Small and free of the content itself: the editor's first script carries it.
 */
import { defaultLang, languages, type Lang } from '../i18n/lang';
import type { TeamMember } from './teamMemberField';

/** One saved entry: where its files are (`faqs`, `response-time`, `json`) and its data in each language. */
export interface SavedEntry {
  folder: string;
  name: string;
  format: string;
  dataByLang: ReadonlyMap<Lang, Record<string, unknown>>;
}

/** The content folder under the repository's root, as the editor's collections name it. */
export const contentFolder = 'site/content';

const saved = new Map<string, SavedEntry>();

/** Sveltia's entry as its event listeners get it (`entry.toJS()`). */
export interface SveltiaEntry {
  data?: Record<string, unknown>;
  i18n?: Record<string, { data?: Record<string, unknown> }>;
  /** The default language's file, from the repository's root: `site/content/faqs/en/response-time.json`. */
  path?: string;
  slug?: string;
}

/** Where an entry's files are, from its default language's file: `{ folder: 'faqs', name: 'response-time', format: 'json' }`. */
export function entryPlace(path: string | undefined): Pick<SavedEntry, 'folder' | 'name' | 'format'> | undefined {
  const match = new RegExp(`^${contentFolder}/([^/]+)/[^/]+/([^/]+)\\.(json|md)$`).exec(path ?? '');
  if (!match) return undefined;
  const [, folder = '', name = '', format = ''] = match;
  return { folder, name, format };
}

/** The entry's data in each language: the default language's `data`, the others' `i18n`. */
export function dataByLang(entry: SveltiaEntry): Map<Lang, Record<string, unknown>> {
  const byLang = new Map<Lang, Record<string, unknown>>();
  for (const lang of languages) {
    const data = lang === defaultLang ? entry.data : entry.i18n?.[lang]?.data;
    if (data !== undefined) byLang.set(lang, data);
  }
  return byLang;
}

/** Remembers an entry Sveltia has just saved (its `postSave` event). */
export function rememberSaved(entry: SveltiaEntry) {
  const place = entryPlace(entry.path);
  if (place) saved.set(`${place.folder}/${place.name}`, { ...place, dataByLang: dataByLang(entry) });
}

/** Every entry saved since the editor opened. */
export const savedEntries = (): SavedEntry[] => [...saved.values()];

/** The people saved to the team since the editor opened. */
export const savedTeam = (): TeamMember[] =>
  savedEntries()
    .filter((entry) => entry.folder === 'team')
    .map((entry) => ({ id: entry.name, name: String(entry.dataByLang.get(defaultLang)?.name ?? entry.name) }));
