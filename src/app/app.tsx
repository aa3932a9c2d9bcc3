import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './provider';
import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter } from './router';

/**
 * The storefront. A page the server rendered passes the query client and router its markup
 * was made from (main.tsx), so that hydration finds the same data and routes.
 */
export function App(props: { queryClient?: QueryClient; router?: AppRouter }) {
  // Created once per mount, not per render.
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => props.router ?? createAppRouter());
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
