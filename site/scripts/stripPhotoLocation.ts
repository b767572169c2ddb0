/**
 * Takes out of photos what a phone wrote into them (where it was taken, the camera, the time), in place:
 *   npx tsx site/scripts/stripPhotoLocation.ts site/assets/gallery/kitchen.jpg [more files]
 *
 * The build refuses a photo that says where it was taken (site/content/schema/validate.ts), since the
 * original is committed and the repository's history keeps it. Each file is encoded again, upright, in
 * its own format, with no metadata (sharp writes none unless asked), at a quality that leaves the
 * picture as it was for the site's own encoding to work from.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { photoFormat, photoHasLocation } from '../content/schema/photoBytes';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Name the photos to strip, e.g. npx tsx site/scripts/stripPhotoLocation.ts site/assets/gallery/kitchen.jpg');
  process.exit(1);
}

for (const file of files) {
  const original = readFileSync(file);
  const format = photoFormat(original);
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') {
    console.error(`${file}: not a JPEG, PNG or WebP; save it as JPEG first`);
    process.exitCode = 1;
    continue;
  }
  const upright = sharp(original).autoOrient();
  const stripped = await (format === 'jpeg' ? upright.jpeg({ quality: 92 }) : format === 'png' ? upright.png() : upright.webp({ quality: 92 })).toBuffer();
  writeFileSync(file, stripped);
  console.log(`${file}: ${photoHasLocation(stripped) ? 'STILL has a location' : 'no location, camera or time left'} (${(original.length / 1e6).toFixed(1)} MB -> ${(stripped.length / 1e6).toFixed(1)} MB)`);
}
