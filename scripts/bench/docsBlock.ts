/**
 * `docs/performance.md` shows the latest full `npm run bench`, written there by the bench itself, so the
 * numbers in the docs are always a run's and never copied by hand. The bench owns what stands between
 * the two markers; everything around them is prose. The growth check (growth.ts) keeps its own block
 * the same way, between markers of its own.
 */
import { readFile, writeFile } from 'node:fs/promises';

export const benchStart = '<!-- bench:start (written by npm run bench; edits here are overwritten) -->';
export const benchEnd = '<!-- bench:end -->';

export interface BlockMarkers {
  start: string;
  end: string;
}

const benchMarkers: BlockMarkers = { start: benchStart, end: benchEnd };
export const growthMarkers: BlockMarkers = {
  start: '<!-- growth:start (written by npm run bench:growth; edits here are overwritten) -->',
  end: '<!-- growth:end -->',
};

/** The document with the block between its markers replaced; an error when the markers are not there once each, in order. */
export function withBenchBlock(document: string, block: string, markers: BlockMarkers = benchMarkers): string {
  const start = document.indexOf(markers.start);
  const end = document.indexOf(markers.end);
  if (start === -1 || end === -1 || end < start || document.indexOf(markers.start, start + 1) !== -1 || document.indexOf(markers.end, end + 1) !== -1) {
    throw new Error(`The document needs one "${markers.start}" line, then one "${markers.end}" line, for the results.`);
  }
  return `${document.slice(0, start + markers.start.length)}\n${block.trim()}\n${document.slice(end)}`;
}

/** Writes the block into the file (docs/performance.md). */
export async function writeBenchBlock(file: string, block: string, markers: BlockMarkers = benchMarkers): Promise<void> {
  await writeFile(file, withBenchBlock(await readFile(file, 'utf8'), block, markers));
}
