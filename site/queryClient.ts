import { QueryClient } from '@tanstack/react-query';

let appClient: QueryClient | undefined;

/**
 * The one client of the app, made on first use and kept for the rest of the visit. Nothing on the
 * site is queried: the contact form and the newsletter box send, as mutations of this client, which
 * TanStack Query never retries unless told to, and the visitor's own resend is the retry
 * (`contact/api.ts`). So the client keeps TanStack Query's defaults. A provider at the root would load
 * TanStack Query (about 9 KB of compressed JavaScript) with every page, so this module is fetched with
 * a form's first use (`contact/useSend.ts`).
 */
export function appQueryClient(): QueryClient {
  appClient ??= new QueryClient();
  return appClient;
}
