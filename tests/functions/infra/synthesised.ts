/**
 * The templates the synthesis (synthesise.ts, started by globalSetup.ts) writes for the whole run, as
 * each test worker reads them: it waits for the file to be renamed into place, or for the
 * synthesis's error.
 */
import { existsSync, readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { synthesisFiles } from './stackInputs';

/** The folder the synthesis writes into. */
export const stackFolder = () => inject('stackFolder');

/** The template, as JSON, once the synthesis has written it. */
export async function synthesisedTemplate(which: 'deployed' | 'unbundled'): Promise<Record<string, unknown>> {
  const folder = stackFolder();
  const file = path.join(folder, synthesisFiles[which]);
  const failed = path.join(folder, synthesisFiles.failed);
  await new Promise<void>((resolve, reject) => {
    const settled = () => {
      if (existsSync(file)) resolve();
      else if (existsSync(failed)) reject(new Error(readFileSync(failed, 'utf8')));
      else return false;
      return true;
    };
    const watcher = watch(folder, () => {
      if (settled()) watcher.close();
    });
    // Written before the watch began.
    if (settled()) watcher.close();
  });
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}
