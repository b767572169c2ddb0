import type { CMS } from 'decap-cms-core';
import type { ComponentType } from 'react';
import { articles, faqs, gallery, team } from '../../content/schema/collections';
import { adminCollectionName } from '../config';
import { ArticlePreview } from './ArticlePreview';
import { FaqPreview } from './FaqPreview';
import { GalleryPreview } from './GalleryPreview';
import { previewCss } from './previewCss';
import type { PreviewProps } from './previewEntry';
import { TeamPreview } from './TeamPreview';

/** The collections whose entries the editor previews with the site's own components, by the editor's name for them. */
export const previewTemplates: Readonly<Record<string, ComponentType<PreviewProps>>> = {
  [adminCollectionName(faqs)]: FaqPreview,
  [adminCollectionName(gallery)]: GalleryPreview,
  [adminCollectionName(team)]: TeamPreview,
  [adminCollectionName(articles)]: ArticlePreview,
};

/**
 * Registers the previews and the site's stylesheet for their frame. Decap finds a folder collection's
 * template by the collection's name; collections without one have the preview pane turned off (config.ts).
 */
export function registerPreviews(cms: Pick<CMS, 'registerPreviewTemplate' | 'registerPreviewStyle'>) {
  for (const [name, Preview] of Object.entries(previewTemplates)) cms.registerPreviewTemplate(name, (props) => <Preview {...props} />);
  cms.registerPreviewStyle(previewCss(), { raw: true });
}
