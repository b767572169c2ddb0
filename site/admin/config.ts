/**
 * The editor's Sveltia CMS configuration, generated from the content's own description
 * (site/content/schema/collections.ts): each collection of entries is an entry collection, each
 * collection of singletons a file collection, both with a folder per language, the way the content is
 * stored. The fields are read off the valibot schema the build checks the entry with; a field marked
 * `neutral` is written once, in the default language's column. A kind of schema this module cannot
 * map stops the editor's build, naming the field, rather than giving the office a box that writes what
 * the build then refuses (collections.ts maps the collections, fields.ts the fields, schemaNode.ts reads
 * the schemas). Pure: the editor's build runs it (vite.config.ts), and so do the tests.
 */
import type { CmsConfig } from '@sveltia/cms';
import type { ContentCollection } from '../content/schema/collections';
import { collectionsConfig, type LivePaths } from './collections';
import { globalPhotoFolder, mediaLibraries } from './photoUploads';
import type { TeamMember } from './teamMemberField';

export interface Languages {
  locales: readonly string[];
  defaultLocale: string;
}

export interface AdminConfigOptions {
  collections: readonly ContentCollection[];
  /** The content folder, relative to the repository's root: where the backend reads and writes. */
  contentFolder: string;
  languages: Languages;
  /** Where publishing commits: the GitHub backend, signing in through the sign-in function. */
  backend: CmsConfig['backend'];
  /** The public site, for the editor's link to it and each entry's "View live". */
  siteUrl?: string;
  /** The team (id and name), for the author of an article. */
  team: readonly TeamMember[];
  /** The collections (`faqs`) the site's components preview; the others have no preview pane. @default none */
  previewed?: readonly string[];
  /** Each entry's page on the public site. @default none: no "View live" */
  livePaths?: LivePaths;
}

/** The whole configuration `CMS.init({ config })` takes; no config.yml is fetched. */
export function adminConfig(options: AdminConfigOptions): CmsConfig {
  const { locales, defaultLocale } = options.languages;
  return {
    load_config_file: false,
    app_title: 'Edit the site',
    backend: options.backend,
    publish_mode: 'simple',
    // Uploads from the media library's first folder land with the work photos; each photo field names its own.
    ...globalPhotoFolder,
    media_libraries: mediaLibraries,
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    // Ids and file names are lowercase words joined by hyphens, as the build wants them (fields.ts recordId).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-', trim: true, lowercase: true },
    // An optional field left empty is left out, rather than written empty where the schema wants text.
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    i18n: { structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale },
    collections: collectionsConfig(options.collections, options.contentFolder, { team: options.team }, options.previewed, options.livePaths),
  };
}
