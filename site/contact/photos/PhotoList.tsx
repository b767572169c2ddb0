import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { Button, Icon, ProgressBar, VisuallyHidden, X } from '../../../design-system';
import { langInfo, type Lang } from '../../i18n/lang';
import { fillTemplate } from '../formCopy';
import * as styles from './PhotoList.css';
import type { PhotoCopy, PhotoItem, PhotoStore } from './photoTypes';

export interface PhotoListProps {
  store: PhotoStore;
  copy: PhotoCopy;
  lang: Lang;
  /** Holds the button that takes focus once the last photo is removed: the one that adds photos. */
  afterLast: RefObject<HTMLElement | null>;
}

const statusText = (copy: PhotoCopy, photo: PhotoItem) =>
  ({ preparing: '', ready: copy.readyText, uploading: '', uploaded: copy.uploadedText, failed: copy.failedText })[photo.status];

/**
 * The photos chosen, each a thumbnail, its name and size, its state and a remove button. A screen
 * reader hears one description per photo ('Photo 2 of 3, kitchen.jpg, 2.1 MB') in place of a text
 * alternative, which would only repeat the name; the thumbnail is decorative. While it uploads, a
 * progress bar named after the file.
 */
export function PhotoList({ store, copy, lang, afterLast }: PhotoListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // The place of the photo just removed: focus goes to the one that took its place, or the one before.
  const removedAt = useRef<number | undefined>(undefined);
  const { photos } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const megabytes = new Intl.NumberFormat(langInfo[lang].locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const sizeOf = (bytes: number) => megabytes.format(Math.max(0.1, bytes / (1024 * 1024)));

  useEffect(() => {
    const index = removedAt.current;
    if (index === undefined) return;
    removedAt.current = undefined;
    const next = photos[Math.min(index, photos.length - 1)];
    if (next) listRef.current?.querySelector<HTMLElement>(`[data-photo="${next.id}"]`)?.focus();
    else afterLast.current?.querySelector('button')?.focus();
  }, [photos, afterLast]);

  if (photos.length === 0) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- WebKit drops the semantics of a list styled without bullets unless its role is explicit
    <ul ref={listRef} role="list" className={styles.list}>
      {photos.map((photo, index) => {
        const size = sizeOf(photo.size);
        const status = statusText(copy, photo);
        return (
          <li key={photo.id} className={styles.item}>
            {photo.thumbnail === undefined ? (
              <span className={styles.thumbnail} />
            ) : (
              <img src={photo.thumbnail} alt="" width={64} height={64} className={styles.thumbnail} />
            )}
            <span className={styles.details}>
              <VisuallyHidden>{fillTemplate(copy.description, { index: index + 1, count: photos.length, name: photo.name, size })}</VisuallyHidden>
              <span aria-hidden="true" className={styles.name}>
                {photo.name}
              </span>
              <span aria-hidden="true" className={styles.meta}>
                {size}
              </span>
              {photo.status === 'uploading' ? (
                <ProgressBar aria-label={fillTemplate(copy.uploadingLabel, { name: photo.name })} value={Math.round(photo.progress * 100)} />
              ) : status === '' ? null : (
                <span className={photo.status === 'failed' ? `${styles.meta} ${styles.failed}` : styles.meta}>{status}</span>
              )}
            </span>
            <Button
              data-photo={photo.id}
              variant="ghost"
              size="icon"
              aria-label={fillTemplate(copy.removeLabel, { name: photo.name })}
              onPress={() => {
                removedAt.current = index;
                store.remove(photo.id);
              }}
            >
              <Icon icon={X} />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** The last thing the photos have to say, for the form's live region (a refusal, a failure, what was added). */
export function PhotoNotice({ store }: { store: PhotoStore }) {
  return useSyncExternalStore(store.subscribe, store.getSnapshot).notice;
}
