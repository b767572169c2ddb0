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
 * shares its defaults and its cache. The description puts the client at the root, but only the contact
 * form and the newsletter box send anything, and a provider at the root would load TanStack Query
 * (about 9 KB of compressed JavaScript) with every page. So this module is fetched with a form's first
 * use (`contact/useSend.ts`), and the forms' sends run as mutations of this client.
 */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
