import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true on every render after (and at once
 * on a client-side navigation). Lets the first client render match the static HTML exactly and change
 * in the very next one.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
