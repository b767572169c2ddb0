/**
 * What a preview draws, from the props Sveltia CMS gives a preview template: the previewed language
 * (the one of the site's languages its `i18n` does not hold, its `data` being that language's), the
 * entry's fields in it with those every language shares taken from the default language's column as
 * the office is typing them, its id, and where its photos are.
 */
import { defaultLang, languages, type Lang } from '../../i18n/lang';

/** The part of an Immutable map the previews read. */
export interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  toJS(): unknown;
}

/** A photo as Sveltia's `getAsset` gives it. */
export interface AssetLike {
  url?: string;
  fileObj?: Blob;
  toBase64?: () => Promise<string>;
}

/** The props Sveltia CMS gives a preview template, as the previews read them. */
export interface SveltiaPreviewProps {
  entry: ImmutableLike;
  getAsset: (path: string) => AssetLike | undefined;
}

/** What a preview component is given. */
export interface PreviewInput {
  /** The collection's folder (`faqs`). */
  collection: string;
  lang: Lang;
  /** The entry's fields in the previewed language, with the shared ones; any may be missing while the office types. */
  data: Record<string, unknown>;
  /** The entry's file name ('' for a new entry). */
  id: string;
}

const plain = (value: unknown): unknown => (value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function' ? (value.toJS as () => unknown)() : value);
const record = (value: unknown): Record<string, unknown> => {
  const data = plain(value);
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
};

/** The previewed language: Sveltia puts the other languages in `i18n`, and the previewed one in `data`. */
export function previewedLang(entry: ImmutableLike): Lang {
  const others = Object.keys(record(entry.get('i18n')));
  return languages.find((lang) => !others.includes(lang)) ?? defaultLang;
}

/** The default language's fields, from whichever side of the entry holds them. */
export function defaultData(entry: ImmutableLike): Record<string, unknown> {
  return previewedLang(entry) === defaultLang ? record(entry.get('data')) : record(entry.getIn(['i18n', defaultLang, 'data']));
}

/** Reads Sveltia's props into a preview's input; `join` puts the shared fields into another language's data. */
export function previewInput(props: SveltiaPreviewProps, join: (collection: string, own: Record<string, unknown>, shared: Record<string, unknown>) => Record<string, unknown>): PreviewInput {
  const { entry } = props;
  const collection = String(entry.get('collection') ?? '');
  const lang = previewedLang(entry);
  const own = record(entry.get('data'));
  return { collection, lang, data: lang === defaultLang ? own : join(collection, own, defaultData(entry)), id: String(entry.get('slug') ?? '') };
}
