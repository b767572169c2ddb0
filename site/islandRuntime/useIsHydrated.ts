import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates an island, true on every render after. Lets
 * an island's first browser render match its static HTML exactly and change in the very next one.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
