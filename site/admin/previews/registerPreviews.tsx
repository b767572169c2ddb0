import type { CMS } from 'decap-cms-core';
import type { ComponentType } from 'react';
import { contentCollections } from '../../content/schema/collections';
import { adminCollectionName, previewTemplateName } from '../config';
import { articlesCollectionName } from '../articlesCollection';
import { ArticlePreview } from './ArticlePreview';
import { FaqPreview } from './FaqPreview';
import { GalleryRecordPreview, GalleryWordsPreview } from './GalleryPreview';
import { previewCss } from './previewCss';
import type { PreviewProps } from './previewEntry';
import { TeamRecordPreview, TeamWordsPreview } from './TeamPreview';

/** The collections whose entries the editor previews with the site's own components, by the editor's name for them. */
export const previewTemplates: Readonly<Record<string, ComponentType<PreviewProps>>> = {
  'words-faqs': FaqPreview,
  'data-gallery': GalleryRecordPreview,
  'words-gallery': GalleryWordsPreview,
  'data-team': TeamRecordPreview,
  'words-team': TeamWordsPreview,
  [articlesCollectionName]: ArticlePreview,
};

/**
 * Registers the previews and the site's stylesheet for their frame. Decap finds a files collection's
 * template by the file's name, which a collection of records and its words share (`gallery`), so one
 * template per file name hands the entry to its collection's preview; collections without one have
 * the preview pane turned off (config.ts).
 */
export function registerPreviews(cms: Pick<CMS, 'registerPreviewTemplate' | 'registerPreviewStyle'>) {
  const names = new Set([...contentCollections.map((collection) => adminCollectionName(collection)), articlesCollectionName]);
  const unknown = Object.keys(previewTemplates).filter((name) => !names.has(name));
  if (unknown.length > 0) throw new Error(`Previews for collections that do not exist: ${unknown.join(', ')}`);

  const templateNames = new Set(contentCollections.filter((collection) => adminCollectionName(collection) in previewTemplates).map(previewTemplateName));
  for (const templateName of templateNames) {
    cms.registerPreviewTemplate(templateName, (props) => {
      const Preview = previewTemplates[String(props.collection.get('name'))];
      return Preview ? <Preview {...props} /> : null;
    });
  }
  // A folder collection's template is found by the collection's own name.
  cms.registerPreviewTemplate(articlesCollectionName, (props) => <ArticlePreview {...props} />);
  cms.registerPreviewStyle(previewCss(), { raw: true });
}
