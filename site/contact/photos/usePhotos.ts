import { useRef, useState } from 'react';
import type { Lang } from '../../i18n/lang';
import type * as PhotoKit from './photoKit';
import type { PhotoCopy, PhotoSettings, PhotoStore, PhotosSent } from './photoTypes';

/** The photo code: checking, reducing, uploading, the list and what it says (photoKit.ts). */
const loadKit = () => import('./photoKit');

export interface LoadedPhotos {
  kit: typeof PhotoKit;
  store: PhotoStore;
}

export interface Photos {
  /** The photo code and this form's photos, once the code has come. */
  loaded: LoadedPhotos | undefined;
  /** The photo code could not be fetched: the form says photos cannot be taken now. */
  failed: boolean;
  /** Starts fetching the photo code (the picker's focus, hover or press); resolves with it. */
  load: () => Promise<LoadedPhotos>;
  /** Uploads the photos not sent yet, if the visitor added any. */
  send: () => Promise<PhotosSent>;
}

/**
 * The contact form's photos, with their code fetched only when the visitor goes for the photo button:
 * most messages carry none, and the page never pays for it. A failed fetch is tried again at the next go.
 */
export function usePhotos(copy: PhotoCopy, rules: PhotoSettings, lang: Lang): Photos {
  const [loaded, setLoaded] = useState<LoadedPhotos | 'failed'>();
  const pending = useRef<Promise<LoadedPhotos> | undefined>(undefined);
  const load = () =>
    (pending.current ??= loadKit().then(
      (kit) => {
        const next = { kit, store: kit.createPhotoStore({ copy, rules, lang }) };
        setLoaded(next);
        return next;
      },
      (error: unknown) => {
        pending.current = undefined;
        setLoaded('failed');
        throw error;
      },
    ));
  const ready = loaded === 'failed' ? undefined : loaded;
  return { loaded: ready, failed: loaded === 'failed', load, send: () => (ready ? ready.store.send() : Promise.resolve({ keys: [], failed: 0 })) };
}

