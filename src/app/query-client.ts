import { QueryCache, QueryClient, type Query, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError, isTransient } from '../api/errors';

/** While a load has failed on the network or the server, it is tried again this often. */
export const FAILED_LOAD_RETRY_MS = 10_000;

const failedTransiently = (query: Query) => query.state.status === 'error' && isTransient(query.state.error);

export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    // The API client already logs network and contract failures; a server refusal of a
    // data load is logged here. The buyer is told by the page (LoadFailure).
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError) console.error('[query]', query.queryKey, error);
      },
    }),
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        // A dropped mobile connection or a restarting server is tried again (1 s, 2 s);
        // a refusal (not found, not allowed) is an answer and is not.
        retry: (count, error) => count < 2 && isTransient(error),
        // Returning to the tab must not reshuffle a seat map or a form under the buyer,
        // but a page that could not load tries again when the buyer comes back to it,
        // when the browser says the connection is back (onlineManager), and every few
        // seconds while it shows the failure, so that it recovers by itself.
        refetchOnWindowFocus: failedTransiently,
        refetchOnReconnect: (query) => failedTransiently(query) || query.isStale(),
        refetchInterval: (query) => (failedTransiently(query) ? FAILED_LOAD_RETRY_MS : false),
        staleTime: 30_000,
        ...config.defaultOptions?.queries,
      },
    },
  });
}
