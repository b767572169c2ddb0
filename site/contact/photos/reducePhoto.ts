/**
 * A photo as it is sent: re-encoded as JPEG at most `photoRules.longSide` pixels on its long side and
 * within `photoRules.maxUploadBytes` (functions/contract/photos.ts). Drawing the decoded pixels onto a canvas and encoding them again
 * keeps nothing of the original file but its picture: no EXIF, so no location and no camera data.
 */
export interface ReducedPhoto {
  readonly blob: Blob;
  readonly width: number;
  readonly height: number;
  /** A small JPEG as a `data:` URL, for the list (the pages' policy allows images from `data:`, not from `blob:`). */
  readonly thumbnail: string;
}

/** Why a picture cannot be sent: it does not decode, or even the lowest quality is over the limit. */
export class PhotoRefused extends Error {
  constructor(readonly reason: 'not_an_image' | 'too_large') {
    super(reason);
    this.name = 'PhotoRefused';
  }
}

/** Qualities tried in turn until the JPEG fits: the first gives about 1 MB for a 2560 px phone photo. */
export const jpegQualities = [0.82, 0.72, 0.62, 0.5, 0.4] as const;

/** The thumbnail's long side: 64 CSS pixels on a 2.5x screen. */
export const thumbnailSide = 160;

/** The size that fits `longSide`, keeping the proportions; a smaller picture keeps its own. */
export function fittedSize(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function draw(bitmap: ImageBitmap, width: number, height: number): Canvas {
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new PhotoRefused('not_an_image');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

/** The only type sent (`photoRules.uploadType`): every picture is re-encoded as JPEG. */
const jpeg = 'image/jpeg';

function jpegOf(canvas: Canvas, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: jpeg, quality });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PhotoRefused('not_an_image'))), jpeg, quality));
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The thumbnail could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** `rules`: the contract's `photoRules.longSide` and `maxUploadBytes`. */
export async function reducePhoto(file: Blob, rules: { longSide: number; maxUploadBytes: number }): Promise<ReducedPhoto> {
  // Turned upright as the camera recorded it: the EXIF orientation goes with the rest of the EXIF.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => {
    throw new PhotoRefused('not_an_image');
  });
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height, rules.longSide);
    const canvas = draw(bitmap, width, height);
    let blob: Blob | undefined;
    for (const quality of jpegQualities) {
      blob = await jpegOf(canvas, quality);
      if (blob.size <= rules.maxUploadBytes) break;
    }
    if (!blob || blob.size > rules.maxUploadBytes) throw new PhotoRefused('too_large');
    const small = fittedSize(bitmap.width, bitmap.height, thumbnailSide);
    const thumbnail = await dataUrlOf(await jpegOf(draw(bitmap, small.width, small.height), 0.7));
    return { blob, width, height, thumbnail };
  } finally {
    bitmap.close();
  }
}
