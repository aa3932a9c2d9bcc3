import { queryOptions, useQuery } from '@tanstack/react-query';
import { afishaResponseSchema, type Afisha } from '../../../../contract/afisha';
import type { Lang } from '../../../../contract/lang';
import { apiGet, type RequestOptions } from '../../../api/client';

// The client unwraps the envelope itself, so it parses with the inner shape.
const afishaSchema = afishaResponseSchema.shape.response;

export function getAfisha(lang: Lang, options?: RequestOptions): Promise<Afisha> {
  return apiGet(`/api/afisha?${new URLSearchParams({ lang })}`, afishaSchema, options);
}

export function getAfishaQueryOptions(lang: Lang) {
  return queryOptions({
    // Per language: changing the lang query reloads data (docs/product/routes.md).
    queryKey: ['afisha', lang],
    queryFn: ({ signal }) => getAfisha(lang, { signal }),
  });
}

export function useAfisha(lang: Lang) {
  return useQuery(getAfishaQueryOptions(lang));
}
