import type { photoRules } from '../../../functions/contract/photos';
import type { Lang } from '../../i18n/lang';

/**
 * The photo rules of the forms' contract (functions/contract/photos.ts) and where to ask for the
 * signed uploads, handed to the form's island as props: the contract module builds valibot schemas
 * when it loads, which the browser would otherwise bundle with every form.
 */
export type PhotoSettings = { readonly [Rule in keyof typeof photoRules]: (typeof photoRules)[Rule] extends string ? string : number } & {
  /** `POST` here for the signed uploads (`photoUploadPath`, or `VITE_PHOTO_UPLOAD_ENDPOINT`). */
  readonly endpoint: string;
};

/**
 * What the contact form says about photos: the interface words' `contactForm.photos`, whose
 * `{placeholders}` the photo code fills (`{max}`, `{name}`, `{count}`...).
 */
export interface PhotoCopy {
  label: string;
  hint: string;
  addLabel: string;
  description: string;
  removeLabel: string;
  uploadingLabel: string;
  readyText: string;
  uploadedText: string;
  failedText: string;
  added: { one: string; other: string };
  removed: string;
  notAnImage: string;
  tooLarge: string;
  tooMany: string;
  unavailable: string;
  notUploaded: { one: string; other: string };
  notReceived: { one: string; other: string };
  textPhotosLabel: string;
}

/** Where a photo is: being reduced, ready, on its way to the bucket, stored there, or failed for good. */
export type PhotoStatus = 'preparing' | 'ready' | 'uploading' | 'uploaded' | 'failed';

export interface PhotoItem {
  readonly id: number;
  readonly name: string;
  /** The chosen file's size, which the visitor knows it by. */
  readonly size: number;
  readonly status: PhotoStatus;
  /** 0 to 1 while uploading. */
  readonly progress: number;
  readonly thumbnail?: string;
}

export interface PhotoState {
  readonly photos: readonly PhotoItem[];
  /** The last thing the photos have to say (a refusal, a failure, what was added), read out politely. */
  readonly notice: string;
}

export interface PhotosSent {
  /** The bucket keys of the photos stored, in the form's order. */
  readonly keys: string[];
  /** How many photos the message goes without. */
  readonly failed: number;
}

/** The photos of one form: what the form's island holds once the photo code has come. */
export interface PhotoStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => PhotoState;
  /** Checks, then reduces, the files the visitor chose; refusals go to `notice`. */
  add: (files: Iterable<File>) => Promise<void>;
  remove: (id: number) => void;
  /** Uploads every photo not stored yet, with retries; resolves once each has been stored or has failed. */
  send: () => Promise<PhotosSent>;
  /** After the message went: the list emptied, what was said of failures kept. */
  clear: () => void;
  /** What the sent message's toast adds when `count` photos did not reach the office. */
  notReceivedText: (count: number) => string;
}

export interface PhotoStoreOptions {
  copy: PhotoCopy;
  rules: PhotoSettings;
  lang: Lang;
}
