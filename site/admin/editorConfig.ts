/**
 * The configuration the editor is built with (vite.config.ts hands it to the editor as a module): the
 * content's collections as config.ts maps them, the team as the content has it, each entry's page on
 * the public site, where publishing commits and where sign-in goes. Generated in Node at build time,
 * so the editor's first script carries the configuration's data and none of the schemas it comes from.
 */
import { authEndpoint } from '../../functions/admin-sign-in/paths';
import { contentFiles, type ContentFiles } from '../content/load/files';
import { contentCollections } from '../content/schema/collections';
import { defaultLang, languages } from '../i18n/lang';
import type { adminBuildSettings } from './buildSettings';
import { adminConfig } from './config';
import { contentFolder } from './liveContent';
import { livePaths } from './livePaths';
import { previewedCollections } from './previews/previewedCollections';
import type { TeamMember } from './teamMemberField';

/** The people of the team page, by the name the office knows them. */
export function teamOf(files: ContentFiles = contentFiles()): TeamMember[] {
  const prefix = `team/${defaultLang}/`;
  return [...files]
    .filter(([file]) => file.startsWith(prefix) && file.endsWith('.json'))
    .map(([file, text]) => ({ id: file.slice(prefix.length, -'.json'.length), name: String((JSON.parse(text) as { name?: unknown }).name ?? '') }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function editorConfig(settings: ReturnType<typeof adminBuildSettings>, files: ContentFiles = contentFiles()) {
  return adminConfig({
    collections: contentCollections,
    contentFolder,
    languages: { locales: languages, defaultLocale: defaultLang },
    // Sign-in opens `<base_url>/<auth_endpoint>` in a popup: the stack's sign-in function (functions/admin-sign-in/).
    backend: { name: 'github', repo: settings.githubRepo, branch: 'main', base_url: settings.authBaseUrl, auth_endpoint: authEndpoint, auth_methods: ['oauth'] },
    siteUrl: settings.siteUrl,
    team: teamOf(files),
    previewed: previewedCollections,
    livePaths: livePaths(files),
  });
}
