/**
 * The commands behind the npm scripts (`npm start`, `npm run report`, `subscribers:export`, `deploy`...)
 * are modules whose functions tests import too: their command runs only when node was started with them.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Whether the module at `moduleUrl` is the script node was started with, rather than an import of it. */
export const isStartedScript = (moduleUrl: string): boolean =>
  process.argv[1] !== undefined && moduleUrl === pathToFileURL(path.resolve(process.argv[1])).href;

/** Runs `main` when its module is the script node was started with; a failure prints its message and exits 1. */
export function runWhenStarted(moduleUrl: string, main: () => Promise<unknown>): void {
  if (!isStartedScript(moduleUrl)) return;
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
