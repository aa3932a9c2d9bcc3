import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupSchema, type Setup } from '../../../../contract/setup';
import { apiGet, type RequestOptions } from '../../../api/client';

export function getSetup(options?: RequestOptions): Promise<Setup> {
  return apiGet('/api/setup', setupSchema, options);
}

export function getSetupQueryOptions() {
  return queryOptions({
    queryKey: ['setup'],
    queryFn: ({ signal }) => getSetup({ signal }),
    // Setup carries every language, and an operator's changes can wait for the next visit.
    staleTime: Infinity,
  });
}

export function useSetup() {
  return useQuery(getSetupQueryOptions());
}
