import { queryOptions, useQuery } from '@tanstack/react-query';
import { bestSeatsResponseSchema, type BestSeatsResponse } from '../../../../contract/seat-availability';
import { apiGet, type RequestOptions } from '../../../api/client';

export const ownOfferPath = (hash: string, calendarId: number) => `/api/scheme/best?${new URLSearchParams({ hash, calendar_id: String(calendarId) })}`;

/** GET /api/scheme/best: the block the server still keeps for this buyer (none: no seats). */
export function getOwnOffer(hash: string, calendarId: number, options?: RequestOptions): Promise<BestSeatsResponse> {
  return apiGet(ownOfferPath(hash, calendarId), bestSeatsResponseSchema, options);
}

export function getOwnOfferQueryOptions(hash: string, calendarId: number) {
  return queryOptions({
    queryKey: ['best-seats-offer', hash, calendarId],
    queryFn: ({ signal }) => getOwnOffer(hash, calendarId, { signal }),
    // Read once when the map opens (a reload while an offer is kept): later offers come from the buyer's own asks.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/** `enabled` false: not asked yet (asked when it turns true). */
export function useOwnOffer(hash: string, calendarId: number, enabled = true) {
  return useQuery({ ...getOwnOfferQueryOptions(hash, calendarId), enabled });
}
