import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipBytesFor, htmlWeight } from '../../scripts/bench/pageWeight';

/** Text gzip cannot shrink much, different each time. */
const noise = (characters: number) => randomBytes(Math.ceil((characters * 3) / 4)).toString('base64').slice(0, characters);

/** A page whose first screen (two sections and 8000 characters of main) ends at a known place. */
function page() {
  const section = (text: string) => `<section><p>${text}</p></section>`;
  const firstScreen = `<!DOCTYPE html><html><head><title>T</title></head><body><main>${section(noise(4500))}${section(noise(4500))}`;
  return { html: `${firstScreen}${section(noise(3000))}</main><footer>F</footer></body></html>`, firstScreen };
}

describe("a page's weight", () => {
  it('reads how much of the gzip stream holds a given start of the page', () => {
    // Random text: its compressed size grows with the text, so the stream's prefix is measurable.
    const text = noise(8000);
    const stream = gzipSync(text, { level: 9 });
    const half = gzipBytesFor(stream, 4000);
    expect(half).toBeGreaterThan(2800);
    expect(half).toBeLessThan(stream.byteLength);
    expect(gzipBytesFor(stream, text.length)).toBeLessThanOrEqual(stream.byteLength);
    expect(gzipBytesFor(stream, text.length)).toBeGreaterThan(stream.byteLength - 16);
  });

  it("gives a page's sizes and where in the gzip stream its first screen ends", () => {
    const { html, firstScreen } = page();
    const weight = htmlWeight(html);
    expect(weight.raw).toBe(Buffer.byteLength(html));
    expect(weight.gzip).toBe(gzipSync(html, { level: 9 }).byteLength);
    expect(weight.brotli).toBeLessThan(weight.raw);
    // The first screen is the head and two sections of noise out of three: about 9000 of 12000 characters.
    expect(Math.abs(weight.firstScreenGzip - gzipSync(firstScreen, { level: 9 }).byteLength)).toBeLessThan(40);
    expect(weight.firstScreenGzip).toBeLessThan(weight.gzip - 1800);
  });
});
