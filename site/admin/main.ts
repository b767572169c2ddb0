/**
 * The office's editor at /admin/: Decap CMS from npm, bundled and served from the site's own origin,
 * configured in code (no config.yml is fetched) from the content's description.
 */
import CMS from 'decap-cms-app';
import { authEndpoint } from '../../functions/admin-sign-in/paths';
import { faviconDataUrl } from '../favicon';
import { contentFiles } from '../content/load/files';
import { contentCollections } from '../content/schema/collections';
import { defaultLang, languages, type Lang } from '../i18n/lang';
import { adminCollectionName, adminConfig, type SchemaNode } from './config';
import { contentJsonFormatFor } from './contentJson';
import { entryProblems, type EditedEntry } from './entryProblems';
import { uploadProblems, withPhotoPhrases, type UploadedFile } from './photoUploads';
import { previewTemplates, registerPreviews } from './previews/registerPreviews';

/** Set at build time (site/admin/vite.config.ts). */
declare const __ADMIN_GITHUB_REPO__: string;
declare const __ADMIN_AUTH_BASE_URL__: string;
declare const __ADMIN_SITE_URL__: string;

// On this machine (`npm run admin`), the page's own server passes /api/v1 to decap-server, which edits
// the working tree. Decap itself only looks for a local server on a loopback host.
const onThisMachine = ['127.0.0.1', 'localhost'].includes(location.hostname);

// The site's icon, as a `data:` URL like on every page, rather than a request for /favicon.ico.
const icon = Object.assign(document.createElement('link'), { rel: 'icon', type: 'image/svg+xml', href: faviconDataUrl });
document.head.append(icon);

/** Each editor collection's entries: where their files are, and their schema. */
const targets = new Map<string, Omit<EditedEntry, 'dataByLang' | 'name'> & { name?: string }>(
  contentCollections.flatMap((collection) =>
    collection.kind === 'singletons'
      ? Object.values(collection.entries).map((entry) => [adminCollectionName(collection, entry), { folder: collection.folder, format: 'json', name: entry.name, schema: entry.schema as unknown as SchemaNode }] as const)
      : [[adminCollectionName(collection), { folder: collection.folder, format: collection.format, schema: collection.schema as unknown as SchemaNode }] as const],
  ),
);

const english = CMS.getLocale('en');
if (english) CMS.registerLocale('en', withPhotoPhrases(english));
for (const collection of contentCollections) {
  const formats =
    collection.kind === 'singletons'
      ? Object.values(collection.entries).map((entry) => contentJsonFormatFor(adminCollectionName(collection, entry), entry.schema))
      : collection.format === 'json'
        ? [contentJsonFormatFor(adminCollectionName(collection), collection.schema)]
        : [];
  for (const format of formats) CMS.registerCustomFormat(format.name, format.extension, format);
}
// Runs before anything is written or committed; a problem stops the save, and Decap shows the message.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const target = targets.get(entry.get('collection') as string);
    if (!target) return undefined;
    const dataIn = (lang: Lang) => (lang === defaultLang ? entry.get('data') : entry.getIn(['i18n', lang, 'data']))?.toJS() as Record<string, unknown> | undefined;
    // A new entry has no id until it is saved: its problems are its own all the same.
    const name = target.name ?? ((entry.get('slug') as string | undefined) || 'new-entry');
    const problems = entryProblems(contentFiles(), { ...target, name, dataByLang: new Map(languages.map((lang) => [lang, dataIn(lang)])) });
    const uploads = (entry.get('mediaFiles')?.toJS() ?? []) as UploadedFile[];
    problems.push(...uploadProblems(uploads));
    // Some messages are several sentences: each loses its final stop, which the list puts back.
    if (problems.length > 0) throw new Error(`Nothing was saved. ${problems.map((problem) => problem.replace(/\.$/, '')).join('. ')}.`);
    return undefined;
  },
});
registerPreviews(CMS);
CMS.init({
  config: adminConfig({
    collections: contentCollections,
    contentFolder: 'site/content',
    languages: { locales: languages, defaultLocale: defaultLang },
    // Sign-in opens `<base_url>/<auth_endpoint>` in a popup: the stack's OAuth function (functions/admin-sign-in/).
    backend: { name: 'github', repo: __ADMIN_GITHUB_REPO__, branch: 'main', base_url: __ADMIN_AUTH_BASE_URL__, auth_endpoint: authEndpoint },
    ...(onThisMachine ? { localBackend: `${location.origin}/api/v1` } : {}),
    siteUrl: __ADMIN_SITE_URL__,
    mediaFolder: 'site/assets/uploads',
    previewed: Object.keys(previewTemplates),
  }),
});
