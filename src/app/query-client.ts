import { QueryCache, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    // Spec: failures of data requests are only logged. The API client already logs network
    // and contract failures; a server refusal of a data load is logged here.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError) console.error('[query]', query.queryKey, error);
      },
    }),
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        // One retry rides out a dropped mobile connection without stacking up slow failures.
        retry: 1,
        // Returning to the tab must not reshuffle a seat map or a form under the buyer.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        ...config.defaultOptions?.queries,
      },
    },
  });
}
