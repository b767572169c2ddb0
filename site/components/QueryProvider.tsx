import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appQueryClient } from '../queryClient';

/**
 * Gives its children the app's one query client. The description puts that client at the root, but
 * only the contact form and the newsletter box send anything: a provider at the root would load
 * TanStack Query (about 8 KB of compressed JavaScript) on every page, the home page included. So the
 * client is still one app-wide instance with the app's defaults, and the pages that have a form wrap
 * it in this provider, which keeps the library in their own chunks.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
