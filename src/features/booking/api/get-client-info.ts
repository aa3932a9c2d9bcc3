import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { int, optText, text } from '../../../../contract/primitives';
import { apiPost, type RequestOptions } from '../../../api/client';

// The contract has only the request of this call; the answer is read here, leniently, as
// the spec lists it (spec 2 §3 Client and §3 Personal-account info).
const subscriptionSchema = z.object({ hash_id: optText, quant: int, subscrit_id: int });

export const clientInfoSchema = z.object({
  sessionId: text.default(''),
  email: optText,
  subscriptions: z.array(subscriptionSchema).default([]),
  id: int.nullish(),
  hashId: optText,
  cardCode: optText,
  lastname: optText,
  firstname: optText,
  middlename: optText,
  clientname: optText,
  clientphone: optText,
  clientemail: optText,
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;
export type ClientSubscription = z.infer<typeof subscriptionSchema>;

/** POST /api/crm/client-info {sessionId}: the personal-account client behind `?sessionId`. */
export function getClientInfo(sessionId: string, options?: RequestOptions): Promise<ClientInfo> {
  return apiPost('/api/crm/client-info', { sessionId }, clientInfoSchema, options);
}

export function getClientInfoQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['crm-client-info', sessionId],
    queryFn: ({ signal }) => getClientInfo(sessionId, { signal }),
    // An ended session answers 401: asking again will not revive it.
    retry: false,
  });
}

/** The client of `sessionId`; disabled (no call) without one. */
export function useClientInfo(sessionId: string | null) {
  return useQuery({ ...getClientInfoQueryOptions(sessionId ?? ''), enabled: !!sessionId });
}

/** The client's subscription to the event with this hash, when it has tickets left. */
export function subscriptionFor(client: ClientInfo | undefined, hash: string): ClientSubscription | null {
  return client?.subscriptions.find((s) => s.hash_id === hash && s.quant > 0) ?? null;
}
