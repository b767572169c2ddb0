import { Suspense, use, useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import type { QueuedToast } from './ariaToast';
import { loadOnce } from '../private/loadOnce';
import { useDesignSystemStrings } from '../../intl/DesignSystemStringsProvider';
import type { DesignSystemStrings } from '../../intl/designSystemStrings';
import * as styles from './Toast.css';
import { toastQueue, type ToastContent } from './toastQueue';

/**
 * Moves focus to the newest toast. `code` rather than `key`: on macOS Option+T types "†".
 * F6 between landmarks is RAC's own and needs nothing from us.
 */
export const toastRegionHotkey = { altKey: true, code: 'KeyT', label: 'Alt+T' } as const;

type Toast = QueuedToast<ToastContent>;

const noToasts: Toast[] = [];
const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const getToasts = () => toastQueue.visibleToasts;
const getServerToasts = () => noToasts;

let mountedRegions = 0;

/** Announcements need one region: a second would speak every message twice. */
function useSingleRegion() {
  useEffect(() => {
    mountedRegions += 1;
    if (import.meta.env.DEV && mountedRegions > 1) {
      mountedRegions -= 1;
      throw new Error(
        'ToastRegion is already mounted: render <ToastRegion /> once, at the root of the app (Ladle renders it in its global provider), and call toast.*() from anywhere.',
      );
    }
    return () => {
      mountedRegions -= 1;
    };
  }, []);
}

function useHotkey(region: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.altKey !== toastRegionHotkey.altKey ||
        event.code !== toastRegionHotkey.code ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey
      ) {
        return;
      }
      // The toast itself (role="alertdialog", labelled by its title) is what a screen reader should read.
      const newest = region.current?.querySelector<HTMLElement>('[role="alertdialog"]');
      if (!newest) return;
      event.preventDefault();
      newest.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [region]);
}

/** Chronological order, so a new message is an addition at the end of its live region. */
function Announcements({ toasts, errors, strings }: { toasts: Toast[]; errors: boolean; strings: DesignSystemStrings }) {
  return toasts
    .filter((toast) => (toast.content.type === 'error') === errors)
    .reverse()
    .map(({ key, content }) => (
      <div key={key}>
        <p>
          {strings[`toast.${content.type}`]}: {content.title}
        </p>
        {content.description && <p>{content.description}</p>}
      </div>
    ));
}

/**
 * Loads the visible toasts' module (RAC's toast region, list and landmark code). `ToastRegion` calls
 * it when the first toast is queued; call it earlier to have the toasts' code in hand before then.
 */
const toastList = loadOnce(() => import('./ToastList'));
export const loadToastList = toastList.load;

function VisibleToasts({ regionRef, strings }: { regionRef: RefObject<HTMLDivElement | null>; strings: DesignSystemStrings }) {
  const { ToastList } = use(toastList.load());
  return <ToastList regionRef={regionRef} strings={strings} />;
}

/**
 * Shows the app's toasts (`toast.success(…)` and friends) in the bottom corner. Render it once, at the
 * root of the app, before any toast can be shown.
 *
 * Screen readers only announce changes to a live region that already existed, and RAC's region renders
 * nothing while the queue is empty. So this component always renders two visually hidden live regions
 * that mirror the visible toasts: polite (`role="status"`) for most, assertive (`role="alert"`) for
 * errors. The visible toasts leave out RAC's `role="alert"` content wrapper so nothing is read twice.
 * `aria-atomic="false"` makes a new toast read on its own, not with the ones already showing.
 * The visible toasts' code loads with the first toast (`loadToastList`), after the announcement.
 */
export function ToastRegion() {
  useSingleRegion();
  const regionRef = useRef<HTMLDivElement>(null);
  useHotkey(regionRef);
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  // Read here and handed to the list, so the words travel in this module and the list's code, which
  // loads later, carries no copy of them.
  const strings = useDesignSystemStrings();

  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="false" className={styles.visuallyHidden}>
        <Announcements toasts={toasts} errors={false} strings={strings} />
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="false" className={styles.visuallyHidden}>
        <Announcements toasts={toasts} errors strings={strings} />
      </div>
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <VisibleToasts regionRef={regionRef} strings={strings} />
        </Suspense>
      )}
    </>
  );
}
