import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { noSchemeSchema, type NoScheme } from '../../../../contract/booking';
import type { Lang } from '../../../../contract/lang';
import { apiPost, type RequestOptions } from '../../../api/client';

/** POST /api/no-scheme {hash, lang}: the events page's whole load (action, calendar, prices, consents). */
export function getNoScheme(hash: string, lang: Lang, options?: RequestOptions): Promise<NoScheme> {
  return apiPost('/api/no-scheme', { hash, lang }, noSchemeSchema, options);
}

export function getNoSchemeQueryOptions(hash: string, lang: Lang) {
  return queryOptions({
    // Per language: changing the lang query reloads data (docs/product/routes.md).
    queryKey: ['no-scheme', hash, lang],
    queryFn: ({ signal }) => getNoScheme(hash, lang, { signal }),
  });
}

/** Keeps the last answer while another language loads: check its hash_id before using it. */
export function useNoScheme(hash: string, lang: Lang) {
  return useQuery({ ...getNoSchemeQueryOptions(hash, lang), placeholderData: keepPreviousData });
}
