/**
 * The signed uploads the form asks for: one S3 POST policy per photo, for one key under a prefix of
 * the message's own, that S3 takes only within `photoRules.maxUploadBytes`, only as `image/jpeg`,
 * and only for `uploadExpirySeconds`. The browser sends the photo straight to the bucket with it; the
 * function never sees a photo, and may only sign (its role may put objects under the prefix, nothing
 * else).
 */
import { randomBytes } from 'node:crypto';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { photoRules, type SignedPhotoUpload } from '../contract/photos';

/** Where every photo is kept in the bucket; the stack grants its functions this prefix only. */
export const photoPrefix = 'enquiry-photos';

/** Long enough to reduce five photos and send them on a slow phone line; a leaked policy is soon useless. */
export const uploadExpirySeconds = 15 * 60;

/** 16 random bytes, 22 URL-safe characters: the message's own prefix, naming nobody. */
export const newMessagePrefix = () => randomBytes(16).toString('base64url');

/** The key of the message's `position`-th photo (from 1). */
export const photoKey = (prefix: string, position: number) => `${photoPrefix}/${prefix}/${position}.jpg`;

/** What S3 checks of each upload, besides the bucket and the exact key the SDK adds itself. */
export const uploadConditions = () =>
  [
    ['content-length-range', 1, photoRules.maxUploadBytes],
    ['eq', '$Content-Type', photoRules.uploadType],
  ] as const;

export interface PhotoBucket {
  sign: (key: string) => Promise<SignedPhotoUpload>;
  /**
   * Whether S3 answers at all: any answer about the key (404, or 403 where the role may not read) shows
   * it is there; no answer, or a 5xx, shows it is not.
   */
  reachable: (key: string, signal?: AbortSignal) => Promise<boolean>;
}

const answered = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: unknown } } | undefined)?.$metadata?.httpStatusCode;
  return typeof status === 'number' && status < 500;
};

export function s3PhotoBucket(client: S3Client, bucket: string): PhotoBucket {
  return {
    async sign(key) {
      const { url, fields } = await createPresignedPost(client, {
        Bucket: bucket,
        Key: key,
        Conditions: uploadConditions().map((condition) => [...condition]),
        // The form sends every field: this one is what the policy's `eq` condition holds it to.
        Fields: { 'Content-Type': photoRules.uploadType },
        Expires: uploadExpirySeconds,
      });
      return { key, url, fields };
    },
    async reachable(key, signal) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }), signal ? { abortSignal: signal } : {});
        return true;
      } catch (error) {
        return answered(error);
      }
    },
  };
}
