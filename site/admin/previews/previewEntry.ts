import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { previewLang, withSharedFields } from './previewData';

/**
 * A preview template's props. Decap also passes the locale it previews (its left column's), which its
 * types leave out (EditorInterface passes `locale` to EditorPreviewPane, which hands all its props on).
 */
export type PreviewProps = PreviewTemplateComponentProps & { locale?: string };

/** The previewed language. */
export const previewedLang = (props: PreviewProps) => previewLang(props.locale);

/** The entry's fields in the previewed language, as plain data (Decap holds them as Immutable maps), with the shared ones. */
export function previewedData(props: PreviewProps): Record<string, unknown> {
  const data: unknown = props.entry.get('data');
  const plain = data && typeof data === 'object' && 'toJS' in data && typeof data.toJS === 'function' ? (data.toJS as () => unknown)() : data;
  return withSharedFields(plain, String(props.collection.get('name')), props.entry.get('slug'), previewedLang(props));
}
