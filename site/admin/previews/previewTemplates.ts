import type { ComponentType } from 'react';
import { articles, cityPages, faqs, gallery, services, team } from '../../content/schema/collections';
import { ArticlePreview } from './ArticlePreview';
import { CityPagePreview } from './CityPagePreview';
import { FaqPreview } from './FaqPreview';
import { GalleryPreview } from './GalleryPreview';
import type { PreviewInput } from './previewEntry';
import { ServicePreview } from './ServicePreview';
import { TeamPreview } from './TeamPreview';

/** Each collection's preview, by the collection's folder (its name in the editor). */
export const previewTemplates: Readonly<Record<string, ComponentType<PreviewInput>>> = {
  [faqs.folder]: FaqPreview,
  [gallery.folder]: GalleryPreview,
  [team.folder]: TeamPreview,
  [articles.folder]: ArticlePreview,
  [services.folder]: ServicePreview,
  [cityPages.folder]: CityPagePreview,
};
