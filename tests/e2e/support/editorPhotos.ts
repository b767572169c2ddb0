import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { photoMaxSide } from '../../../site/admin/photoUploads';
import { photoHasLocation } from '../../../site/content/schema/photoBytes';
import type { UploadFile } from './editorControls';

/** A phone's JPEG, 4032 by 3024: a picture, the camera, and where it was taken (33.87° N, 84.01° W: Snellville). */
export async function phonePhoto(name: string, background: string): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 4032, height: 3024, channels: 3, background } })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 13' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 52/1 12/1', GPSLongitudeRef: 'W', GPSLongitude: '84/1 0/1 36/1' },
    })
    .jpeg({ quality: 80 })
    .toBuffer();
  // The fixture really says where it was taken, or the checks of what the editor saved would prove nothing.
  expect(photoHasLocation(buffer)).toBe(true);
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * A photo as the editor saved it (`file`, from the working tree's `root`): WebP, at most 2560 pixels on
 * its longest side, with no EXIF, XMP or IPTC at all. The browser that drew it again gives it its own
 * sRGB colour profile, which names no camera.
 */
export async function expectCleanPhoto(root: string, file: string) {
  const bytes = readFileSync(path.join(root, file));
  const metadata = await sharp(bytes).metadata();
  expect({ format: metadata.format, exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc }, file).toEqual({ format: 'webp', exif: undefined, xmp: undefined, iptc: undefined });
  expect(bytes.toString('latin1'), file).not.toMatch(/Apple|iPhone/);
  expect(Math.max(metadata.width ?? 0, metadata.height ?? 0), file).toBe(photoMaxSide);
  expect(photoHasLocation(bytes), file).toBe(false);
}
