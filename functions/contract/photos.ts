import * as v from 'valibot';

/**
 * Photos sent with a contact message, shared by the form and the functions; free of Node imports.
 *
 * The form reduces each picture in the browser (a JPEG at most `longSide` pixels on its long side,
 * which also drops its location and camera data), asks the upload function for one signed S3 POST per
 * photo, uploads each straight to the bucket, then sends the keys it got with the message. The contact
 * function checks each key's object before the office's mail carries it.
 */
export const photoRules = {
  maxPhotos: 5,
  /** A picture larger than this is refused before it is reduced: no phone takes one. */
  maxOriginalBytes: 25 * 1024 * 1024,
  /** The long side of a reduced photo, in pixels. */
  longSide: 2560,
  /**
   * A reduced photo's largest size, which the signed policy enforces. Five of them, base64-encoded,
   * make a mail of about 18 MB: under the 20-25 MB most mailboxes accept, so the office's mail always
   * carries them attached, and under the 25 MiB the local SES emulator takes. A 2560 px JPEG of a
   * room weighs 0.5-1.5 MB; the form lowers the quality of the rare one above this.
   */
  maxUploadBytes: 2.5 * 1024 * 1024,
  /** The only type uploaded: the browser re-encodes every picture as JPEG. */
  uploadType: 'image/jpeg',
} as const;

/** Where the form asks for the signed uploads. */
export const photoUploadPath = '/api/photo-upload';

/**
 * A photo's key in the bucket: one prefix per message (random, made by the upload function, naming
 * nobody), then the photo's place in it.
 */
export const photoKeyPattern = /^enquiry-photos\/[A-Za-z0-9_-]{22,64}\/[1-5]\.jpg$/;

export const photoErrorCodes = ['too_many', 'not_an_image', 'too_large', 'unavailable'] as const;
export type PhotoErrorCode = (typeof photoErrorCodes)[number];

/** What the form asks for: one entry per reduced photo, in the form's order. */
export const photoUploadRequestSchema = v.object({
  photos: v.pipe(
    v.array(
      v.object({
        type: v.literal(photoRules.uploadType, 'not_an_image' satisfies PhotoErrorCode),
        size: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(photoRules.maxUploadBytes, 'too_large' satisfies PhotoErrorCode)),
      }),
    ),
    v.minLength(1, 'too_many' satisfies PhotoErrorCode),
    v.maxLength(photoRules.maxPhotos, 'too_many' satisfies PhotoErrorCode),
  ),
});
export type PhotoUploadRequest = v.InferInput<typeof photoUploadRequestSchema>;

/** One signed upload: a `multipart/form-data` POST to `url` with `fields`, then the file as `file`, last. */
export interface SignedPhotoUpload {
  readonly key: string;
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** 200: one signed upload per photo asked for, in the same order. 400: `{ error: PhotoErrorCode }`. 503: `{ error: 'unavailable' }`. */
export interface PhotoUploadAnswer {
  readonly uploads: readonly SignedPhotoUpload[];
}

/** The keys a message carries: those of the photos that reached the bucket, at most `maxPhotos`. */
export const photoKeysSchema = v.optional(
  v.pipe(
    v.array(v.pipe(v.string('invalid_type'), v.regex(photoKeyPattern, 'invalid_option')), 'invalid_type'),
    v.maxLength(photoRules.maxPhotos, 'invalid_option'),
  ),
  [],
);
