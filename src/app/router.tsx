import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router-dom';
import { appRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

// History mode (docs/product/routes.md): the server answers every page path with index.html.
export function createAppRouter(hydrationData?: HydrationState): AppRouter {
  return createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
}

/**
 * Loads the code (and texts) of the lazy routes a server-rendered page shows, before it is
 * hydrated: the router would otherwise render nothing while they load, and the markup the
 * server sent would not match.
 */
export async function loadMatchedRoutes(location: string): Promise<void> {
  const matches = matchRoutes(appRoutes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
