import type { SignedPhotoUpload } from '../../../functions/contract/photos';
import { absolute, loadKy, requestTimeout } from '../api';

/** The signed uploads, or why there are none: refused (a 400, which names a rule), or the storage unreachable. */
export type SignedUploads = { ok: true; uploads: readonly SignedPhotoUpload[] } | { ok: false; error: 'refused' | 'unavailable' };

const isUpload = (value: unknown): value is SignedPhotoUpload => {
  const upload = value as Partial<SignedPhotoUpload> | null;
  return typeof upload?.key === 'string' && typeof upload.url === 'string' && typeof upload.fields === 'object' && upload.fields !== null;
};

/**
 * Asks the upload function (`endpoint`) for one signed S3 POST per photo of `type`, in order. A 400
 * refuses them (the form checked the same rules, so only another client meets it); a 503 (the storage
 * is down), any other answer and a network that stays down are `unavailable`: the message goes without
 * photos either way, which the visitor then texts or mails.
 */
export async function requestUploads(endpoint: string, type: string, sizes: readonly number[]): Promise<SignedUploads> {
  try {
    const { default: ky } = await loadKy();
    const response = await ky.post(absolute(endpoint), {
      json: { photos: sizes.map((size) => ({ type, size })) },
      // Asking again signs new policies and stores nothing, so a dropped request is simply repeated.
      retry: { limit: 2, methods: ['post'] },
      timeout: requestTimeout,
      throwHttpErrors: false,
    });
    const body = (await response.json().catch(() => undefined)) as { uploads?: unknown } | undefined;
    if (response.ok && Array.isArray(body?.uploads) && body.uploads.length === sizes.length && body.uploads.every(isUpload)) {
      return { ok: true, uploads: body.uploads };
    }
    return { ok: false, error: response.status === 400 ? 'refused' : 'unavailable' };
  } catch {
    return { ok: false, error: 'unavailable' };
  }
}

/** How one POST to the bucket ended: stored, refused by the signed policy (4xx), or lost on the way. */
export type BucketAnswer = 'stored' | 'refused' | 'lost';

/** A slow phone connection sends 1 MB in well under this; a stalled one is given up and retried. */
export const bucketTimeout = 120_000;

/**
 * One photo's POST to the bucket: every field of the signed policy first, the file last as `file`, as
 * S3 requires. XMLHttpRequest, because only it reports upload progress for a body of known length: a
 * streamed `fetch` body (ky's `onUploadProgress`) needs HTTP/2 and chunked encoding, which S3's POST refuses.
 */
export function postToBucket(upload: SignedPhotoUpload, photo: Blob, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<BucketAnswer> {
  return new Promise((resolve) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', photo, 'photo.jpg');
    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    request.timeout = bucketTimeout;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const { status } = request;
      // 408, 429 and 5xx may pass on another try; any other 4xx is the policy saying no.
      resolve(status >= 200 && status < 300 ? 'stored' : status >= 400 && status < 500 && status !== 408 && status !== 429 ? 'refused' : 'lost');
    };
    request.onerror = request.ontimeout = request.onabort = () => resolve('lost');
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** The waits before each new try after a photo's upload was lost: three more tries, over about 12 s. */
export const retryDelays = [1_000, 3_000, 8_000] as const;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** `postToBucket`, tried again after each of `retryDelays` while the network loses it; progress starts over with each try. */
export async function uploadPhoto(upload: SignedPhotoUpload, photo: Blob, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<BucketAnswer> {
  let answer = await postToBucket(upload, photo, onProgress, signal);
  for (const delay of retryDelays) {
    if (answer !== 'lost' || signal.aborted) break;
    onProgress(0);
    await wait(delay, signal);
    if (signal.aborted) break;
    answer = await postToBucket(upload, photo, onProgress, signal);
  }
  return answer;
}
