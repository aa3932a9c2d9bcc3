import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupSchema, type Setup } from '../../../../contract/setup';
import { apiGet, type RequestOptions } from '../../../api/client';

export function getSetup(options?: RequestOptions): Promise<Setup> {
  return apiGet('/api/setup', setupSchema, options);
}

/**
 * The setup the server put into the page (server/http/client-app.ts), so that header,
 * banner and footer render with the first paint instead of after a round trip. Read once:
 * later changes of language or page use the query's cache. Anything unreadable is ignored
 * and the query asks the API.
 */
export function bootSetup(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Setup | undefined {
  const text = doc?.getElementById('boot-setup')?.textContent;
  if (!text) return undefined;
  try {
    const envelope = JSON.parse(text) as { response?: unknown };
    const parsed = setupSchema.safeParse(envelope.response);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function getSetupQueryOptions() {
  return queryOptions({
    queryKey: ['setup'],
    queryFn: ({ signal }) => getSetup({ signal }),
    // Called once, when the query enters the cache.
    initialData: () => bootSetup(),
    // Setup carries every language, and an operator's changes can wait for the next visit.
    staleTime: Infinity,
  });
}

export function useSetup() {
  return useQuery(getSetupQueryOptions());
}
