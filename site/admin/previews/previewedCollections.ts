import { articles, cityPages, faqs, gallery, services, team } from '../../content/schema/collections';

/**
 * The collections the site's own components preview (previewTemplates.ts), by folder: kept apart from
 * the components, so the editor's configuration names them without loading any.
 */
export const previewedCollections = [faqs, gallery, team, articles, services, cityPages].map((collection) => collection.folder);
