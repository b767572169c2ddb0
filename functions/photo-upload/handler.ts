/**
 * `POST /api/photo-upload`: the form says how many photos it has reduced (each `image/jpeg` and its
 * size); the answer is one signed upload per photo, in the same order, under a prefix of the message's
 * own. The same checks as the other forms (origin, body size, JSON, the per-client limit in front of
 * every /api/ route) through the forms' handler; 400 with one code the form shows, 503 when S3 does
 * not answer, so the form says at once that photos cannot be sent now and the message goes without.
 */
import * as v from 'valibot';
import { photoErrorCodes, photoUploadRequestSchema, type PhotoErrorCode } from '../contract/photos';
import type { ValidationResult } from '../contract/validate';
import { createFormHandler, type FormEndpoint, type HandlerDeps, type LambdaHandler } from '../forms/handler';
import { newMessagePrefix, photoKey, type PhotoBucket } from './signedUploads';

type UploadRequest = v.InferOutput<typeof photoUploadRequestSchema>;

const isPhotoErrorCode = (value: string): value is PhotoErrorCode => (photoErrorCodes as readonly string[]).includes(value);

/**
 * The first thing wrong, as the contract's code: its own where the schema names one; otherwise a
 * photo's entry that is no JPEG of a size (`not_an_image`), or no list of 1 to 5 (`too_many`).
 */
export function validateUploadRequest(input: unknown): ValidationResult<UploadRequest, 'photos', PhotoErrorCode> {
  const result = v.safeParse(photoUploadRequestSchema, input);
  if (result.success) return { ok: true, value: result.output };
  const [issue] = result.issues;
  const code = isPhotoErrorCode(issue.message) ? issue.message : (issue.path?.length ?? 0) > 1 ? 'not_an_image' : 'too_many';
  return { ok: false, errors: { photos: code } };
}

export interface PhotoUploadDeps extends Omit<HandlerDeps, 'sendEmail' | 'store' | 'photos'> {
  bucket: PhotoBucket;
  /** @default newMessagePrefix */
  newPrefix?: () => string;
}

/** How long the check that S3 answers may take: the form is waiting. */
export const reachableMs = 3_000;

export function photoUploadEndpoint(deps: PhotoUploadDeps): FormEndpoint<UploadRequest> {
  const newPrefix = deps.newPrefix ?? newMessagePrefix;
  return {
    validate: validateUploadRequest,
    refusal: (errors) => ({ ok: false, error: errors.photos ?? 'too_many' }),
    describe: (request) => ({ photos: request.photos.length }),
    async accept(request) {
      const prefix = newPrefix();
      const keys = request.photos.map((_, index) => photoKey(prefix, index + 1));
      const unavailable = (errorName?: string) => ({ outcome: 'photos_unavailable' as const, status: 503, body: { ok: false, error: 'unavailable' }, ...(errorName ? { errorName } : {}) });
      if (!(await deps.bucket.reachable(keys[0] ?? '', AbortSignal.timeout(reachableMs)))) return unavailable();
      try {
        return { outcome: 'uploads_signed', status: 200, body: { ok: true, uploads: await Promise.all(keys.map((key) => deps.bucket.sign(key))) } };
      } catch (error) {
        // Signing needs only the role's credentials; without them nothing can be uploaded.
        return unavailable(error instanceof Error ? error.name : typeof error);
      }
    },
  };
}

/** It mails nothing: every valid request is answered by `accept`. */
const mailsNothing = () => Promise.reject(new Error('The photo upload function sends no mail.'));

export const createPhotoUploadHandler = (deps: PhotoUploadDeps): LambdaHandler => createFormHandler({ ...deps, sendEmail: mailsNothing }, photoUploadEndpoint(deps));
