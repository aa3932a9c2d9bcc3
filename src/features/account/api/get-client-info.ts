import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientInfoSchema, type ClientInfo } from '../../../../contract/order';
import { apiPost, type RequestOptions } from '../../../api/client';

export type { ClientInfo, ClientSubscription } from '../../../../contract/order';

/** POST /api/crm/client-info {sessionId}: the personal-account client behind a session. */
export function getClientInfo(sessionId: string, options?: RequestOptions): Promise<ClientInfo> {
  return apiPost('/api/crm/client-info', { sessionId }, clientInfoSchema, options);
}

export function getClientInfoQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['crm', 'client-info', sessionId],
    queryFn: ({ signal }) => getClientInfo(sessionId, { signal }),
    // Subscriptions are spent by orders in other tabs; a few minutes old is fine for a menu.
    staleTime: 5 * 60_000,
    // An ended session is an answer, not a glitch to retry.
    retry: false,
  });
}

/** The client of `sessionId`; no call without one. */
export function useClientInfo(sessionId: string | null) {
  return useQuery({ ...getClientInfoQueryOptions(sessionId ?? ''), enabled: !!sessionId });
}
