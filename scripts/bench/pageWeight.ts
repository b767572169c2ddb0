/**
 * A page's HTML as it travels: gzip (level 9, what the budgets hold; every client accepts it) and
 * brotli, and how much of the gzip stream a browser needs before it holds the page's head and first
 * screen (site/firstScreen.ts): a browser paints what has arrived, and a phone gets the first
 * `budgets.html.firstWindow` bytes in the first round trip.
 */
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { firstScreenEnd } from '../../site/firstScreen';

export interface HtmlWeight {
  /** The file as written. */
  raw: number;
  gzip: number;
  /** At brotli's highest quality, which a CDN compressing on the fly does not promise. */
  brotli: number;
  /** The bytes of the gzip stream up to the end of the head and the first screen's markup. */
  firstScreenGzip: number;
}

/** How many bytes of a gzip stream are needed to read the first `length` bytes it holds. */
export function gzipBytesFor(stream: Buffer, length: number): number {
  const readable = (bytes: number) => {
    try {
      return gunzipSync(stream.subarray(0, bytes), { finishFlush: constants.Z_SYNC_FLUSH }).byteLength;
    } catch {
      return 0;
    }
  };
  let [low, high] = [0, stream.byteLength];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (readable(middle) >= length) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function htmlWeight(html: string): HtmlWeight {
  const bytes = Buffer.from(html);
  const gzipped = gzipSync(bytes, { level: 9 });
  return {
    raw: bytes.byteLength,
    gzip: gzipped.byteLength,
    brotli: brotliCompressSync(bytes).byteLength,
    firstScreenGzip: gzipBytesFor(gzipped, Buffer.byteLength(html.slice(0, firstScreenEnd(html)))),
  };
}
