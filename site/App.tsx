import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Providers shared by the server render and the browser, so both produce the same tree. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </HelmetProvider>
  );
}
