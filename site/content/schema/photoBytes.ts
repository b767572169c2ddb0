/**
 * What a photo file is, read off its bytes rather than its name: its format (a HEIC renamed .jpg is
 * still HEIC, which the image pipeline cannot decode) and whether it says where it was taken. Pure and
 * synchronous, so the content check (validate.ts) stays one pass over the files before the build.
 */

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif' | 'unknown';

const latin1 = new TextDecoder('latin1');
const ascii = (bytes: Uint8Array, start: number, length: number) => latin1.decode(bytes.subarray(start, start + length));
const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) + ((bytes[at + 1] ?? 0) << 8) + ((bytes[at + 2] ?? 0) << 16) + (bytes[at + 3] ?? 0) * 0x1000000;

/** HEIF's brands (ISO/IEC 23008-12): what an iPhone writes, and the generic image brands. */
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function photoFormat(bytes: Uint8Array): PhotoFormat {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (heifBrands.has(brand)) return 'heic';
  }
  return 'unknown';
}

/** Exif's GPS tags that place the photo: latitude and longitude (Exif 2.3, GPS IFD tags 2 and 4). */
const placingTags = new Set([0x0002, 0x0004]);

/** Whether a TIFF structure (Exif's body) has a GPS IFD holding a latitude or longitude. */
function tiffHasGps(bytes: Uint8Array, tiff: number): boolean {
  const order = ascii(bytes, tiff, 2);
  if (order !== 'II' && order !== 'MM') return false;
  const u16 = (at: number) => (order === 'MM' ? u16be(bytes, at) : (bytes[at] ?? 0) + ((bytes[at + 1] ?? 0) << 8));
  const u32 = (at: number) => (order === 'MM' ? u32be(bytes, at) : u32le(bytes, at));
  const tagsOf = (ifd: number) => {
    const start = tiff + ifd;
    const count = u16(start);
    return Array.from({ length: count }, (_, index) => start + 2 + index * 12).filter((entry) => entry + 12 <= bytes.length);
  };
  const gpsPointer = tagsOf(u32(tiff + 4)).find((entry) => u16(entry) === 0x8825);
  if (gpsPointer === undefined) return false;
  return tagsOf(u32(gpsPointer + 8)).some((entry) => placingTags.has(u16(entry)));
}

/** An XMP packet that places the photo (Adobe's tools write Exif's GPS there too). */
const xmpHasGps = (bytes: Uint8Array, start: number, end: number) => /GPS(Latitude|Longitude)/.test(ascii(bytes, start, Math.min(end, bytes.length) - start));

function jpegHasGps(bytes: Uint8Array): boolean {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    // Start of scan: the picture itself follows, and metadata comes before it.
    if (marker === 0xda) break;
    const length = u16be(bytes, at + 2);
    if (marker === 0xe1) {
      const body = at + 4;
      if (ascii(bytes, body, 6) === 'Exif\0\0' && tiffHasGps(bytes, body + 6)) return true;
      if (ascii(bytes, body, 28) === 'http://ns.adobe.com/xap/1.0/' && xmpHasGps(bytes, body, at + 2 + length)) return true;
    }
    at += 2 + length;
  }
  return false;
}

function pngHasGps(bytes: Uint8Array): boolean {
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    if (type === 'eXIf' && tiffHasGps(bytes, at + 8)) return true;
    if (type === 'iTXt' && xmpHasGps(bytes, at + 8, at + 8 + length)) return true;
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return false;
}

function webpHasGps(bytes: Uint8Array): boolean {
  for (let at = 12; at + 8 <= bytes.length; ) {
    const type = ascii(bytes, at, 4);
    const length = u32le(bytes, at + 4);
    const body = at + 8;
    // The Exif chunk holds the TIFF structure, in some writers after Exif's own "Exif\0\0" header.
    if (type === 'EXIF' && tiffHasGps(bytes, ascii(bytes, body, 6) === 'Exif\0\0' ? body + 6 : body)) return true;
    if (type === 'XMP ' && xmpHasGps(bytes, body, body + length)) return true;
    at = body + length + (length % 2);
  }
  return false;
}

/** Whether the photo carries where it was taken (Exif or XMP GPS latitude/longitude). */
export function photoHasLocation(bytes: Uint8Array): boolean {
  switch (photoFormat(bytes)) {
    case 'jpeg':
      return jpegHasGps(bytes);
    case 'png':
      return pngHasGps(bytes);
    case 'webp':
      return webpHasGps(bytes);
    default:
      return false;
  }
}
