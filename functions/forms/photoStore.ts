/**
 * The photos a visitor uploaded with a message, as the contact function and the retry read them from
 * the bucket. The browser uploads straight to S3 under a signed policy (functions/photo-upload/), so
 * nothing here trusts what was uploaded: a photo is taken only when its object exists, is no larger
 * than the policy allowed and starts as every JPEG file does.
 */
import { GetObjectCommand, type S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { photoRules } from '../contract/photos';
import type { Config } from './config';

/** What came of the keys a message named. */
export interface PhotoCheck {
  /** The keys whose objects are JPEG images within the limit, in the message's order. */
  accepted: string[];
  /** How many were missing, too large, not an image, or could not be read. */
  notReceived: number;
}

export interface PhotoStore {
  /** At receipt: which of these keys are photos the mail may carry (the first bytes of each). */
  check: (keys: readonly string[], signal?: AbortSignal) => Promise<PhotoCheck>;
  /** At sending: the photo itself, or undefined when it is gone or no longer a JPEG within the limit. */
  read: (key: string, signal?: AbortSignal) => Promise<Buffer | undefined>;
}

/** Every JPEG file starts with the start-of-image marker and the first segment's marker. */
const jpegMagic = [0xff, 0xd8, 0xff] as const;

export const isJpeg = (bytes: Uint8Array) => jpegMagic.every((byte, index) => bytes[index] === byte);

/** Short timeouts: the check runs inside the request's own deadline (handler.ts), before the enquiry is stored. */
export function s3ClientConfig(config: Pick<Config, 'region' | 's3Endpoint'>): S3ClientConfig {
  return {
    region: config.region,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
    ...(config.s3Endpoint === undefined ? {} : { endpoint: config.s3Endpoint, forcePathStyle: true }),
  };
}

/** The object's size from `Content-Range: bytes 0-2/<size>`, or its length when S3 sent it whole. */
const sizeOf = (contentRange: string | undefined, contentLength: number | undefined) => {
  const total = contentRange === undefined ? undefined : /\/(\d+)$/.exec(contentRange)?.[1];
  return total === undefined ? contentLength : Number(total);
};

const withinLimit = (size: number | undefined) => size !== undefined && size >= jpegMagic.length && size <= photoRules.maxUploadBytes;

export function s3PhotoStore(client: S3Client, bucket: string): PhotoStore {
  const get = async (key: string, signal: AbortSignal | undefined, range?: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, ...(range === undefined ? {} : { Range: range }) }), signal ? { abortSignal: signal } : {});
    return { size: sizeOf(answer.ContentRange, answer.ContentLength), bytes: Buffer.from((await answer.Body?.transformToByteArray()) ?? []) };
  };
  // Missing, refused or unreachable: not received, whichever it was.
  const quietly = <T>(work: Promise<T>) => work.catch(() => undefined);
  return {
    async check(keys, signal) {
      const heads = await Promise.all(keys.map((key) => quietly(get(key, signal, `bytes=0-${jpegMagic.length - 1}`))));
      const accepted = keys.filter((_, index) => {
        const head = heads[index];
        return head !== undefined && withinLimit(head.size) && isJpeg(head.bytes);
      });
      return { accepted, notReceived: keys.length - accepted.length };
    },
    async read(key, signal) {
      const photo = await quietly(get(key, signal));
      return photo !== undefined && withinLimit(photo.bytes.byteLength) && isJpeg(photo.bytes) ? photo.bytes : undefined;
    },
  };
}
