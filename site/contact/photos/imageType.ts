/**
 * What a file is, by its first bytes rather than its name or the type the browser guessed from the
 * name: a text file renamed `kitchen.jpg` is no picture. The formats phones and computers save photos
 * in; a file that passes here and then fails to decode is no picture either (`reducePhoto`).
 */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif' | 'avif';

/** How many bytes the check reads. */
export const signatureBytes = 12;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** ISO BMFF brands (the `ftyp` box at byte 4) of HEIC/HEIF stills and sequences, and of AVIF. */
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const avifBrands = new Set(['avif', 'avis']);

export function imageFormatOf(bytes: Uint8Array): ImageFormat | undefined {
  if (bytes.length < signatureBytes) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === 'PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (avifBrands.has(brand)) return 'avif';
    if (heifBrands.has(brand)) return 'heif';
  }
  return undefined;
}

/** The format of a file the visitor chose, read from its first bytes. */
export async function sniffImage(file: Blob): Promise<ImageFormat | undefined> {
  try {
    return imageFormatOf(new Uint8Array(await file.slice(0, signatureBytes).arrayBuffer()));
  } catch {
    // A file that cannot be read (moved or deleted since it was chosen) is not a picture we can send.
    return undefined;
  }
}
