/**
 * `npm run admin`: the office's editor on this machine, editing this working tree's content files.
 * Builds the editor (or finds it built, site/admin/build.ts), starts decap-server on 127.0.0.1 and
 * serves both from one origin. `PORT` changes the editor's port.
 */
import { fileURLToPath } from 'node:url';
import { buildAdmin } from './build';
import { startLocalAdmin } from './localServer';

const repoDir = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.PORT ?? 4180);

const built = await buildAdmin();
const admin = await startLocalAdmin({ servedRoot: built.servedRoot, repoDir, port });

console.log(`
The editor (${built.cached ? 'unchanged since its last build' : `built in ${built.seconds.toFixed(0)} s`}):

  ${admin.adminUrl}

Press "Login": on this machine no account is needed. Publishing writes the files of this working
tree, under site/content/ (through decap-server at ${admin.decapServerUrl}); nothing is committed
or deployed. \`git diff site/content\` shows what changed.

To see the result, run \`npm start\` in another terminal: it builds the site with the change and serves
it on http://127.0.0.1:4173. A change the build refuses stops it there, naming the file and the field.

Ctrl-C stops the editor.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void admin.close().then(() => process.exit(0));
  });
}
