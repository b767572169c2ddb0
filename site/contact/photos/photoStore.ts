import { fillTemplate } from '../formCopy';
import { sniffImage } from './imageType';
import type { PhotoItem, PhotoState, PhotoStore, PhotoStoreOptions, PhotosSent } from './photoTypes';
import { PhotoRefused, reducePhoto } from './reducePhoto';
import { requestUploads, uploadPhoto } from './uploadPhotos';

const megabytes = (bytes: number) => bytes / (1024 * 1024);

/** The form of a `{ one, other }` pair for `count`. */
const forCount = (pair: { one: string; other: string }, count: number, values: Record<string, string | number>) =>
  fillTemplate(count === 1 ? pair.one : pair.other, { count, ...values });

/** What the store keeps of a photo beyond what the list shows. */
interface Kept {
  blob?: Blob;
  key?: string;
  abort: AbortController;
}

/**
 * The photos of one contact form, from the choice to the bucket: each file checked (how many, how
 * large, by content), reduced one at a time, and uploaded when the message is sent, with retries. Its
 * state is what the list and the live region show; `send` resolves with the keys of the photos stored.
 */
export function createPhotoStore({ copy, rules, lang }: PhotoStoreOptions): PhotoStore {
  let state: PhotoState = { photos: [], notice: '' };
  const listeners = new Set<() => void>();
  const kept = new Map<number, Kept>();
  let nextId = 1;
  let preparing: Promise<unknown> = Promise.resolve();
  const names = (list: readonly string[]) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(list);

  const set = (next: Partial<PhotoState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const update = (id: number, change: Partial<PhotoItem>) =>
    set({ photos: state.photos.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)) });
  const drop = (id: number) => {
    kept.get(id)?.abort.abort();
    kept.delete(id);
    set({ photos: state.photos.filter((photo) => photo.id !== id) });
  };
  const refusal = (reason: 'not_an_image' | 'too_large', name: string) =>
    fillTemplate(reason === 'too_large' ? copy.tooLarge : copy.notAnImage, { name, max: megabytes(rules.maxOriginalBytes) });

  async function prepare(photo: PhotoItem, file: File): Promise<string | undefined> {
    try {
      const reduced = await reducePhoto(file, rules);
      const entry = kept.get(photo.id);
      if (!entry) return undefined;
      entry.blob = reduced.blob;
      update(photo.id, { status: 'ready', thumbnail: reduced.thumbnail });
      return undefined;
    } catch (error) {
      drop(photo.id);
      return refusal(error instanceof PhotoRefused ? error.reason : 'not_an_image', photo.name);
    }
  }

  /** Checks the files in order: the count, the size, then the content (its first bytes, then whether it decodes). */
  async function check(files: Iterable<File>): Promise<void> {
    const said: string[] = [];
    const accepted: [PhotoItem, File][] = [];
    for (const file of files) {
      if (state.photos.length >= rules.maxPhotos) {
        said.push(fillTemplate(copy.tooMany, { name: file.name, max: rules.maxPhotos }));
        continue;
      }
      // Before anything is read: a picture this large is no phone's.
      if (file.size > rules.maxOriginalBytes) {
        said.push(refusal('too_large', file.name));
        continue;
      }
      const photo: PhotoItem = { id: nextId++, name: file.name, size: file.size, status: 'preparing', progress: 0 };
      kept.set(photo.id, { abort: new AbortController() });
      set({ photos: [...state.photos, photo] });
      accepted.push([photo, file]);
    }
    const pictures: [PhotoItem, File][] = [];
    for (const [photo, file] of accepted) {
      if (await sniffImage(file)) pictures.push([photo, file]);
      else {
        drop(photo.id);
        said.push(refusal('not_an_image', photo.name));
      }
    }
    if (pictures.length > 0) said.push(forCount(copy.added, pictures.length, {}));
    set({ notice: said.join(' ') });
    // One at a time: a decoded 12-megapixel photo takes about 48 MB, five at once would strain a phone.
    const refused: string[] = [];
    for (const [photo, file] of pictures) {
      const why = await prepare(photo, file);
      if (why !== undefined) refused.push(why);
    }
    if (refused.length > 0) set({ notice: refused.join(' ') });
  }

  function add(files: Iterable<File>): Promise<void> {
    const task = check(files);
    // A send waits for every photo being prepared, however soon after the choice it is pressed.
    preparing = Promise.all([preparing, task]);
    return task;
  }

  function remove(id: number): void {
    const photo = state.photos.find((item) => item.id === id);
    if (!photo) return;
    drop(id);
    set({ notice: fillTemplate(copy.removed, { name: photo.name }) });
  }

  async function send(): Promise<PhotosSent> {
    await preparing;
    const waiting = state.photos.filter((photo) => !kept.get(photo.id)?.key);
    if (waiting.length > 0) {
      for (const photo of waiting) update(photo.id, { status: 'uploading', progress: 0 });
      const signed = await requestUploads(rules.endpoint, rules.uploadType, waiting.map((photo) => kept.get(photo.id)?.blob?.size ?? 0));
      if (!signed.ok) {
        for (const photo of waiting) update(photo.id, { status: 'failed', progress: 0 });
        set({ notice: signed.error === 'unavailable' ? copy.unavailable : forCount(copy.notUploaded, waiting.length, { names: names(waiting.map((photo) => photo.name)) }) });
      } else {
        await Promise.all(
          waiting.map(async (photo, index) => {
            const entry = kept.get(photo.id);
            const upload = signed.uploads[index];
            if (!entry?.blob || !upload) return;
            const answer = await uploadPhoto(upload, entry.blob, (progress) => update(photo.id, { progress }), entry.abort.signal);
            if (!kept.has(photo.id)) return;
            if (answer === 'stored') entry.key = upload.key;
            update(photo.id, { status: answer === 'stored' ? 'uploaded' : 'failed', progress: answer === 'stored' ? 1 : 0 });
          }),
        );
        const failed = state.photos.filter((photo) => photo.status === 'failed').map((photo) => photo.name);
        if (failed.length > 0) set({ notice: forCount(copy.notUploaded, failed.length, { names: names(failed) }) });
      }
    }
    const keys = state.photos.flatMap((photo) => kept.get(photo.id)?.key ?? []);
    return { keys, failed: state.photos.length - keys.length };
  }

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    add,
    remove,
    send,
    clear: () => {
      for (const id of [...kept.keys()]) kept.get(id)?.abort.abort();
      kept.clear();
      set({ photos: [] });
    },
    notReceivedText: (count) => forCount(copy.notReceived, count, {}),
  };
}
