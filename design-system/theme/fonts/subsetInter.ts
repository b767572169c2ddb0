/**
 * Writes `inter-subset.woff2` (`npm run font:subset`): Fontsource's latin Inter cut to the characters and
 * weights in `interSubset.ts`. Run it after changing those; the unit test fails until the committed file
 * matches them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { subsetCodePoints, weightRange } from './interSubset';

export const sourceFontPath = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
export const subsetFontPath = fileURLToPath(new URL('./inter-subset.woff2', import.meta.url));

export async function buildInterSubset(): Promise<Buffer> {
  const source = await readFile(sourceFontPath);
  return subsetFont(source, String.fromCodePoint(...subsetCodePoints()), {
    targetFormat: 'woff2',
    variationAxes: { wght: weightRange },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await buildInterSubset();
  await writeFile(subsetFontPath, font);
  const sourceBytes = (await readFile(sourceFontPath)).byteLength;
  console.log(`Wrote ${subsetFontPath}: ${font.byteLength} bytes (source ${sourceBytes} bytes).`);
}
