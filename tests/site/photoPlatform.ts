import { vi } from 'vitest';

/*
 * What jsdom lacks for the contact form's photos, played in the test: decoding a picture
 * (`createImageBitmap`), drawing and encoding it (`OffscreenCanvas`), and the upload to the bucket
 * (`XMLHttpRequest`, answered by the test). The reduction itself is checked in Chromium
 * (tests/e2e/photos.test.ts); here the form's handling of each outcome is.
 */

const jpegStart = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const pngStart = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

/** A photo the fake decoder reads as `width` x `height`: its first bytes are a JPEG's (or a PNG's), the rest filler. */
export function photoFile(name: string, { bytes = 2_200_000, width = 4000, height = 3000, format = 'jpeg' as 'jpeg' | 'png' } = {}) {
  const start = format === 'jpeg' ? jpegStart : pngStart;
  const size = new TextEncoder().encode(` ${width}x${height}`);
  const body = new Uint8Array(Math.max(bytes, start.length + size.length));
  body.set(start);
  body.set(size, start.length);
  return new File([body], name, { type: format === 'jpeg' ? 'image/jpeg' : 'image/png' });
}

/** A picture's first bytes and nothing a decoder can read after them. */
export const brokenPhotoFile = (name: string) => new File([new Uint8Array(jpegStart), 'BROKEN'], name, { type: 'image/jpeg' });

/** Text, named like a photo: the browser would call it `image/jpeg` from its name. */
export const textFileNamedLikeAPhoto = (name: string) => new File(['Water came in through the back door.'], name, { type: 'image/jpeg' });

class FakeBitmap {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  close() {}
}

/** Decodes a file the way a browser does, as far as the form can tell: a size, or a failure. */
async function createImageBitmap(file: Blob): Promise<FakeBitmap> {
  const text = new TextDecoder('latin1').decode(await file.slice(0, 64).arrayBuffer());
  const size = / (\d+)x(\d+)/.exec(text);
  if (!size || text.includes('BROKEN')) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
  return new FakeBitmap(Number(size[1]), Number(size[2]));
}

/** Encodes at about a quarter of a byte per pixel at quality 1, as a JPEG of a photo roughly does. */
class FakeOffscreenCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return { imageSmoothingQuality: 'low', drawImage: () => {} };
  }
  convertToBlob({ type = 'image/png', quality = 0.92 }: { type?: string; quality?: number } = {}) {
    const bytes = Math.round((this.width * this.height * quality) / 4);
    const body = new Uint8Array(Math.max(bytes, jpegStart.length));
    body.set(jpegStart);
    return Promise.resolve(new Blob([body], { type }));
  }
}

/** One POST the form made to the bucket: where, and the multipart fields in their order. */
export interface BucketPost {
  url: string;
  fields: [string, FormDataEntryValue][];
}

/** How the bucket answers a POST: a status, or a connection lost on the way. */
export type BucketReply = number | 'lost';

class FakeXhr {
  static answer: (post: BucketPost, attempt: number) => BucketReply | Promise<BucketReply> = () => 204;
  static posts: BucketPost[] = [];
  readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  status = 0;
  timeout = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    const post = { url: this.url, fields: [...body.entries()] };
    FakeXhr.posts.push(post);
    const reply = FakeXhr.answer(post, FakeXhr.posts.filter((earlier) => earlier.url === post.url).length);
    // Half the body is on its way at once; the rest, and the answer, when the test's reply comes.
    setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 }), 0);
    void Promise.resolve(reply).then((settled) =>
      setTimeout(() => {
        if (settled === 'lost') return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 2 });
        this.status = settled;
        this.onload?.();
      }, 0),
    );
  }
  abort() {
    this.onabort?.();
  }
}

/**
 * Installs the fakes; `answer` says how the bucket replies to each POST (the attempt counts the POSTs
 * to that URL so far, this one included). Undone by `vi.unstubAllGlobals()`.
 */
export function stubPhotoPlatform(answer: (post: BucketPost, attempt: number) => BucketReply | Promise<BucketReply> = () => 204) {
  FakeXhr.answer = answer;
  FakeXhr.posts = [];
  vi.stubGlobal('createImageBitmap', createImageBitmap);
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { posts: FakeXhr.posts };
}
