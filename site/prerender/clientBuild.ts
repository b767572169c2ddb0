/**
 * What the browser build wrote, as the prerenderer reads it: its manifest, its chunks' code, the
 * modules each entry needs before it runs, and the island loader to write into every page.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ModuleLists } from '../documentAssets';
import { islandFile } from '../islandRuntime/islandFiles';
import type { IslandName } from '../islandRuntime/registry';

interface ManifestChunk {
  file: string;
  assets?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The island loader's entry in the browser build's manifest. */
export const loaderKey = 'islandRuntime/loader.ts';
/** The island runtime, which the inline loader fetches after the first paint. */
export const runtimeKey = 'islandRuntime/runtime.ts';
export const hydrateKey = 'islandRuntime/hydrate.tsx';
export const vitalsKey = 'islandRuntime/vitals.ts';

export const readManifest = async (dir: string) => JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;

const builtFiles = new Map<string, Promise<string>>();
/** A built file's text (a chunk's code, a stylesheet), read once however many pages list or inline it. */
export const builtText = (path: string) => {
  let text = builtFiles.get(path);
  if (!text) {
    text = readFile(path, 'utf8');
    builtFiles.set(path, text);
  }
  return text;
};

/**
 * A chunk's file and every file it imports, directly or not: what the browser needs before it runs.
 * An import the manifest names but the code no longer makes (Vite's preload helper, see
 * vite.config.ts) is left out.
 */
export async function moduleClosure(dir: string, manifest: Manifest, key: string, seen = new Set<string>()): Promise<string[]> {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest has no entry for ${key}.`);
  const code = await builtText(join(dir, chunk.file));
  const imported: string[] = [];
  for (const importedKey of chunk.imports ?? []) {
    const file = manifest[importedKey]?.file ?? '';
    if (code.includes(`./${basename(file)}`)) imported.push(...(await moduleClosure(dir, manifest, importedKey, seen)));
  }
  return [chunk.file, ...imported];
}

/** An island's module in the manifest (see islandFiles.ts). */
export function islandModuleKey(manifest: Manifest, name: IslandName): string {
  const key = islandFile(name);
  if (!(key in manifest)) throw new Error(`The client build has no module for the ${name} island: it must live in site/${key}.`);
  return key;
}

/**
 * The island loader's code, to write into every page: as a file it would cost a phone one more request
 * before first paint. The file itself goes, so nothing can name a copy the pages do not run. Its
 * imports are all dynamic, of the absolute URLs the page's asset list gives, so it runs the same inline.
 */
export async function inlineLoader(dir: string, manifest: Manifest): Promise<string> {
  const { file } = manifest[loaderKey] ?? { file: '' };
  const code = (await builtText(join(dir, file))).trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`${file} contains "</script" or "<!--" and cannot be written inline.`);
  const imported = (await moduleClosure(dir, manifest, loaderKey)).slice(1);
  if (imported.length > 0) throw new Error(`${file} imports ${imported.join(', ')}; inline, it must stand alone.`);
  await rm(join(dir, file));
  return code;
}

/**
 * The islands' module lists, as one module every page names and the runtime imports: named by its
 * content, like the build's other files, since the CDN serves them as never changing.
 */
export async function writeModuleLists(dir: string, lists: ModuleLists): Promise<string> {
  const code = `export default ${JSON.stringify(lists)};\n`;
  const file = `assets/islands-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(dir, file), code);
  return file;
}
