import { queryOptions, useQuery } from '@tanstack/react-query';
import { schemeSchema, type Scheme } from '../../../../contract/booking';
import type { Lang } from '../../../../contract/lang';
import { apiPost, type RequestOptions } from '../../../api/client';

/** POST /api/scheme {hash}: the seat page's load (action, calendar, prices, consents). */
export function getScheme(hash: string, lang: Lang, options?: RequestOptions): Promise<Scheme> {
  return apiPost('/api/scheme', { hash, lang }, schemeSchema, options);
}

export function getSchemeQueryOptions(hash: string, lang: Lang) {
  return queryOptions({
    // Per language: changing the lang query reloads data (docs/product/routes.md).
    queryKey: ['scheme', hash, lang],
    queryFn: ({ signal }) => getScheme(hash, lang, { signal }),
    // The page's flows are built from this answer once; a background refetch would not
    // reach them, so it is not made.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useScheme(hash: string, lang: Lang) {
  return useQuery(getSchemeQueryOptions(hash, lang));
}
