/**
 * The office's editor at /admin/: Sveltia CMS from npm, bundled and served from the editor's own
 * origin, configured in code (no config.yml is fetched) with what the build generated from the
 * content's description (editorConfig.ts). This first script holds Sveltia, that configuration and
 * the few hooks below; the check before saving and the previews load when first used.
 */
import CMS from '@sveltia/cms';
import config from 'virtual:admin-config';
import { faviconDataUrl } from '../favicon';
import { rememberSaved, type SveltiaEntry } from './liveContent';
import type * as SaveCheck from './saveCheck';
import { previewTemplate } from './previews/previewBridge';
import { registerTeamMemberField } from './teamMemberField';

// The site's icon, as a `data:` URL like on every page, rather than Sveltia's.
const icon = Object.assign(document.createElement('link'), { rel: 'icon', type: 'image/svg+xml', href: faviconDataUrl });
document.head.append(icon);

let saveCheck: Promise<typeof SaveCheck> | undefined;
const loadSaveCheck = () => (saveCheck ??= import('./saveCheck'));

registerTeamMemberField(CMS as never);

// The build's own check, before anything is written or committed. Sveltia shows the message of a
// `saving_failed` error's cause in its dialog (its toolbar's save handler), which the office keeps
// open until they close it; any other error would only say that saving failed.
// A photo's name is kept alone, as the content has it (photoNames.ts).
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const { photoChanges, refusal } = (await loadSaveCheck()).checkSave(entry.toJS() as SveltiaEntry);
    if (refusal !== undefined) throw new Error('saving_failed', { cause: new Error(refusal) });
    return photoChanges.reduce((changed, { path, value }) => changed.setIn(['data', ...path], value), entry);
  },
});
CMS.registerEventListener({
  name: 'postSave',
  handler: ({ entry }) => {
    rememberSaved(entry.toJS() as SveltiaEntry);
  },
});

const preview = previewTemplate();
for (const collection of config.collections ?? []) {
  if ('folder' in collection && collection.editor?.preview) CMS.registerPreviewTemplate(collection.name, preview as never);
}

// The check's code and the content it reads arrive once the editor is idle, not at the first save.
void CMS.init({ config }).then(() => requestIdleCallback(() => void loadSaveCheck()));
