import type { Plugin } from 'vite';

const configModule = /[\\/]decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]config\.js$/;
const guard = 'if (i18n && i18n.structure !== I18N_STRUCTURE.SINGLE_FILE) {';

/**
 * Lets a files collection keep one folder per language (`common/<lang>/business.json`). Decap refuses
 * any i18n structure but `single_file` for files collections (decaporg/decap-cms#5280, open), though
 * the code that reads and writes an entry handles folders per language for them as it does for folder
 * collections: `getFilePath` puts the locale before the file's name. This lifts that one check at
 * build time; the admin's browser test edits a language's file through it. Should an upgrade change
 * the check's code, the build stops here rather than the editor failing at sign-in.
 */
export function folderPerLanguage(): Plugin {
  return {
    name: 'decap-files-collection-folder-per-language',
    apply: 'build',
    transform(code, id) {
      if (!configModule.test(id)) return null;
      if (!code.includes(guard)) {
        this.error(`decap-cms-core changed its check of files collections' i18n structure; revisit site/admin/folderPerLanguage.ts`);
      }
      return {
        code: code.replace(guard, 'if (i18n && i18n.structure !== I18N_STRUCTURE.SINGLE_FILE && i18n.structure !== I18N_STRUCTURE.MULTIPLE_FOLDERS) {'),
        map: null,
      };
    },
  };
}
