/**
 * `npm run admin`: the office's editor on this machine, editing this working tree. Builds the editor
 * (or finds it built, site/admin/build.ts) and serves it on 127.0.0.1, where Sveltia CMS reads and
 * writes a folder the browser is given (the File System Access API of Chrome and Edge): no server of
 * ours touches the files. `PORT` changes the editor's port.
 */
import { fileURLToPath } from 'node:url';
import { buildAdmin } from './build';
import { startLocalEditor } from './localServer';

const repoDir = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
const port = Number(process.env.PORT ?? 4180);

const built = await buildAdmin();
const editor = await startLocalEditor({ servedRoot: built.servedRoot, port });

console.log(`
The editor (${built.cached ? 'unchanged since its last build' : `built in ${built.seconds.toFixed(0)} s`}):

  ${editor.adminUrl}

Open it in Chrome or Edge (Firefox and Safari cannot open a folder) and press
"Work with Local Repository". In the folder dialog, choose this working tree, the folder that
contains .git:

  ${repoDir}

and allow the editor to view and save changes. Saving writes the files of this working tree under
site/content/ and site/assets/; nothing is committed or deployed. \`git diff\` shows what changed.

To see the result, run \`npm start\` in another terminal: it builds the site with the change and serves
it on http://127.0.0.1:4173. A change the build refuses stops it there, naming the file and the field.

Ctrl-C stops the editor.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void editor.close().then(() => process.exit(0));
  });
}
