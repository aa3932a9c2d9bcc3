import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ErrorCode } from '../../../../contract/envelope';
import type { Lang } from '../../../../contract/lang';
import { orderDataSchema, type OrderData } from '../../../../contract/nominal';
import { ApiError, apiPostEnvelope, type RequestOptions } from '../../../api/client';

/**
 * POST /api/order-data {hash, lang}: the order's tickets with what each holder must give,
 * the consents, document types, countries and regions (docs/product/nominal.md). The lists sit beside
 * `response`, so the whole body is parsed.
 */
export function getOrderData(hash: string, lang: Lang, options?: RequestOptions): Promise<OrderData> {
  return apiPostEnvelope('/api/order-data', { hash, lang }, orderDataSchema, options);
}

export function getOrderDataQueryOptions(hash: string, lang: Lang) {
  return queryOptions({
    queryKey: ['order-data', hash, lang],
    queryFn: ({ signal }) => getOrderData(hash, lang, { signal }),
    // The nominal-form machine decides when the data is read again (a language change, a
    // retry): no background refetch that would rebuild the form under the buyer's fingers.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** The order data as the machine's last load left it in the cache. */
export function useOrderData(hash: string, lang: Lang) {
  return useQuery({ ...getOrderDataQueryOptions(hash, lang), enabled: false });
}

/** An order the server does not know (never made, or deleted): no tickets, "order deleted". */
export const noOrderData = (): OrderData => ({ response: [], text: '', checkboxList: [], docTypes: [], countries: [], regions: [] });

/**
 * The machine's `loadOrderData`: a fresh read that also fills the cache the form renders
 * from. "Not found" is an answer (the order is gone: an empty ticket list); any other refusal
 * or a lost answer rejects, which the machine logs and the page offers to retry.
 */
export async function loadOrderDataInto(queryClient: QueryClient, hash: string, lang: Lang): Promise<OrderData> {
  try {
    return await queryClient.fetchQuery({ ...getOrderDataQueryOptions(hash, lang), staleTime: 0 });
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.notFound) {
      const gone = noOrderData();
      queryClient.setQueryData(getOrderDataQueryOptions(hash, lang).queryKey, gone);
      return gone;
    }
    throw error;
  }
}
