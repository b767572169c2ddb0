/**
 * `docs/performance.md` shows the latest full `npm run bench`, written there by the bench itself, so the
 * numbers in the docs are always a run's and never copied by hand. The bench owns what stands between
 * the two markers; everything around them is prose.
 */
import { readFile, writeFile } from 'node:fs/promises';

export const benchStart = '<!-- bench:start (written by npm run bench; edits here are overwritten) -->';
export const benchEnd = '<!-- bench:end -->';

/** The document with the block between its markers replaced; an error when the markers are not there once each, in order. */
export function withBenchBlock(document: string, block: string): string {
  const start = document.indexOf(benchStart);
  const end = document.indexOf(benchEnd);
  if (start === -1 || end === -1 || end < start || document.indexOf(benchStart, start + 1) !== -1 || document.indexOf(benchEnd, end + 1) !== -1) {
    throw new Error(`The document needs one "${benchStart}" line, then one "${benchEnd}" line, for the bench's results.`);
  }
  return `${document.slice(0, start + benchStart.length)}\n${block.trim()}\n${document.slice(end)}`;
}

/** Writes the block into the file (docs/performance.md). */
export async function writeBenchBlock(file: string, block: string): Promise<void> {
  await writeFile(file, withBenchBlock(await readFile(file, 'utf8'), block));
}
