import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { returnDataSchema, type ReturnDataResponse } from '../../../../contract/refund';
import type { LoadReturnInput, ReturnData } from '../../../../engine/machines';
import { failureKind } from '../../../api/errors';
import { ApiError, apiPost, type RequestOptions } from '../../../api/client';

/**
 * POST /api/order/return/{hash} {hash, lang, hashConf}: the order's tickets with their refund
 * status and time left to apply, the reasons, the consent text and today's date (docs/product/refund.md).
 */
export function getReturnData(input: LoadReturnInput, options?: RequestOptions): Promise<ReturnDataResponse> {
  return apiPost(`/api/order/return/${encodeURIComponent(input.hash)}`, input, returnDataSchema, options);
}

export function getReturnDataQueryOptions(input: LoadReturnInput) {
  return queryOptions({
    queryKey: ['order-return', input.hash, input.lang ?? '', input.hashConf ?? ''],
    queryFn: ({ signal }) => getReturnData(input, { signal }),
    // The refund machine decides when the data is read again (after an application).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/**
 * The data as the refund machine's last load left it in the cache (the machine does the
 * loading): the display fields of the rows (names, categories, dates) the machine does not
 * keep, and, when the server refused (`error`, an ApiError), its text: a wrong or expired
 * confirmation link, returns off, an unknown order.
 */
export function useReturnData(input: LoadReturnInput) {
  return useQuery({ ...getReturnDataQueryOptions(input), enabled: false });
}

/**
 * The refund machine's `loadReturn`: a fresh read that also refreshes the cache the page
 * renders from. A refusal is an answer (the machine shows it as not found) and stays in the
 * cache as the query's error; only a missing answer rejects, which the machine logs.
 */
export async function loadReturnInto(queryClient: QueryClient, input: LoadReturnInput): Promise<ReturnData> {
  try {
    return await queryClient.fetchQuery({ ...getReturnDataQueryOptions(input), staleTime: 0 });
  } catch (error) {
    // A failing server (5xx, no code) is not "not found": it rejects, and the page offers a retry.
    if (error instanceof ApiError && failureKind(error) === 'refused') return { error_code: error.code, rows: [], reasons: [] };
    throw error;
  }
}
