import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '../app/provider';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes';
import { afishaWith, fakeFetch, minimalSetup, type FakeRoute } from './fake-fetch';

/** Renders the real route table at `url` against a faked API. */
export function renderApp(url: string, api: Record<string, FakeRoute> = {}) {
  const fetch = fakeFetch({ '/api/setup': minimalSetup, '/api/afisha': afishaWith([]), ...api });
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, fetch };
}
