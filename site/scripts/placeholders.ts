/**
 * Draws the site's placeholder photos as simple illustrations and saves them as JPEG:
 *   npx tsx site/scripts/placeholders.ts
 *
 * The list of files comes from the content modules (gallery, team, articles, page and service
 * metadata), so a new gallery entry or article gets a placeholder on the next run. Only missing
 * files are written: a real photo saved under a content file name is never overwritten, and the
 * image pipeline (site/assets/images.ts) treats both the same way.
 *
 * The drawings live in placeholderDrawings/: the SVG shapes (svg.ts), colours and rooms (palette.ts), people
 * (figures.ts), equipment and set pieces (props.ts), one module per kind of scene (scenes/), which
 * picture each content file gets (targets.ts) and the JPEG writer (render.ts).
 */
import { pathToFileURL } from 'node:url';
import { writePlaceholders } from './placeholderDrawings/render';

export { maxPlaceholderBytes, renderJpeg, renderSvg, writePlaceholders } from './placeholderDrawings/render';
export { placeholderTargets, shareImageFiles, type PlaceholderTarget } from './placeholderDrawings/targets';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { written, kept } = await writePlaceholders();
  for (const file of written) console.log(`wrote ${file.file} (${(file.bytes / 1024).toFixed(1)} KB)`);
  const total = [...written, ...kept].reduce((sum, file) => sum + file.bytes, 0);
  console.log(`${written.length} written, ${kept.length} already present; ${(total / 1024).toFixed(1)} KB in all.`);
}
