import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { orderViewSchema, type OrderView } from '../../../../contract/order';
import type { Lang } from '../../../../contract/lang';
import type { LoadOrderOutput } from '../../../../engine/machines';
import { ApiError, apiPost, type RequestOptions } from '../../../api/client';
import { failureKind } from '../../../api/errors';

/** POST /api/order/view {hash, lang}: the order, its tickets, extras, discounts and payment types. */
export function getOrderView(hash: string, lang: Lang, options?: RequestOptions): Promise<OrderView> {
  return apiPost('/api/order/view', { hash, lang }, orderViewSchema, options);
}

export function getOrderViewQueryOptions(hash: string, lang: Lang) {
  return queryOptions({
    queryKey: ['order-view', hash, lang],
    queryFn: ({ signal }) => getOrderView(hash, lang, { signal }),
    // The payment machine decides when the order is read again (after a payment, an
    // extra, a discount): no background refetch behind its back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** The order as the last load left it in the cache (the payment machine does the loading). */
export function useOrderView(hash: string, lang: Lang) {
  return useQuery({ ...getOrderViewQueryOptions(hash, lang), enabled: false });
}

/**
 * The payment machine's `loadOrder`: a fresh read that also refreshes the cache the page
 * renders from. A refusal (not found, deleted) is an answer, not a failure; a missing answer
 * or a failing server (5xx, no code) rejects, which the machine logs and the page offers to
 * retry: a server error must not read as "order deleted".
 */
export async function loadOrderInto(queryClient: QueryClient, hash: string, lang: Lang): Promise<LoadOrderOutput> {
  try {
    return await queryClient.fetchQuery({ ...getOrderViewQueryOptions(hash, lang), staleTime: 0 });
  } catch (error) {
    if (error instanceof ApiError && failureKind(error) === 'refused') return { errorCode: error.code, errorText: error.text };
    throw error;
  }
}
