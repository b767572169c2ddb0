import { QueryClient } from '@tanstack/react-query';

/** The app's data-fetching defaults: 3 retries, backoff from 1 s doubling up to 30 s, 5-minute cache. */
export const queryDefaults = {
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * 60 * 1000,
} as const;

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { ...queryDefaults } } });
}

let appClient: QueryClient | undefined;

/**
 * The one client of the app, made on first use and kept for the rest of the visit, so every form
 * shares its defaults and its cache. It is handed out by `QueryProvider`, not by a provider at the root.
 */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
