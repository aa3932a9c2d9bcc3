import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Lang } from '../../../../contract/lang';
import { text } from '../../../../contract/primitives';
import { ApiError, apiPost, type RequestOptions } from '../../../api/client';

const orderNumberSchema = z.object({ num: text });

/** POST /api/order/get-num {hash, lang}: the order's number, for the declined page. */
export function getOrderNumber(hash: string, lang: Lang, options?: RequestOptions): Promise<string> {
  return apiPost('/api/order/get-num', { hash, lang }, orderNumberSchema, options).then((r) => r.num);
}

export function getOrderNumberQueryOptions(hash: string, lang: Lang) {
  return queryOptions({
    queryKey: ['order-number', hash, lang],
    queryFn: ({ signal }) => getOrderNumber(hash, lang, { signal }),
    staleTime: Infinity,
    // A refusal (no such order) will not change on a second ask; a lost answer may.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
  });
}

export function useOrderNumber(hash: string, lang: Lang) {
  return useQuery(getOrderNumberQueryOptions(hash, lang));
}
