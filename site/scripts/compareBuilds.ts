/**
 * `npx tsx site/scripts/compareBuilds.ts <before> <after>`: whether two builds are the same, file by
 * file. Moving content around (to data files, say) must change no built page; this says which files
 * differ, appeared or went, and exits 1 if any did.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Each file under `dir` (relative path) and the SHA-256 of its bytes. */
export function fileHashes(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes.set(path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
  }
  return hashes;
}

export interface BuildDifference {
  same: number;
  changed: string[];
  added: string[];
  removed: string[];
}

export function compareBuilds(before: string, after: string): BuildDifference {
  const old = fileHashes(before);
  const fresh = fileHashes(after);
  const difference: BuildDifference = { same: 0, changed: [], added: [], removed: [] };
  for (const [file, hash] of fresh) {
    const previous = old.get(file);
    if (previous === undefined) difference.added.push(file);
    else if (previous === hash) difference.same += 1;
    else difference.changed.push(file);
  }
  for (const file of old.keys()) if (!fresh.has(file)) difference.removed.push(file);
  for (const list of [difference.changed, difference.added, difference.removed]) list.sort();
  return difference;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [before, after] = process.argv.slice(2);
  if (before === undefined || after === undefined) {
    console.error('Usage: tsx site/scripts/compareBuilds.ts <before-dir> <after-dir>');
    process.exit(2);
  }
  const { same, changed, added, removed } = compareBuilds(before, after);
  console.log(`${same} files identical, ${changed.length} changed, ${added.length} added, ${removed.length} removed.`);
  for (const [label, files] of [['changed', changed], ['added', added], ['removed', removed]] as const) {
    for (const file of files) console.log(`  ${label}: ${file}`);
  }
  process.exit(changed.length + added.length + removed.length === 0 ? 0 : 1);
}
